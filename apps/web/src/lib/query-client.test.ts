import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { setFreshQueryData, setLastingQueryData } from './query-client';

const KEY = ['count'];

/** A read of the server that answers when the test says so, then at once with `later`. */
function reads(later: number) {
  let answer: (value: number) => void = () => undefined;
  let count = 0;
  const queryFn = () => {
    count += 1;
    if (count > 1) return Promise.resolve(later);
    return new Promise<number>((resolve) => {
      answer = resolve;
    });
  };
  return { queryFn, answer: (value: number) => answer(value), count: () => count };
}

describe('setFreshQueryData', () => {
  it('keeps what it wrote when a first read made before answers after it', async () => {
    const client = new QueryClient();
    const server = reads(0);
    const loading = client.fetchQuery({ queryKey: KEY, queryFn: server.queryFn });

    setFreshQueryData(client, KEY, 0);
    server.answer(100);
    await loading;
    expect(client.getQueryData(KEY)).toBe(0);
  });

  it('reads a shown query again when a read of it was on its way', async () => {
    const client = new QueryClient();
    const server = reads(2);
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: server.queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(client.isFetching({ queryKey: KEY })).toBe(1);

    setFreshQueryData(client, KEY, 1);
    expect(client.getQueryData(KEY)).toBe(1);
    server.answer(100);
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toBe(2));
    expect(server.count()).toBe(2);
    stop();
  });

  it('only writes when nothing is being read', async () => {
    const client = new QueryClient();
    const server = reads(2);
    const stop = new QueryObserver(client, { queryKey: KEY, queryFn: server.queryFn }).subscribe(
      () => undefined,
    );
    server.answer(0);
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toBe(0));

    setFreshQueryData<number>(client, KEY, (count) => (count ?? 0) + 1);
    expect(client.getQueryData(KEY)).toBe(1);
    expect(client.isFetching({ queryKey: KEY })).toBe(0);
    expect(server.count()).toBe(1);
    stop();
  });
});

describe('setLastingQueryData', () => {
  const withB = (list: string[] | undefined) =>
    list && !list.includes('b') ? [...list, 'b'] : list;

  it('writes the change again when a read made before it answers after it', async () => {
    const client = new QueryClient();
    let answer: (value: string[]) => void = () => undefined;
    const loading = client.fetchQuery({
      queryKey: KEY,
      queryFn: () =>
        new Promise<string[]>((resolve) => {
          answer = resolve;
        }),
    });

    setLastingQueryData(client, KEY, withB);
    expect(client.getQueryData(KEY)).toBeUndefined();
    answer(['a']);
    await loading;
    expect(client.getQueryData(KEY)).toEqual(['a', 'b']);
    expect(client.isFetching({ queryKey: KEY })).toBe(0);
  });

  it('writes once when nothing is being read', async () => {
    const client = new QueryClient();
    client.setQueryData(KEY, ['a']);
    setLastingQueryData(client, KEY, withB);
    expect(client.getQueryData(KEY)).toEqual(['a', 'b']);

    await client.fetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve(['c']) });
    expect(client.getQueryData(KEY)).toEqual(['c']);
  });
});
