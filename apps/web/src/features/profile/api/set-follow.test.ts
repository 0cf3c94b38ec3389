import { type FollowResponse, type PublicUser, USER_MESSAGES } from '@one-world/contract';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKeys } from './profile-cache';
import { followMutationOptions } from './set-follow';

const MEMBER: PublicUser = {
  _id: 'member',
  name: 'Ada',
  role: 'member',
  bio: '',
  statusBadge: null,
  img: { secure_url: '/images/default-avatar.svg' },
  cover: null,
  followerCount: 4,
  followingCount: 0,
  followedByViewer: false,
  blockedByViewer: false,
  createdAt: '2025-06-15T12:00:00.000Z',
  abilities: { update: false, follow: true, message: true, report: true, block: true },
};

interface PendingRequest {
  url: string;
  answer: (response: Response) => void;
}

/** A fetch whose answers the test sends by hand. */
function holdRequests(): PendingRequest[] {
  const requests: PendingRequest[] = [];
  vi.stubGlobal(
    'fetch',
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => requests.push({ url: String(input), answer: resolve })),
  );
  return requests;
}

const followAnswer = (followedByViewer: boolean, followerCount: number) =>
  Response.json({
    message: followedByViewer ? USER_MESSAGES.followed : USER_MESSAGES.unfollowed,
    followedByViewer,
    followerCount,
  } satisfies FollowResponse);

function setUp() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(profileQueryKeys.profile(MEMBER._id), MEMBER);
  const observer = new MutationObserver(client, followMutationOptions(client, MEMBER._id, 'me'));
  observer.subscribe(() => undefined);
  const click = (follow: boolean) => observer.mutate({ follow }).catch((error: unknown) => error);
  const shown = () => {
    const profile = client.getQueryData<PublicUser>(profileQueryKeys.profile(MEMBER._id));
    return { followed: profile?.followedByViewer, count: profile?.followerCount };
  };
  return { click, shown };
}

/** Lets the mutations' promise chains (onMutate, the next request in the scope) move on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('followMutationOptions', () => {
  it('shows a follow at once, then the server’s count', async () => {
    const requests = holdRequests();
    const { click, shown } = setUp();

    const done = click(true);
    await settle();
    expect(shown()).toEqual({ followed: true, count: 5 });
    expect(requests.map((request) => request.url)).toEqual(['/api/follow/member']);

    requests[0]?.answer(followAnswer(true, 9));
    await done;
    expect(shown()).toEqual({ followed: true, count: 9 });
  });

  it('puts the count back when the request fails', async () => {
    const requests = holdRequests();
    const { click, shown } = setUp();

    const done = click(true);
    await settle();
    expect(shown()).toEqual({ followed: true, count: 5 });
    requests[0]?.answer(Response.json({ message: 'Server error' }, { status: 500 }));
    await done;
    expect(shown()).toEqual({ followed: false, count: 4 });
  });

  it('sends quick clicks in order and keeps the last one on screen', async () => {
    const requests = holdRequests();
    const { click, shown } = setUp();

    const done = [click(true), click(false)];
    await settle();
    expect(shown()).toEqual({ followed: false, count: 4 });
    expect(requests).toHaveLength(1);

    requests[0]?.answer(followAnswer(true, 5));
    await settle();
    // The first answer is older than the second click: the screen keeps showing that click.
    expect(shown()).toEqual({ followed: false, count: 4 });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/follow/member',
      '/api/unfollow/member',
    ]);
    requests[1]?.answer(followAnswer(false, 4));
    await Promise.all(done);
    expect(shown()).toEqual({ followed: false, count: 4 });
  });
});
