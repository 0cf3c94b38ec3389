import type { PublicUser, SessionUser } from '@one-world/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { applyProfileUpdate, profileQueryKeys } from './profile-cache';

const before: PublicUser = {
  _id: 'me',
  name: 'Ada',
  role: 'member',
  bio: '',
  statusBadge: null,
  img: { secure_url: '/images/default-avatar.svg' },
  cover: null,
  followerCount: 2,
  followingCount: 1,
  followedByViewer: false,
  blockedByViewer: false,
  createdAt: '2025-06-15T12:00:00.000Z',
  abilities: { update: true, follow: false, message: false, report: false, block: false },
};

const updated: SessionUser = {
  _id: 'me',
  name: 'Ada L.',
  email: 'ada@example.test',
  role: 'member',
  bio: 'Engineer',
  statusBadge: 'Legend',
  img: { secure_url: '/images/avatar.webp' },
  cover: { secure_url: '/images/cover.webp' },
  followerCount: 3,
  followingCount: 1,
  emailConfirmed: true,
  pendingEmail: null,
  language: 'en',
  contentLanguages: ['en'],
};

let stored: Record<string, string>;

beforeEach(() => {
  stored = {};
  vi.stubGlobal('window', {
    localStorage: {
      setItem: (key: string, value: string) => {
        stored[key] = value;
      },
      removeItem: (key: string) => {
        delete stored[key];
      },
    },
    dispatchEvent: () => true,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applyProfileUpdate', () => {
  it('puts the updated user in the session, its mirror and the cached profile', () => {
    const client = new QueryClient();
    client.setQueryData(profileQueryKeys.profile('me'), before);
    applyProfileUpdate(client, updated);

    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(updated);
    expect(JSON.parse(stored.userInfo ?? 'null')).toEqual(updated);
    expect(client.getQueryData(profileQueryKeys.profile('me'))).toEqual({
      ...before,
      name: 'Ada L.',
      bio: 'Engineer',
      statusBadge: 'Legend',
      img: { secure_url: '/images/avatar.webp' },
      cover: { secure_url: '/images/cover.webp' },
      followerCount: 3,
    });
  });

  it('marks every other cached list stale, since it may show the old name or picture', () => {
    const client = new QueryClient();
    client.setQueryData(profileQueryKeys.profile('me'), before);
    client.setQueryData(['posts', 'board', 'Climate', null, 'me'], { pages: [], pageParams: [] });
    applyProfileUpdate(client, updated);

    const invalidated = (key: readonly unknown[]) =>
      client.getQueryState(key)?.isInvalidated ?? false;
    expect(invalidated(['posts', 'board', 'Climate', null, 'me'])).toBe(true);
    expect(invalidated(profileQueryKeys.profile('me'))).toBe(false);
    expect(invalidated(SESSION_QUERY_KEY)).toBe(false);
  });

  it('leaves a profile that is not cached alone', () => {
    const client = new QueryClient();
    applyProfileUpdate(client, updated);
    expect(client.getQueryData(profileQueryKeys.profile('me'))).toBeUndefined();
  });
});
