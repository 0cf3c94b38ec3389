/**
 * The benchmark's data, seeded in SQL (generate_series and INSERT … SELECT) on PostgreSQL or
 * PGlite alike. At scale 1: 100,000 members, 1,000,000 posts over the 5 topics × 6 regions (1/7
 * without a region), 3,000,000 likes, 1,000,000 comments, 100,000 follows, 10,000 conversations
 * holding 1,000,000 messages and 10,000 articles; every counter column is set from the rows it
 * counts. Secondary indexes are dropped for the load and rebuilt from their own definitions,
 * foreign-key triggers are off for the seed session (the rows are consistent by construction),
 * then VACUUM ANALYZE.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CATEGORIES, REGIONS } from '@one-world/contract';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { log, seconds, type ThrowawayDatabase } from './support';

/** One statement with positional parameters; the rows it returns. */
export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** What the scenarios need from the seeded data. */
export interface Seeded {
  /** Posts in the database (the scale the figures talk about). */
  posts: number;
  /** Members with a session: their id and session cookie value. */
  members: { id: string; token: string }[];
  /** Conversations: one member with a session (id, token) and the other member's id. */
  conversations: { id: string; memberId: string; token: string; partnerId: string }[];
  /** Authors of posts, for a profile's posts. */
  authors: string[];
  /** The newest posts, which comments go to. */
  recentPosts: string[];
}

/** Members who get a session: enough that the per-member write limit never refuses a write. */
const SESSION_MEMBERS = 4000;
const TABLES = [
  'users',
  'follows',
  'posts',
  'likes',
  'comments',
  'conversations',
  'messages',
  'articles',
  'sessions',
];

const sqlList = (values: readonly (string | null)[]) =>
  values.map((v) => (v === null ? 'NULL' : `'${v}'`)).join(', ');

export function seedCounts(scale: number) {
  const users = Math.max(20, Math.round(100_000 * scale));
  const conversations = Math.max(2, Math.round(users / 10));
  return {
    users,
    posts: Math.max(100, Math.round(1_000_000 * scale)),
    conversations,
    messagesPerConversation: Math.max(10, Math.round((1_000_000 * scale) / conversations)),
    articles: Math.max(10, Math.round(10_000 * scale)),
  };
}

/**
 * Seeds an empty, migrated database at `scale` (1 = the figures of issue 12). `maintenanceMemory`
 * is the index builds' memory (PGlite runs in WebAssembly and gets less).
 */
