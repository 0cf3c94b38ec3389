import { type LikeResponse, POST_MESSAGES } from '@one-world/contract';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postFixture } from './post-fixture.test-helpers';
import { type BoardData, findCachedPost, postsQueryKeys } from './posts-cache';
import { likeMutationOptions } from './toggle-like';

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
  const click = (liked: boolean) =>
    observer.mutate({ postId: POST._id, liked }).catch((error: unknown) => error);
  const shown = () => {
    const post = findCachedPost(client, POST._id);
    return { liked: post?.likedByUser, count: post?.likeCount };
  };
  return { client, click, shown };
}

/** Lets the mutations' promise chains (onMutate, the next request in the scope) move on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
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
