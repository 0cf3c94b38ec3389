import type { DomainEvent } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createTestDatabase } from '../test/harness';
import { EventBus } from './event-bus';
import { withStatement, withTransaction } from './transaction';

let database: Database;
let drop: () => Promise<void>;
let published: DomainEvent[];
let failures: unknown[];
let bus: EventBus;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());
beforeEach(() => {
  published = [];
  failures = [];
  bus = new EventBus((err) => failures.push(err));
  bus.subscribeAll((event) => void published.push(event));
});

const newUser = (email: string) => ({ name: 'Event Tester', email, passwordHash: 'x' });

describe('withTransaction', () => {
  it('publishes a committed transaction’s events exactly once, in order, after the commit', async () => {
    let seenInside: number | undefined;
    const id = await withTransaction({ db: database.db, events: bus }, async (tx, events) => {
      const [row] = await tx.insert(users).values(newUser('commit@example.test')).returning();
      if (!row) throw new Error('no row');
      events.record('user.created', { userId: row.id });
      events.record('post.created', { postId: 'p1', authorId: row.id });
      seenInside = published.length;
      return row.id;
    });
    expect(seenInside).toBe(0);
    expect(published).toEqual([
      { name: 'user.created', payload: { userId: id } },
      { name: 'post.created', payload: { postId: 'p1', authorId: id } },
    ]);
  });

  it('publishes nothing when the transaction rolls back, and the rows are gone', async () => {
    const attempt = withTransaction({ db: database.db, events: bus }, async (tx, events) => {
      const [row] = await tx.insert(users).values(newUser('rollback@example.test')).returning();
      if (!row) throw new Error('no row');
      events.record('user.created', { userId: row.id });
      throw new Error('something failed after the write');
    });
    await expect(attempt).rejects.toThrow('something failed after the write');
    expect(published).toEqual([]);
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rollback@example.test'));
    expect(rows).toEqual([]);
  });

  it('lets a nested call join the outer transaction: its events wait for the outer commit', async () => {
    const outer = withTransaction({ db: database.db, events: bus }, async (tx, events) => {
      await withTransaction({ db: tx, events: bus }, async (_inner, innerEvents) => {
        innerEvents.record('report.filed', { reportId: 'r1', reporterId: 'u1' });
      });
      expect(published).toEqual([]);
      events.record('report.filed', { reportId: 'r2', reporterId: 'u1' });
      throw new Error('outer fails');
    });
    await expect(outer).rejects.toThrow('outer fails');
    expect(published).toEqual([]);
  });

  it('keeps a failing subscriber from failing the write or the other subscribers', async () => {
    bus.subscribe('user.created', () => {
      throw new Error('subscriber broke');
    });
    bus.subscribe('user.created', async () => {
      throw new Error('async subscriber broke');
    });
    const heard: string[] = [];
    bus.subscribe('user.created', ({ userId }) => void heard.push(userId));
    const id = await withTransaction({ db: database.db, events: bus }, async (tx, events) => {
      const [row] = await tx.insert(users).values(newUser('robust@example.test')).returning();
      if (!row) throw new Error('no row');
      events.record('user.created', { userId: row.id });
      return row.id;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([id]);
    expect(published).toHaveLength(1);
    expect(failures.map((err) => (err as Error).message).sort()).toEqual([
      'async subscriber broke',
      'subscriber broke',
    ]);
  });

  it('stops calling a subscriber once it unsubscribes', () => {
    const heard: string[] = [];
    const stop = bus.subscribe('post.deleted', ({ postId }) => void heard.push(postId));
    bus.publish([{ name: 'post.deleted', payload: { postId: 'a', authorId: 'u', actorId: 'u' } }]);
    stop();
    bus.publish([{ name: 'post.deleted', payload: { postId: 'b', authorId: 'u', actorId: 'u' } }]);
    expect(heard).toEqual(['a']);
  });

  it('runs in-transaction subscribers before the commit: their rows and events share its fate', async () => {
    bus.subscribeInTransaction('user.created', async ({ userId }, tx, events) => {
      await tx.insert(users).values(newUser(`follower-of-${userId}@example.test`));
      events.record('notification.created', { notificationId: 'n1', recipientId: userId });
    });
    const id = await withTransaction({ db: database.db, events: bus }, async (tx, events) => {
      const [row] = await tx.insert(users).values(newUser('cause@example.test')).returning();
      if (!row) throw new Error('no row');
      events.record('user.created', { userId: row.id });
      return row.id;
    });
    expect(published.map((e) => e.name)).toEqual(['user.created', 'notification.created']);
    const written = await database.db
      .select()
      .from(users)
      .where(eq(users.email, `follower-of-${id}@example.test`));
    expect(written).toHaveLength(1);
  });

  it('rolls the action back when an in-transaction subscriber fails, and publishes nothing', async () => {
    bus.subscribeInTransaction('user.created', async () => {
      throw new Error('the notification could not be written');
    });
    const attempt = withTransaction({ db: database.db, events: bus }, async (tx, events) => {
      const [row] = await tx.insert(users).values(newUser('doomed@example.test')).returning();
      if (!row) throw new Error('no row');
      events.record('user.created', { userId: row.id });
    });
    await expect(attempt).rejects.toThrow('the notification could not be written');
    expect(published).toEqual([]);
    const rows = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'doomed@example.test'));
    expect(rows).toEqual([]);
  });

  it('runs the in-transaction subscribers of a nested call once, at the outer commit', async () => {
    const seen: string[] = [];
    bus.subscribeInTransaction('report.filed', async ({ reportId }) => void seen.push(reportId));
    await withTransaction({ db: database.db, events: bus }, async (tx) => {
      await withTransaction({ db: tx, events: bus }, async (_inner, innerEvents) => {
        innerEvents.record('report.filed', { reportId: 'r1', reporterId: 'u1' });
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['r1']);
  });
});

describe('withStatement', () => {
  it('publishes the events of its one statement after it, in order', async () => {
    let seenInside: number | undefined;
    const id = await withStatement(
      { db: database.db, events: bus },
      ['user.created'],
      async (db, events) => {
        const [row] = await db.insert(users).values(newUser('statement@example.test')).returning();
        if (!row) throw new Error('no row');
        events.record('user.created', { userId: row.id });
        seenInside = published.length;
        return row.id;
      },
    );
    expect(seenInside).toBe(0);
    expect(published).toEqual([{ name: 'user.created', payload: { userId: id } }]);
  });

  it('refuses, before writing, events whose in-transaction subscribers would need a transaction', async () => {
    bus.subscribeInTransaction('user.created', async () => {});
    let ran = false;
    const attempt = withStatement({ db: database.db, events: bus }, ['user.created'], async () => {
      ran = true;
    });
    await expect(attempt).rejects.toThrow('user.created: in-transaction subscribers');
    expect(ran).toBe(false);
  });

  it('refuses to record an event it was not given', async () => {
    const attempt = withStatement({ db: database.db, events: bus }, [], async (_db, events) => {
      events.record('user.created', { userId: 'u1' });
    });
    await expect(attempt).rejects.toThrow('user.created is not among');
    expect(published).toEqual([]);
  });

  it('joins a caller’s transaction: its events wait for the outer commit', async () => {
    await withTransaction({ db: database.db, events: bus }, async (tx) => {
      await withStatement({ db: tx, events: bus }, ['post.created'], async (_db, events) => {
        events.record('post.created', { postId: 'p1', authorId: 'u1' });
      });
      expect(published).toEqual([]);
    });
    expect(published).toEqual([
      { name: 'post.created', payload: { postId: 'p1', authorId: 'u1' } },
    ]);
  });
});
