import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/factories';
import { createTestDatabase } from '../../test/harness';
import { rowsOf } from '../../test/rows';
import type { Database } from '../client';
import { searchDocument } from './search-vector';

describe('storage settings the schema cannot say (migrations)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('keeps 15% of each page of posts free, for the HOT updates of their counters', async () => {
    const rows = await rowsOf<{ reloptions: string[] | null }>(
      database.db,
      sql`select reloptions from pg_class where relname = 'posts' and relkind = 'r'`,
    );
    expect(rows).toEqual([{ reloptions: ['fillfactor=85'] }]);
  });

  describe("a post's search document (the posts_search trigger)", () => {
    /** Whether the post's stored document is what `searchDocument` computes from its row now. */
    const inStep = async (postId: string) => {
      const document = searchDocument([
        ['title', 'A'],
        ['content', 'B'],
      ]);
      const rows = await rowsOf<{ same: boolean }>(
        database.db,
        sql`select search = (${document}) as same from posts where id = ${postId}`,
      );
      return rows[0]?.same;
    };
    const searchText = async (postId: string) => {
      const rows = await rowsOf<{ search: string }>(
        database.db,
        sql`select search::text as search from posts where id = ${postId}`,
      );
      return rows[0]?.search;
    };
    const newAuthor = () =>
      insertUser(database.db, {
        name: 'Author',
        email: `author-${crypto.randomUUID()}@example.test`,
      });
    const newPost = async (language: string | null) => {
      const author = await newAuthor();
      const rows = await rowsOf<{ id: string }>(
        database.db,
        sql`insert into posts (user_id, title, content, post_category, language)
          values (${author.id}, 'Schools in drought', 'Wells for the villages', 'Climate', ${language})
          returning id`,
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('no post');
      return id;
    };

    it.each([
      ['en', "'school':1A"],
      ['es', "'drought':3A"],
      [null, "'schools':1A"],
    ])('is written with the post, in its language (%s)', async (language, word) => {
      const postId = await newPost(language);
      expect(await inStep(postId)).toBe(true);
      expect(await searchText(postId)).toContain(word);
    });

    it('is written also where triggers are off (a bulk load, as the benchmark seeds)', async () => {
      const author = await newAuthor();
      const postId = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        const rows = await rowsOf<{ id: string }>(
          tx,
          sql`insert into posts (user_id, title, content, post_category, language)
            values (${author.id}, 'Loaded', 'In bulk', 'Poverty', 'en') returning id`,
        );
        return rows[0]?.id ?? '';
      });
      expect(await inStep(postId)).toBe(true);
      expect(await searchText(postId)).toContain("'load':1A");
    });

    it('follows an edit of the title, the content or the language', async () => {
      const postId = await newPost('en');
      for (const edit of [
        sql`update posts set title = 'Clinics in floods' where id = ${postId}`,
        sql`update posts set content = 'Boats for the nurses' where id = ${postId}`,
        sql`update posts set language = 'fr' where id = ${postId}`,
      ]) {
        const before = await searchText(postId);
        await database.db.execute(edit);
        expect(await inStep(postId)).toBe(true);
        expect(await searchText(postId)).not.toBe(before);
      }
    });

    it('is not computed again when only a counter changes', async () => {
      const postId = await newPost('en');
      // A marker no edit of the text would write: a counter's update must leave it.
      await database.db.execute(
        sql`update posts set search = to_tsvector('simple', 'marker') where id = ${postId}`,
      );
      await database.db.execute(
        sql`update posts set like_count = like_count + 1, comment_count = comment_count + 1 where id = ${postId}`,
      );
      expect(await searchText(postId)).toBe("'marker':1");
      await database.db.execute(sql`update posts set content = content where id = ${postId}`);
      expect(await inStep(postId)).toBe(true);
    });
  });
});
