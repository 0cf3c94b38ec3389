import { DEFAULT_LOCALE, isLocale } from '@one-world/i18n';
import { and, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { SessionActor } from '../lib/policy';
import type { Executor } from './client';
import { preparedOnce } from './prepared';
import { sessions, users } from './schema';
import { isSuspended } from './visibility';

/**
 * The members of the sessions `which` picks, unless a session expired or its member is suspended
 * now (suspending ends their sessions; this keeps one that slipped through from ever acting).
 */
const sessionActorsWhere = (db: Executor, which: SQL) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      id: users.id,
      role: users.role,
      emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
      language: users.language,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        which,
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
        sql`not ${isSuspended(users.id, sql.placeholder('now'))}`,
      ),
    );

/** One session's member: read on every request of a member not cached yet, prepared once. */
const sessionActor = preparedOnce('session_actor', (db: Executor) =>
  sessionActorsWhere(db, eq(sessions.tokenHash, sql.placeholder('tokenHash'))).limit(1),
);

/** Many sessions' members at once (the session cache's refresh). */
const sessionActors = preparedOnce('session_actors', (db: Executor) =>
  sessionActorsWhere(
    db,
    sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
  ),
);

/** A session row's member and expiry. */
function actorOf(
  row: Omit<SessionActor, 'language'> & { tokenHash: string; language: string; expiresAt: Date },
) {
  const { tokenHash: _tokenHash, expiresAt, ...actor } = row;
  // A language no longer offered falls back to the negotiated one.
  return {
    actor: { ...actor, language: isLocale(actor.language) ? actor.language : DEFAULT_LOCALE },
    expiresAt,
  };
}

/** All SQL about sessions. */
export function sessionsRepository(db: Executor) {
  return {
    async create(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },

    /**
     * The session's member and when it expires, or null when it expired or they are suspended
     * now.
     */
    async findActor(
      tokenHash: string,
      now: Date,
    ): Promise<{ actor: SessionActor; expiresAt: Date } | null> {
      const rows = await sessionActor(db, { tokenHash, now: now.toISOString() });
      const row = rows[0];
      return row ? actorOf(row) : null;
    },

    /** `findActor` of each session, by its token hash; those not found are left out. */
    async findActors(
      tokenHashes: readonly string[],
      now: Date,
    ): Promise<Map<string, { actor: SessionActor; expiresAt: Date }>> {
      const rows = await sessionActors(db, { tokenHashes, now: now.toISOString() });
      return new Map(rows.map((row) => [row.tokenHash, actorOf(row)]));
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of the user, or every one but `exceptTokenHash` (the caller's own). */
    async deleteAllOf(userId: string, exceptTokenHash?: string): Promise<void> {
      const mine = eq(sessions.userId, userId);
      await db
        .delete(sessions)
        .where(exceptTokenHash ? and(mine, ne(sessions.tokenHash, exceptTokenHash)) : mine);
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
