import type { ConversationSummary, Message } from '@one-world/contract';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  type ConversationsData,
  cacheMessage,
  chatQueryKeys,
  findConversation,
  type MessagesData,
  messagesInOrder,
  toMessage,
  withLatestMessage,
  withMessage,
  withUnreadCount,
} from './chat-cache';

const ME = 'me';
const PARTNER = 'partner';

const message = (id: string, minute: number, sender = PARTNER, conversationId = 'c1'): Message => ({
  _id: id,
  sender,
  text: `text ${id}`,
  conversationId,
  language: null,
  createdAt: `2026-03-12T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const messagesData = (...pages: Message[][]): MessagesData => ({
  pages: pages.map((messages, index) => ({
    messages,
    nextCursor: index < pages.length - 1 ? `cursor-${index}` : null,
  })),
  pageParams: pages.map((_, index) => (index === 0 ? null : `cursor-${index - 1}`)),
});

const summary = (id: string, last: Message | null, unreadCount = 0): ConversationSummary => ({
  _id: id,
  members: [ME, `${PARTNER}-${id}`],
  createdAt: '2026-03-01T00:00:00.000Z',
  partner: {
    _id: `${PARTNER}-${id}`,
    name: `Partner ${id}`,
    img: { secure_url: '' },
    statusBadge: null,
  },
  lastMessage: last,
  unreadCount,
  updatedAt: last?.createdAt ?? '2026-03-01T00:00:00.000Z',
});

const listData = (...pages: ConversationSummary[][]): ConversationsData => ({
  pages: pages.map((conversations, index) => ({
    conversations,
    nextCursor: index < pages.length - 1 ? `cursor-${index}` : null,
  })),
  pageParams: pages.map((_, index) => (index === 0 ? null : `cursor-${index - 1}`)),
});

const ids = (data: ConversationsData | null | undefined) =>
  data?.pages.map((page) => page.conversations.map(({ _id }) => _id));

describe('toMessage', () => {
  it('names the sender as the API does', () => {
    expect(
      toMessage({
        _id: 'm',
        senderId: 'u',
        text: 'hi',
        conversationId: 'c',
        language: 'en',
        createdAt: 't',
      }),
    ).toEqual({
      _id: 'm',
      sender: 'u',
      text: 'hi',
      conversationId: 'c',
      language: 'en',
      createdAt: 't',
    });
  });
});

describe('messagesInOrder', () => {
  it('reads the pages from the oldest to the newest', () => {
    const data = messagesData(
      [message('c', 3), message('d', 4)],
      [message('a', 1), message('b', 2)],
    );
    expect(messagesInOrder(data).map(({ _id }) => _id)).toEqual(['a', 'b', 'c', 'd']);
    expect(messagesInOrder(undefined)).toEqual([]);
  });
});

describe('withMessage', () => {
  it('adds a new message as the newest', () => {
    const data = messagesData([message('a', 1)], [message('old', 0)]);
    const next = withMessage(data, message('b', 2));
    expect(messagesInOrder(next).map(({ _id }) => _id)).toEqual(['old', 'a', 'b']);
    expect(next?.pages[0]?.nextCursor).toBe('cursor-0');
  });

  it('puts a message that arrives late in its place by time', () => {
    const data = messagesData([message('a', 1), message('c', 3)]);
    expect(messagesInOrder(withMessage(data, message('b', 2))).map(({ _id }) => _id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('ignores a message it already has, on any page', () => {
    const data = messagesData([message('b', 2)], [message('a', 1)]);
    expect(withMessage(data, message('a', 1))).toBe(data);
    expect(withMessage(data, message('b', 2))).toBe(data);
  });

  it('leaves a conversation that is not loaded alone', () => {
    expect(withMessage(undefined, message('a', 1))).toBeUndefined();
  });
});

describe('withLatestMessage', () => {
  const list = () =>
    listData(
      [summary('c0', message('x', 5, PARTNER, 'c0')), summary('c1', message('a', 1))],
      [summary('c2', message('y', 0, PARTNER, 'c2'), 2)],
    );

  it('moves the conversation to the top with the message, counted unread from the partner', () => {
    const next = withLatestMessage(list(), message('b', 6), ME);
    expect(ids(next)).toEqual([['c1', 'c0'], ['c2']]);
    expect(findConversation(next ?? undefined, 'c1')).toMatchObject({
      lastMessage: { _id: 'b' },
      updatedAt: message('b', 6).createdAt,
      unreadCount: 1,
    });
  });

  it('moves it from a later page too, and does not count one’s own message', () => {
    const next = withLatestMessage(list(), message('z', 7, ME, 'c2'), ME);
    expect(ids(next)).toEqual([['c2', 'c0', 'c1'], []]);
    expect(findConversation(next ?? undefined, 'c2')?.unreadCount).toBe(2);
  });

  it('counts a message once, and never lets an older one replace the last', () => {
    const data = list();
    expect(withLatestMessage(data, message('a', 1), ME)).toBe(data);
    expect(withLatestMessage(data, message('older', 0), ME)).toBe(data);
  });

  it('answers null for a conversation that is not loaded', () => {
    expect(withLatestMessage(list(), message('n', 8, PARTNER, 'new'), ME)).toBeNull();
  });
});

describe('withUnreadCount', () => {
  it('sets one conversation’s count', () => {
    const data = listData([summary('c1', null, 3), summary('c2', null, 1)]);
    const next = withUnreadCount(data, 'c1', 0);
    expect(findConversation(next, 'c1')?.unreadCount).toBe(0);
    expect(findConversation(next, 'c2')?.unreadCount).toBe(1);
    expect(withUnreadCount(next, 'c1', 0)).toBe(next);
    expect(withUnreadCount(undefined, 'c1', 0)).toBeUndefined();
  });
});

describe('cacheMessage', () => {
  it('writes the message into its conversation and the list', () => {
    const client = new QueryClient();
    client.setQueryData(chatQueryKeys.messages('c1'), messagesData([message('a', 1)]));
    client.setQueryData(
      chatQueryKeys.conversations(ME),
      listData([summary('c0', null), summary('c1', null)]),
    );

    cacheMessage(client, message('b', 2), ME);

    const messages = client.getQueryData<MessagesData>(chatQueryKeys.messages('c1'));
    expect(messagesInOrder(messages).map(({ _id }) => _id)).toEqual(['a', 'b']);
    expect(ids(client.getQueryData(chatQueryKeys.conversations(ME)))).toEqual([['c1', 'c0']]);
  });

  it('keeps a message that arrives while older messages load', async () => {
    const client = new QueryClient();
    const older: ((page: MessagesData['pages'][number]) => void)[] = [];
    const observer = new InfiniteQueryObserver(client, {
      queryKey: chatQueryKeys.messages('c1'),
      queryFn: ({ pageParam }: { pageParam: string | null }) =>
        pageParam === null
          ? Promise.resolve({ messages: [message('b', 2)], nextCursor: 'older' })
          : new Promise<MessagesData['pages'][number]>((resolve) => older.push(resolve)),
      initialPageParam: null as string | null,
      getNextPageParam: (page: MessagesData['pages'][number]) => page.nextCursor,
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    const loadingOlder = observer.fetchNextPage();
    cacheMessage(client, message('c', 3), ME);
    older[0]?.({ messages: [message('a', 1)], nextCursor: null });
    await loadingOlder;

    const messages = client.getQueryData<MessagesData>(chatQueryKeys.messages('c1'));
    expect(messagesInOrder(messages).map(({ _id }) => _id)).toEqual(['a', 'b', 'c']);
    stop();
  });

  it('marks the list stale when the conversation is not in it', () => {
    const client = new QueryClient();
    client.setQueryData(chatQueryKeys.conversations(ME), listData([summary('c0', null)]));
    cacheMessage(client, message('b', 2, PARTNER, 'new'), ME);
    expect(client.getQueryState(chatQueryKeys.conversations(ME))?.isInvalidated).toBe(true);
    expect(client.getQueryData(chatQueryKeys.messages('new'))).toBeUndefined();
  });
});
