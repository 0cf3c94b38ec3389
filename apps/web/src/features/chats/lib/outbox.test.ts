import { ClientMessageId, type Message } from '@one-world/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newMessageId, outboxReducer, type PendingMessage, pendingIn } from './outbox';

const pending = (id: string, conversationId = 'c1'): PendingMessage => ({
  _id: id,
  conversationId,
  receiverId: 'partner',
  senderId: 'me',
  text: `text ${id}`,
  createdAt: '2026-03-12T10:00:00.000Z',
  status: 'sending',
  error: null,
});

const stored = (id: string): Message => ({
  _id: id,
  sender: 'me',
  text: `text ${id}`,
  conversationId: 'c1',
  language: null,
  createdAt: '2026-03-12T10:00:01.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('outboxReducer', () => {
  it('queues messages in the order they were written', () => {
    const outbox = [pending('a'), pending('b')].reduce(
      (state, message) => outboxReducer(state, { type: 'queued', message }),
      [] as PendingMessage[],
    );
    expect(outbox.map(({ _id }) => _id)).toEqual(['a', 'b']);
  });

  it('keeps a failed message with its text and error until it is retried', () => {
    const failed = outboxReducer([pending('a'), pending('b')], {
      type: 'failed',
      id: 'a',
      error: 'Unable to reach the server.',
    });
    expect(failed[0]).toMatchObject({
      text: 'text a',
      status: 'failed',
      error: 'Unable to reach the server.',
    });
    expect(failed[1]).toEqual(pending('b'));
    const retrying = outboxReducer(failed, { type: 'retrying', id: 'a' });
    expect(retrying[0]).toMatchObject({ text: 'text a', status: 'sending', error: null });
  });

  it('drops a message once it is stored', () => {
    expect(outboxReducer([pending('a'), pending('b')], { type: 'stored', id: 'a' })).toEqual([
      pending('b'),
    ]);
  });
});

describe('pendingIn', () => {
  it('lists the conversation’s messages that are not stored yet', () => {
    const outbox = [pending('a'), pending('b', 'c2'), pending('c')];
    expect(pendingIn(outbox, 'c1', [stored('c')]).map(({ _id }) => _id)).toEqual(['a']);
  });
});

describe('newMessageId', () => {
  it('is a UUID the contract accepts', () => {
    expect(ClientMessageId.safeParse(newMessageId()).success).toBe(true);
  });

  it('builds a version 4 UUID where randomUUID is missing (a page over plain HTTP)', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff),
    });
    const id = newMessageId();
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(ClientMessageId.safeParse(id).success).toBe(true);
  });
});
