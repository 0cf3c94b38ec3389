import { type LikeResponse, POST_MESSAGES } from '@one-world/contract';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
// biome-ignore lint/style/noRestrictedImports: the test reads the toasts sonner was asked for
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../../lib/toast';
import { likeToasts } from '../components/like-button';
import { postFixture } from './post-fixture.test-helpers';
import { type BoardData, findCachedPost, postsQueryKeys } from './posts-cache';
import { likeMutationOptions } from './toggle-like';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Toasts then show at once, as they do once the toaster has mounted.
beforeAll(() => loadSonner());

const POST = postFixture('p1');

interface PendingRequest {
  liked: boolean;
  answer: (response: Response) => void;
}

/** A fetch whose answers the test sends by hand, in any order it likes. */
function holdRequests(): PendingRequest[] {
  const requests: PendingRequest[] = [];
  vi.stubGlobal(
    'fetch',
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => {
        const { liked } = JSON.parse(String(init.body)) as { liked: boolean };
        requests.push({ liked, answer: resolve });
      }),
  );
  return requests;
}

const likeAnswer = (liked: boolean, likeCount: number) =>
  Response.json({
    message: liked ? POST_MESSAGES.liked : POST_MESSAGES.unliked,
    liked,
    likeCount,
  } satisfies LikeResponse);

function setUp() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData<BoardData>(postsQueryKeys.board('Climate', null, 'u2'), {
    pages: [{ posts: [POST], nextCursor: null }],
    pageParams: [null],
  });
  const observer = new MutationObserver(client, likeMutationOptions(client, POST._id));
  // A mounted button: `mutate` callbacks only reach an observer that has a listener.
  observer.subscribe(() => undefined);
  // What the like button does on a click.
  const click = (liked: boolean) =>
    observer
      .mutate({ postId: POST._id, liked }, likeToasts(POST._id, 'Could not update the like'))
      .catch((error: unknown) => error);
  const shown = () => {
    const post = findCachedPost(client, POST._id);
    return { liked: post?.likedByUser, count: post?.likeCount };
  };
  return { client, click, shown };
}

/** Lets the mutations' promise chains (onMutate, the next request in the scope) move on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The toasts on screen, as sonner keeps them: one per id, where a toast with the id of one
 * already shown replaces it (a toast without an id is always a new one).
 */
function toastsOnScreen(): unknown[] {
  const calls = [...vi.mocked(toast.success).mock.calls, ...vi.mocked(toast.error).mock.calls];
  return [...new Set(calls.map(([, options], index) => options?.id ?? `no id #${index}`))];
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('likeMutationOptions', () => {
  it('sends quick clicks one at a time in click order and ends on the last answer', async () => {
    const requests = holdRequests();
    const { click, shown } = setUp();

    const done = [click(true), click(false), click(true)];
    await settle();
    expect(shown()).toEqual({ liked: true, count: 1 });
    expect(requests.map((request) => request.liked)).toEqual([true]);

    requests[0]?.answer(likeAnswer(true, 1));
    await settle();
    expect(requests.map((request) => request.liked)).toEqual([true, false]);
    requests[1]?.answer(likeAnswer(false, 0));
    await settle();
    // The second answer is older than the third click: the screen keeps showing that click.
    expect(shown()).toEqual({ liked: true, count: 1 });

    expect(requests.map((request) => request.liked)).toEqual([true, false, true]);
    requests[2]?.answer(likeAnswer(true, 7));
    await Promise.all(done);
    expect(shown()).toEqual({ liked: true, count: 7 });
  });

  it('puts the post back when the last request fails', async () => {
    const requests = holdRequests();
    const { click, shown } = setUp();

    const done = click(true);
    await settle();
    expect(shown()).toEqual({ liked: true, count: 1 });
    requests[0]?.answer(Response.json({ message: 'Post not found' }, { status: 404 }));
    await done;
    expect(shown()).toEqual({ liked: false, count: 0 });
  });

  it('keeps a later click when an earlier request fails', async () => {
    const requests = holdRequests();
    const { click, shown } = setUp();

    const done = [click(true), click(false), click(true)];
    await settle();
    requests[0]?.answer(Response.json({ message: 'Server error' }, { status: 500 }));
    await settle();
    expect(shown()).toEqual({ liked: true, count: 1 });
    requests[1]?.answer(likeAnswer(false, 0));
    await settle();
    requests[2]?.answer(likeAnswer(true, 1));
    await Promise.all(done);
    expect(shown()).toEqual({ liked: true, count: 1 });
  });
});

describe('like toasts', () => {
  it('tell only the answer of the last click of a quick burst', async () => {
    const requests = holdRequests();
    const { click } = setUp();

    const done = [click(true), click(false), click(true)];
    for (const [index, liked] of [true, false, true].entries()) {
      await settle();
      requests[index]?.answer(likeAnswer(liked, liked ? 1 : 0));
    }
    await Promise.all(done);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toastsOnScreen()).toEqual([`like-${POST._id}`]);
  });

  it('never stack when each click of a slow burst is answered before the next', async () => {
    const requests = holdRequests();
    const { click } = setUp();

    for (const [index, liked] of [true, false, true].entries()) {
      const done = click(liked);
      await settle();
      requests[index]?.answer(likeAnswer(liked, liked ? 1 : 0));
      await done;
    }
    // Liked, unliked, liked: three answers, but each replaced the one before.
    expect(toast.success).toHaveBeenCalledTimes(3);
    expect(toastsOnScreen()).toEqual([`like-${POST._id}`]);
  });

  it('put a failure in the same place as the answers', async () => {
    const requests = holdRequests();
    const { click } = setUp();

    const liked = click(true);
    await settle();
    requests[0]?.answer(likeAnswer(true, 1));
    await liked;
    const failed = click(false);
    await settle();
    requests[1]?.answer(Response.json({ message: 'Server error' }, { status: 500 }));
    await failed;
    expect(toast.error).toHaveBeenCalledWith('Server error', { id: `like-${POST._id}` });
    expect(toastsOnScreen()).toEqual([`like-${POST._id}`]);
  });
});
