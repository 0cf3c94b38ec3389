import { MessageResponse } from '@one-world/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  anySignal,
  api,
  apiRequest,
  DEFAULT_TIMEOUT_MS,
  errorMessage,
  isHttpError,
} from './api-client';

interface FetchCall {
  url: string;
  init: RequestInit;
}

/** Replaces the browser's fetch for one test and records what the client sent. */
function stubFetch(respond: (init: RequestInit) => Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return respond(init);
  });
  return calls;
}

function respondWith(body: string | null, init?: ResponseInit): FetchCall[] {
  return stubFetch(async () => new Response(body, init));
}

function respondJson(body: unknown, init?: ResponseInit): FetchCall[] {
  return respondWith(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that only settles when its signal aborts, like a server that never answers. */
function hangUntilAborted(): FetchCall[] {
  return stubFetch(
    (init) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest success', () => {
  it('returns the parsed JSON body, checked by the schema', async () => {
    respondJson({ message: 'Post liked' });
    await expect(api.get('/api/like/1', { schema: MessageResponse })).resolves.toEqual({
      message: 'Post liked',
    });
  });

  it('returns the body unchecked without a schema, and undefined for an empty body', async () => {
    respondJson({ anything: [1, 2] });
    await expect(apiRequest('/api/anything')).resolves.toEqual({ anything: [1, 2] });

    respondWith(null, { status: 204 });
    await expect(apiRequest('/api/empty')).resolves.toBeUndefined();
  });

  it('sends the session cookie to the same-origin path it was given', async () => {
    const calls = respondJson({});
    await apiRequest('/api/session');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/session');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toEqual({ Accept: 'application/json' });
  });

  it('clears its timeout once the answer is in', async () => {
    vi.useFakeTimers();
    respondJson({});
    await apiRequest('/api/session');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('apiRequest request shape', () => {
  it('appends the query, leaving out null and undefined values', async () => {
    const calls = respondJson({});
    await api.get('/api/posts', {
      query: { category: 'Climate', region: undefined, cursor: null, limit: 10, mine: false },
    });
    expect(calls[0]?.url).toBe('/api/posts?category=Climate&limit=10&mine=false');
  });

  it('encodes query values and extends a path that already has a query', async () => {
    const calls = respondJson({});
    await api.get('/api/search?page=2', { query: { q: 'a&b c' } });
    expect(calls[0]?.url).toBe('/api/search?page=2&q=a%26b+c');
  });

  it('keeps the path as it is when every query value is empty', async () => {
    const calls = respondJson({});
    await api.get('/api/posts', { query: { cursor: null, region: undefined } });
    expect(calls[0]?.url).toBe('/api/posts');
  });

  it('sends a JSON body with its content type, next to the caller headers', async () => {
    const calls = respondJson({});
    await api.post('/api/posts', { title: 'Hi' }, { headers: { 'X-Trace': '1' } });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"title":"Hi"}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Trace': '1' },
    });
  });

  it('sends FormData as it is so the browser sets the multipart boundary', async () => {
    const calls = respondJson({});
    const form = new FormData();
    form.append('name', 'Ada');
    await api.put('/api/users/1', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toEqual({ Accept: 'application/json' });
  });

  it('uses the method of each shortcut', async () => {
    const calls = respondJson({});
    await api.get('/a');
    await api.post('/a');
    await api.put('/a');
    await api.patch('/a', { bio: '' });
    await api.delete('/a');
    expect(calls.map((call) => call.init.method)).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
    expect(calls[1]?.init.body).toBeUndefined();
  });
});

describe('apiRequest failures', () => {
  it('turns an error status into an HTTP ApiError with the server message', async () => {
    respondJson({ message: 'Post not found' }, { status: 404, statusText: 'Not Found' });
    const error = await rejectionOf(api.get('/api/posts/1', { schema: MessageResponse }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'HTTP',
      status: 404,
      message: 'Post not found',
      data: { message: 'Post not found' },
    });
  });

  it('falls back to the status text, then to the status, when there is no message', async () => {
    respondWith('<h1>Bad Gateway</h1>', { status: 502, statusText: 'Bad Gateway' });
    await expect(apiRequest('/api/posts')).rejects.toMatchObject({
      kind: 'HTTP',
      status: 502,
      message: 'Bad Gateway',
      data: '<h1>Bad Gateway</h1>',
    });

    respondJson({ message: '   ' }, { status: 500 });
    await expect(apiRequest('/api/posts')).rejects.toMatchObject({
      kind: 'HTTP',
      status: 500,
      message: 'Request failed (500)',
    });
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/posts')).rejects.toMatchObject({
      kind: 'FETCH_ERROR',
      status: undefined,
      message: 'Unable to reach the server. Check your connection and try again.',
    });
  });

  it('reports a body that cannot be read as FETCH_ERROR too', async () => {
    stubFetch(async () => {
      const response = new Response('{}');
      vi.spyOn(response, 'text').mockRejectedValue(new TypeError('network error'));
      return response;
    });
    await expect(apiRequest('/api/posts')).rejects.toMatchObject({ kind: 'FETCH_ERROR' });
  });

  it('gives up with TIMEOUT_ERROR after timeoutMs', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const request = rejectionOf(apiRequest('/api/slow', { timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await request).toMatchObject({
      kind: 'TIMEOUT_ERROR',
      message: 'The server took too long to answer. Please try again.',
    });
  });

  it('waits DEFAULT_TIMEOUT_MS when no timeout is given', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    let settled = false;
    const request = rejectionOf(apiRequest('/api/slow')).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await request).toMatchObject({ kind: 'TIMEOUT_ERROR' });
  });

  it("rethrows the caller's own abort unchanged", async () => {
    hangUntilAborted();
    const controller = new AbortController();
    const request = rejectionOf(apiRequest('/api/posts', { signal: controller.signal }));
    controller.abort();
    const error = await request;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toBe(controller.signal.reason);
  });

  it('reports a success body that is not JSON as PARSING_ERROR', async () => {
    respondWith('<!doctype html><title>One World</title>', { status: 200 });
    await expect(apiRequest('/api/posts')).rejects.toMatchObject({
      kind: 'PARSING_ERROR',
      status: undefined,
      message: 'The server sent a response we could not read.',
      data: '<!doctype html><title>One World</title>',
    });
  });

  it('reports a body the schema rejects as PARSING_ERROR', async () => {
    respondJson({ msg: 'Post liked' });
    await expect(api.get('/api/like/1', { schema: MessageResponse })).rejects.toMatchObject({
      kind: 'PARSING_ERROR',
      message: 'The server sent an unexpected response.',
      data: { msg: 'Post liked' },
    });
  });
});

describe('isHttpError', () => {
  const notFound = new ApiError('HTTP', 'Post not found', 404, { message: 'Post not found' });

  it('accepts any HTTP ApiError when no status is named', () => {
    expect(isHttpError(notFound)).toBe(true);
  });

  it('checks the status against the ones named', () => {
    expect(isHttpError(notFound, 401, 404)).toBe(true);
    expect(isHttpError(notFound, 401, 403)).toBe(false);
  });

  it('refuses other kinds and other errors', () => {
    expect(isHttpError(new ApiError('FETCH_ERROR', 'offline'))).toBe(false);
    expect(isHttpError(new Error('Post not found'))).toBe(false);
    expect(isHttpError({ kind: 'HTTP', status: 404 }, 404)).toBe(false);
  });
});

describe('errorMessage', () => {
  it("shows the server's message for an HTTP error", () => {
    const error = new ApiError('HTTP', 'Conflict', 409, { message: 'Email taken' });
    expect(errorMessage(error, 'Sign up failed')).toBe('Email taken');
  });

  it('uses the fallback for an HTTP error without a message', () => {
    expect(errorMessage(new ApiError('HTTP', 'Bad Gateway', 502, '<h1>'), 'Try again')).toBe(
      'Try again',
    );
    expect(errorMessage(new ApiError('HTTP', 'x', 400, { message: '' }), 'Try again')).toBe(
      'Try again',
    );
  });

  it('shows the connection hint for network failures and timeouts', () => {
    expect(errorMessage(new ApiError('FETCH_ERROR', 'Offline hint'), 'Try again')).toBe(
      'Offline hint',
    );
    expect(errorMessage(new ApiError('TIMEOUT_ERROR', 'Slow hint'), 'Try again')).toBe('Slow hint');
  });

  it('uses the fallback for parsing errors and anything else', () => {
    expect(errorMessage(new ApiError('PARSING_ERROR', 'Unreadable'), 'Try again')).toBe(
      'Try again',
    );
    expect(errorMessage(new Error('boom'), 'Try again')).toBe('Try again');
    expect(errorMessage('boom', 'Try again')).toBe('Try again');
  });
});

describe('anySignal where the browser has no AbortSignal.any', () => {
  const nativeAny = AbortSignal.any;
  beforeEach(() => {
    Reflect.deleteProperty(AbortSignal, 'any');
    expect(AbortSignal.any).toBeUndefined();
  });
  afterEach(() => {
    AbortSignal.any = nativeAny;
  });

  it('aborts with the reason of whichever signal aborts first, once', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    const onAbort = vi.fn();
    combined.addEventListener('abort', onAbort);
    expect(combined.aborted).toBe(false);

    second.abort('second');
    first.abort('first');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('second');
    expect(onAbort).toHaveBeenCalledTimes(1);
  });

  it('starts aborted when one of the signals already is', () => {
    const live = new AbortController();
    const combined = anySignal([live.signal, AbortSignal.abort('gone')]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });

  it("still times out and rethrows the caller's abort in apiRequest", async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const slow = rejectionOf(
      apiRequest('/api/slow', { timeoutMs: 1_000, signal: new AbortController().signal }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await slow).toMatchObject({ kind: 'TIMEOUT_ERROR' });

    const controller = new AbortController();
    const cancelled = rejectionOf(apiRequest('/api/posts', { signal: controller.signal }));
    controller.abort();
    expect(await cancelled).toBe(controller.signal.reason);
  });
});

describe('anySignal where the browser has AbortSignal.any', () => {
  it('uses it', () => {
    const spy = vi.spyOn(AbortSignal, 'any');
    const signals = [new AbortController().signal, new AbortController().signal];
    anySignal(signals);
    expect(spy).toHaveBeenCalledWith(signals);
    spy.mockRestore();
  });
});
