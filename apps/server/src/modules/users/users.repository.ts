import { DELETED_MEMBER, type Role, type StatusBadge } from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import { and, eq, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { blocks, follows, type UserRow, users } from '../../db/schema';
import { columnsWithoutSearch } from '../../db/schema/search-vector';

/** A member as their public profile shows them to one viewer. */
export interface UserProfile extends UserRow {
  followedByViewer: boolean;
  blockedByViewer: boolean;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role?: Role;
  /** Set for accounts whose address needs no confirming (the seeded admin and demo members). */
  emailConfirmedAt?: Date;
  /** The interface language (English when left out). */
  language?: Locale;
}

/** What the language settings change; a field left out stays as it is. */
export interface LanguageChanges {
  language?: Locale;
  /** "My languages"; null puts back the default (the interface language and English). */
  contentLanguages?: string[] | null;
}

/** What a profile update may change. */
export interface ProfileChanges {
  name?: string;
  email?: string;
  bio?: string;
  avatarUrl?: string;
  coverUrl?: string;
  /** A new address waiting for confirmation (null: none waits any more). */
  pendingEmail?: string | null;
}

/**
 * The account that stands in for deleted members under the posts kept for others' comments. It is
 * no member: every lookup by id skips it, so its profile is a 404 and it cannot be followed,
 * messaged or reported.
 */
const isMember = (id: string | Placeholder): SQL | undefined =>
  and(eq(users.id, id), ne(users.id, DELETED_MEMBER.id));

/** The columns of a `UserRow`: a member's row travels with every session, profile and change. */
const userColumns = columnsWithoutSearch(users);

/**
 * `findById`'s query, asked on every page a signed-in member opens (`GET /api/session`):
 * prepared once, as building and planning it cost more than reading the row (issue 12).
 */
const findByIdStatement = preparedOnce('users_find_by_id', (db: Executor) =>
  db
    .select(userColumns)
    .from(users)
    .where(isMember(sql.placeholder('id')))
    .limit(1),
);

/** `findProfile`'s query, asked by every profile page: prepared once. */
const profileStatement = preparedOnce('users_profile', (db: Executor) => {
  const viewerId = sql`${sql.placeholder('viewerId')}::uuid`;
  return db
    .select({
      ...userColumns,
      followedByViewer: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`,
      blockedByViewer: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id})`,
    })
    .from(users)
    .where(isMember(sql.placeholder('id')))
    .limit(1);
});

/** `exists`' query, asked beside every page of a member's posts (their profile): prepared once. */
const existsStatement = preparedOnce('users_exists', (db: Executor) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(isMember(sql.placeholder('id')))
    .limit(1),
);

/** All SQL about user accounts. */
export function usersRepository(db: Executor) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return rows[0] ?? null;
    },

    async exists(id: string): Promise<boolean> {
      const rows = await existsStatement(db, { id });
      return rows.length > 0;
    },

    async findById(id: string): Promise<UserRow | null> {
      const rows = await findByIdStatement(db, { id });
      return rows[0] ?? null;
    },

    /** The member's row, locked until the transaction ends (a profile update reads, then writes). */
    async findForUpdate(id: string): Promise<UserRow | null> {
      const rows = await db.select(userColumns).from(users).where(isMember(id)).for('update');
      return rows[0] ?? null;
    },

    /**
     * The member with whether the viewer follows and blocked them (a primary-key lookup each), in
     * one prepared query (a visitor's `viewerId` null matches nothing).
     */
    async findProfile(id: string, viewerId: string | null): Promise<UserProfile | null> {
      const rows = await profileStatement(db, { id, viewerId });
      return rows[0] ?? null;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const rows = await db.insert(users).values(user).returning(userColumns);
      const row = rows[0];
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async setRole(id: string, role: Role): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },

    /** Sets the member's paid tier (null: Basic); only payments' fulfilment calls it. */
    async setStatusBadge(id: string, statusBadge: StatusBadge | null): Promise<void> {
      await db.update(users).set({ statusBadge }).where(eq(users.id, id));
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /** Records when the member proved their address. */
    async markEmailConfirmed(id: string, now: Date): Promise<UserRow> {
      const rows = await db
        .update(users)
        .set({ emailConfirmedAt: now })
        .where(eq(users.id, id))
        .returning(userColumns);
      const row = rows[0];
      if (!row) throw new Error('update of users returned no row');
      return row;
    },

    /** The address the member asked to change to (null: no change waiting). */
    async setPendingEmail(id: string, pendingEmail: string | null): Promise<void> {
      await db.update(users).set({ pendingEmail }).where(eq(users.id, id));
    },

    /** Puts the confirmed new address in use: it replaces `email` and counts as confirmed. */
    async applyPendingEmail(id: string, email: string, now: Date): Promise<UserRow> {
      const rows = await db
        .update(users)
        .set({ email, pendingEmail: null, emailConfirmedAt: now })
        .where(eq(users.id, id))
        .returning(userColumns);
      const row = rows[0];
      if (!row) throw new Error('update of users returned no row');
      return row;
    },

    /** Sets the member's interface language and "my languages"; the row as it is now. */
    async setLanguages(id: string, changes: LanguageChanges): Promise<UserRow | null> {
      const rows = await db.update(users).set(changes).where(isMember(id)).returning(userColumns);
      return rows[0] ?? null;
    },

    /** Applies a profile update and returns the row as it is now. */
    async update(id: string, changes: ProfileChanges): Promise<UserRow> {
      const rows = await db
        .update(users)
        .set(changes)
        .where(eq(users.id, id))
        .returning(userColumns);
      const row = rows[0];
      if (!row) throw new Error('update of users returned no row');
      return row;
    },

    /**
     * Whether a member's avatar or cover is this stored image. Images are named by their content,
     * so two members who upload the same picture share one file.
     */
    async imageInUse(url: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.avatarUrl, url), eq(users.coverUrl, url)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
