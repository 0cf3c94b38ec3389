import type { Role } from '@one-world/contract';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { follows, type UserRow, users } from '../../db/schema';

/** A user row with the ids of who follows them and whom they follow. */
export interface UserWithFollows extends UserRow {
  followers: string[];
  following: string[];
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role?: Role;
}

// Correlated subqueries keep "user plus both follow lists" to a single round trip. Ids are cast
// to text so both drivers (node-postgres and PGlite) hand back a plain string array.
const followersOf = sql<string[]>`array(
  select ${follows.followerId}::text from ${follows}
  where ${follows.followeeId} = ${users.id}
  order by ${follows.createdAt}, ${follows.followerId}
)`;
const followingOf = sql<string[]>`array(
  select ${follows.followeeId}::text from ${follows}
  where ${follows.followerId} = ${users.id}
  order by ${follows.createdAt}, ${follows.followeeId}
)`;

/** All SQL about user accounts. */
export function usersRepository(db: Executor) {
  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return rows[0] ?? null;
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return rows.length > 0;
    },

    async findWithFollows(id: string): Promise<UserWithFollows | null> {
      const rows = await db
        .select({
          ...getTableColumns(users),
          followers: followersOf.as('followers'),
          following: followingOf.as('following'),
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const rows = await db.insert(users).values(user).returning();
      const row = rows[0];
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async setRole(id: string, role: Role): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },
  };
}
