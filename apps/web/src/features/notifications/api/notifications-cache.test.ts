import type { Notification, UnreadNotifications } from '@one-world/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cacheRead, type NotificationsData, notificationQueryKeys } from './notifications-cache';

const notification = (id: string): Notification => ({
  _id: id,
  kind: 'follow',
  actor: null,
  othersCount: 0,
  post: null,
  report: null,
  detail: null,
  target: null,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData<NotificationsData>(notificationQueryKeys.list('me'), {
    pages: [
      { notifications: [notification('a'), notification('b')], nextCursor: 'c', unreadCount: 3 },
      { notifications: [notification('c')], nextCursor: null, unreadCount: 3 },
    ],
    pageParams: [null, 'c'],
  });
  const read = () =>
    client
      .getQueryData<NotificationsData>(notificationQueryKeys.list('me'))
      ?.pages.flatMap((page) => page.notifications.map((n) => [n._id, n.read]));
  return { client, read };
}

describe('cacheRead', () => {
  it('marks one notification read and sets the bell’s count', () => {
    const { client, read } = seeded();
    cacheRead(client, 'me', { unreadCount: 2 }, (id) => id === 'b');
    expect(read()).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
    expect(client.getQueryData(notificationQueryKeys.unread('me'))).toEqual({ unreadCount: 2 });
  });

  it('marks every loaded notification read', () => {
    const { client, read } = seeded();
    cacheRead(client, 'me', { unreadCount: 0 });
    expect(read()?.every(([, isRead]) => isRead)).toBe(true);
  });
});

describe('a count read before "Mark all as read" that answers after it', () => {
  it('does not put the bell’s older count back', async () => {
    const client = new QueryClient();
    const queryKey = notificationQueryKeys.unread('me');
    let answer: (value: UnreadNotifications) => void = () => undefined;
    const loading = client.fetchQuery({
      queryKey,
      queryFn: () =>
        new Promise<UnreadNotifications>((resolve) => {
          answer = resolve;
        }),
    });

    cacheRead(client, 'me', { unreadCount: 0 });
    answer({ unreadCount: 100 });
    await loading;
    expect(client.getQueryData(queryKey)).toEqual({ unreadCount: 0 });
  });
});
