import type { Conversation, DomainEvent } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema';
import { signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function open(payload: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    payload,
    headers: cookie ? { cookie } : {},
  });
}

describe('POST /api/conversations', () => {
  it('creates the pair’s conversation (201), then answers the same one from either side (200)', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const heard: DomainEvent[] = [];
    const stop = t.app.ctx.events.subscribeAll((event) => void heard.push(event));
    const created = await open({ senderId: a.user._id, receiverId: b.user._id }, a.cookie);
    expect(created.statusCode).toBe(201);
    const conversation = created.json<Conversation>();
    expect(conversation).toEqual({
      _id: expect.any(String),
      members: [a.user._id, b.user._id],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const again = await open({ receiverId: b.user._id }, a.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(conversation);
    const back = await open({ senderId: b.user._id, receiverId: a.user._id }, b.cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual(conversation);
    stop();
    // Announced once, when it was created.
    expect(heard).toEqual([
      {
        name: 'conversation.created',
        payload: { conversationId: conversation._id, memberIds: [a.user._id, b.user._id] },
      },
    ]);
  });

  it('creates exactly one conversation per pair under concurrent creation from both sides', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? open({ receiverId: b.user._id }, a.cookie)
          : open({ receiverId: a.user._id }, b.cookie),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json<Conversation>()._id)).size).toBe(1);
    const rows = await t.app.ctx.db.select().from(conversations);
    const pair = rows.filter((row) =>
      [row.memberA, row.memberB].every((id) => id === a.user._id || id === b.user._id),
    );
    expect(pair).toHaveLength(1);
  });

  it('refuses someone else’s senderId with 403, oneself with 400, an unknown member with 404', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const c = await signUp(t.app);
    const impostor = await open({ senderId: b.user._id, receiverId: c.user._id }, a.cookie);
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json()).toEqual({ message: 'You can only act as yourself' });
    const self = await open({ receiverId: a.user._id }, a.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot start a conversation with yourself' });
    const unknown = await open({ receiverId: UNKNOWN_ID }, a.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    const malformed = await open({ receiverId: 'nope' }, a.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'receiverId: Invalid user id' });
  });

  it('answers a visitor 401 whatever the body', async () => {
    for (const payload of [{}, { receiverId: 'nope' }, { receiverId: UNKNOWN_ID }]) {
      const res = await open(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });
});