export async function seed(
  sql: Sql,
  scale: number,
  log: (message: string) => void,
  maintenanceMemory = '256MB',
): Promise<Seeded> {
  const started = performance.now();
  const n = seedCounts(scale);
  await sql('SET synchronous_commit = off');
  await sql(`SET maintenance_work_mem = '${maintenanceMemory}'`);
  await sql('SET session_replication_role = replica');
  const indexes = (await sql(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [TABLES],
  )) as { indexname: string; indexdef: string }[];
  for (const { indexname } of indexes) await sql(`DROP INDEX "${indexname}"`);

  // Member n follows member n + 1 (so everyone has one follower and follows one).
  await sql(
    `CREATE TEMP TABLE bench_users AS
     SELECT g AS n, gen_random_uuid() AS id FROM generate_series(0, $1 - 1) g`,
    [n.users],
  );
  await sql('CREATE UNIQUE INDEX ON bench_users (n)');
  await sql(
    `INSERT INTO users (id, name, email, password_hash, status_badge, bio, language,
                        email_confirmed_at, follower_count, following_count)
     SELECT id, 'Bench member ' || n, 'bench' || n || '@bench.example.org', '!',
            (ARRAY[NULL, 'Warrior', 'Legend'])[1 + n % 3],
            'Planting trees and sharing what works.', 'en', now(), 1, 1
     FROM bench_users`,
  );
  await sql(
    `INSERT INTO follows (follower_id, followee_id)
     SELECT a.id, b.id FROM bench_users a JOIN bench_users b ON b.n = (a.n + 1) % $1`,
    [n.users],
  );
  const token = randomBytes(18).toString('base64url');
  await sql(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT encode(sha256(convert_to($1 || '.' || n, 'UTF8')), 'hex'), id, now() + interval '1 day'
     FROM bench_users WHERE n < $2`,
    [token, SESSION_MEMBERS],
  );

  // g = 1 is the newest post, one a second backwards. The topic cycles with g, the region with
  // g / 5, so every topic has every region (and none) in equal shares. Post g has 3 likes, and 2
  // comments when g is even: the counters are set from those rules, which the rows follow.
  await sql(
    `CREATE TEMP TABLE bench_posts AS
     SELECT g, gen_random_uuid() AS id FROM generate_series(1, $1) g`,
    [n.posts],
  );
  await sql('CREATE UNIQUE INDEX ON bench_posts (g)');
  await sql(
    `INSERT INTO posts (id, user_id, title, content, post_category, region, language, created_at,
                        like_count, comment_count)
     SELECT p.id, u.id, 'Bench post ' || p.g,
            'Discussing possible solutions together, kindly and respectfully. ' || p.g,
            (ARRAY[${sqlList(CATEGORIES)}])[1 + p.g % 5],
            (ARRAY[${sqlList([null, ...REGIONS])}])[1 + (p.g / 5) % 7],
            'en', date_trunc('second', now()) - p.g * interval '1 second',
            3, CASE WHEN p.g % 2 = 0 THEN 2 ELSE 0 END
     FROM bench_posts p JOIN bench_users u ON u.n = p.g % $1`,
    [n.users],
  );
  log(`users, follows and posts (${seconds(started)})`);
  // Three distinct members per post: 1999 and 3998 are not multiples of the member count.
  await sql(
    `INSERT INTO likes (post_id, user_id, created_at)
     SELECT p.id, u.id, date_trunc('second', now()) - p.g * interval '1 second' + k * interval '1 ms'
     FROM bench_posts p CROSS JOIN generate_series(0, 2) k
     JOIN bench_users u ON u.n = (p.g * 7 + k * 1999) % $1`,
    [n.users],
  );
  await sql(
    `INSERT INTO comments (post_id, user_id, content, language, created_at)
     SELECT p.id, u.id, 'A thoughtful reply number ' || k, 'en',
            date_trunc('second', now()) - p.g * interval '1 second' + k * interval '1 ms'
     FROM bench_posts p CROSS JOIN generate_series(1, 2) k
     JOIN bench_users u ON u.n = (p.g * 13 + k) % $1
     WHERE p.g % 2 = 0`,
    [n.users],
  );
  log(`likes and comments (${seconds(started)})`);

  // Conversation c is between members 2c and 2c + 1; its messages alternate, one a minute, and
  // both have read up to the last one (its time is the conversation's updated_at).
  await sql(
    `CREATE TEMP TABLE bench_conversations AS
     SELECT c, gen_random_uuid() AS id FROM generate_series(0, $1 - 1) c`,
    [n.conversations],
  );
  await sql(
    `INSERT INTO conversations (id, member_a, member_b, created_at, updated_at,
                                member_a_read_at, member_b_read_at)
     SELECT c.id, a.id, b.id, now() - ($2 + 1) * interval '1 minute',
            now() - interval '1 minute' - c.c * interval '1 ms',
            now() - interval '1 minute' - c.c * interval '1 ms',
            now() - interval '1 minute' - c.c * interval '1 ms'
     FROM bench_conversations c
     JOIN bench_users a ON a.n = (2 * c.c) % $1
     JOIN bench_users b ON b.n = (2 * c.c + 1) % $1`,
    [n.users, n.messagesPerConversation],
  );
  await sql(
    `INSERT INTO messages (conversation_id, sender_id, text, language, created_at)
     SELECT c.id, u.id, 'How is the tree planting going this week? ' || j, 'en',
            now() - ($2 - j) * interval '1 minute' - c.c * interval '1 ms'
     FROM bench_conversations c CROSS JOIN generate_series(0, $2 - 1) j
     JOIN bench_users u ON u.n = (2 * c.c + j % 2) % $1`,
    [n.users, n.messagesPerConversation],
  );
  await sql(
    `INSERT INTO articles (title, "desc", content, type, category, status, language,
                           publish_date, created_at, updated_at)
     SELECT 'Bench article ' || g, 'What works against ' || lower(c) || ', in short.',
            repeat('Long-form reporting on solutions that work. ', 40), 'article', c,
            'published', 'en', now() - g * interval '1 hour', now() - g * interval '1 hour',
            now() - g * interval '1 hour'
     FROM generate_series(1, $1) g,
          LATERAL (SELECT (ARRAY[${sqlList(CATEGORIES)}])[1 + g % 5] AS c) category`,
    [n.articles],
  );
  log(`conversations, messages and articles (${seconds(started)})`);

  await sql('SET session_replication_role = DEFAULT');
  for (const { indexdef } of indexes) await sql(indexdef);
  log(`indexes rebuilt (${seconds(started)})`);
  await sql(`VACUUM ANALYZE ${TABLES.join(', ')}`);

  const [counts] = (await sql(
    `select (select count(*) from users)::int as users, (select count(*) from posts)::int as posts,
            (select count(*) from likes)::int as likes,
            (select count(*) from comments)::int as comments,
            (select count(*) from follows)::int as follows,
            (select count(*) from messages)::int as messages,
            (select count(*) from articles)::int as articles`,
  )) as Record<string, number>[];
  if (counts?.likes !== 3 * n.posts)
    throw new Error(`likes do not match like_count: ${counts?.likes}`);
  log(`seeded ${JSON.stringify(counts)} in ${seconds(started)}`);

  const members = (await sql(
    `SELECT id, $1 || '.' || n AS token FROM bench_users WHERE n < $2 ORDER BY n`,
    [token, SESSION_MEMBERS],
  )) as { id: string; token: string }[];
  const conversations = (await sql(
    `SELECT c.id, a.id AS "memberId", $1 || '.' || a.n AS token, b.id AS "partnerId"
     FROM bench_conversations c
     JOIN bench_users a ON a.n = 2 * c.c JOIN bench_users b ON b.n = 2 * c.c + 1
     WHERE 2 * c.c < $2 ORDER BY c.c LIMIT 500`,
    [token, SESSION_MEMBERS],
  )) as Seeded['conversations'];
  const authors = (await sql('SELECT id FROM bench_users ORDER BY n LIMIT 500')) as {
    id: string;
  }[];
  const recentPosts = (await sql('SELECT id FROM bench_posts ORDER BY g LIMIT 2000')) as {
    id: string;
  }[];
  await sql('DROP TABLE bench_users, bench_posts, bench_conversations');
  return {
    posts: n.posts,
    members,
    conversations,
    authors: authors.map((row) => row.id),
    recentPosts: recentPosts.map((row) => row.id),
  };
}

/** A throwaway PostgreSQL database (`createThrowawayDatabase`), seeded at `scale`. */
export async function seedPostgres(database: ThrowawayDatabase, scale: number): Promise<Seeded> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await seed(
      async (text, params) => (await client.query(text, params)).rows,
      scale,
      (m) => log(`${database.name}: ${m}`),
    );
  } finally {
    await client.end();
  }
}

/** A PGlite data directory (DATA_DIR/db as the server opens it), migrated and seeded. */
export async function seedPglite(dataDir: string, scale: number): Promise<Seeded> {
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  await database.migrate();
  await database.close();
  const client = await PGlite.create(join(dataDir, 'db'));
  try {
    return await seed(
      async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
      scale,
      (m) => log(`PGlite: ${m}`),
      '64MB',
    );
  } finally {
    await client.close();
  }
}
