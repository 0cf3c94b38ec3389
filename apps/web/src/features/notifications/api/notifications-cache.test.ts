import type { Notification, NotificationsPage, UnreadNotifications } from '@one-world/contract';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  cacheRead,
  cacheUnread,
  type NotificationsData,
  notificationQueryKeys,
} from './notifications-cache';

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

/** A read of the server that answers when the test says so. */
function pending<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('a read made before a change that answers after it', () => {
  it('does not put back the bell’s older count', async () => {
    const client = new QueryClient();
    const queryKey = notificationQueryKeys.unread('me');
    const read = pending<UnreadNotifications>();
    const loading = client.fetchQuery({ queryKey, queryFn: () => read.promise });

    cacheRead(client, 'me', { unreadCount: 0 });
    read.answer({ unreadCount: 100 });
    await loading;
    expect(client.getQueryData(queryKey)).toEqual({ unreadCount: 0 });

    const again = pending<UnreadNotifications>();
    const reloading = client.fetchQuery({ queryKey, queryFn: () => again.promise });
    cacheUnread(client, 'me', { unreadCount: 3 });
    again.answer({ unreadCount: 0 });
    await reloading;
    expect(client.getQueryData(queryKey)).toEqual({ unreadCount: 3 });
  });

  it('loads a list still on its way again, so its unread looks are the new ones', async () => {
    const client = new QueryClient();
    const queryKey = notificationQueryKeys.list('me');
    const listed = (read: boolean): NotificationsPage => ({
      notifications: [{ ...notification('a'), read }],
      nextCursor: null,
      unreadCount: read ? 0 : 1,
    });
    const stale = pending<NotificationsPage>();
    const answers = [Promise.resolve(listed(false)), stale.promise, Promise.resolve(listed(true))];
    let reads = 0;
    const observer = new InfiniteQueryObserver(client, {
      queryKey,
      queryFn: () => answers[reads++] ?? Promise.reject(new Error('one read too many')),
      initialPageParam: null,
      getNextPageParam: () => null,
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toBeDefined());
    const reloading = observer.refetch();

    cacheRead(client, 'me', { unreadCount: 0 });
    stale.answer(listed(false));
    await reloading;
    await vi.waitFor(() => expect(client.isFetching({ queryKey })).toBe(0));
    expect(reads).toBe(3);
    expect(client.getQueryData<NotificationsData>(queryKey)?.pages[0]).toEqual(listed(true));
    stop();
  });
});
