import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/factories';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '../client';

/** SQLSTATE check_violation. */
const CHECK_VIOLATION = '23514';

// Raw SQL on purpose: the columns' TypeScript enums would not even let a wrong value compile.
describe('CHECK constraints', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let userId: string;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const user = await insertUser(database.db, { name: 'A', email: 'a@example.test' });
    userId = user.id;
  });
  afterAll(() => drop());

  // Drizzle wraps the driver's error, which carries the SQLSTATE.
  const refused = (statement: SQL) =>
    expect(database.db.execute(statement)).rejects.toMatchObject({
      cause: { code: CHECK_VIOLATION },
    });

  it.each([
    ['users.role', sql`update users set role = 'root'`],
    ['users.status_badge', sql`update users set status_badge = 'Hero'`],
  ])('refuse an unknown %s', async (_column, statement) => {
    await refused(statement);
  });

  it.each([
    ['reports.kind', "'article'", "'open'"],
    ['reports.status', "'post'", "'archived'"],
  ])('refuse an unknown %s', async (_column, kind, status) => {
    const statement = sql`insert into reports (reporter_id, kind, target_id, title, description, status)
      values (${userId}, ${sql.raw(kind)}, ${userId}, 'Spam', 'x', ${sql.raw(status)})`;
    await refused(statement);
  });

  it.each([
    ['moderation_actions.action', "'post.deleted'", "'post'"],
    ['moderation_actions.target_kind', "'post.removed'", "'article'"],
  ])('refuse an unknown %s', async (_column, action, targetKind) => {
    const statement = sql`insert into moderation_actions (actor_id, action, target_kind, target_id)
      values (${userId}, ${sql.raw(action)}, ${sql.raw(targetKind)}, ${userId})`;
    await refused(statement);
  });

  it('accept the known values', async () => {
    await database.db.execute(sql`update users set role = 'admin', status_badge = 'Legend'`);
    await database.db.execute(sql`update users set status_badge = null`);
    await database.db.execute(
      sql`insert into reports (reporter_id, kind, target_id, title, description, status)
        values (${userId}, 'user', ${userId}, 'Spam', 'x', 'dismissed'),
          (${userId}, 'comment', ${userId}, 'Spam', 'x', 'resolved')`,
    );
    await database.db.execute(
      sql`insert into moderation_actions (actor_id, action, target_kind, target_id)
        values (${userId}, 'comment.removed', 'comment', ${userId})`,
    );
  });
});
