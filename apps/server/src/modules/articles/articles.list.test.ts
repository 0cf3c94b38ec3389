import type { Article, ArticleSummary } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { listArticles, writeArticle } from './test-helpers';

let t: TestApp;
let admin: SignedUp;
let member: SignedUp;

// A fixed set of articles on a fresh database; each test reads it a different way.
const DATASET = [
  { category: 'Climate News', publishDate: '2026-03-01T09:00:00.000Z', status: 'published' },
  { category: 'Science News', publishDate: '2026-03-05T09:00:00.000Z', status: 'published' },
  { category: 'How-Tos', publishDate: '2026-02-20T09:00:00.000Z', status: 'published' },
  { category: 'Editorials', publishDate: '2026-03-03T12:00:00.000Z', status: 'published' },
  // Two share a publish date: their order must still be stable across pages.
  { category: 'climate news', publishDate: '2026-03-03T12:00:00.000Z', status: 'published' },
  { category: '100% Local', publishDate: '2026-01-10T09:00:00.000Z', status: 'published' },
  { category: 'snake_case', publishDate: '2026-01-11T09:00:00.000Z', status: 'published' },
  { category: 'Climate News', publishDate: '2026-03-10T09:00:00.000Z', status: 'draft' },
  { category: 'Editorials', publishDate: '2025-12-01T09:00:00.000Z', status: 'draft' },
] as const;

let written: Article[];

/** The articles in the list's order: newest publish date first, then the larger id. */
const newestFirst = (articles: Article[]) =>
  [...articles].sort(
    (a, b) =>
      b.publishDate.localeCompare(a.publishDate) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0),
  );
const idsOf = (articles: { _id: string }[]) => articles.map((a) => a._id);
const published = () => written.filter((a) => a.status === 'published');

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  member = await signUp(t.app);
  written = [];
  for (const [i, fields] of DATASET.entries()) {
    written.push(await writeArticle(t.app, admin.cookie, { ...fields, title: `Article ${i}` }));
  }
});
afterAll(() => t.close());

/** Every page of a query, following nextCursor; checks that each page is at most `limit`. */
async function allPages(query: string, limit: number, cookie = ''): Promise<ArticleSummary[]> {
  const seen: ArticleSummary[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const page = await listArticles(t.app, `${query}&limit=${limit}${after}`, cookie);
    expect(page.articles.length).toBeLessThanOrEqual(limit);
    seen.push(...page.articles);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('GET /api/article', () => {
  it('lists published articles only, newest publish date first, without their content', async () => {
    const page = await listArticles(t.app);
    expect(idsOf(page.articles)).toEqual(idsOf(newestFirst(published())));
    expect(page.nextCursor).toBeNull();
    for (const article of page.articles) {
      expect(article).not.toHaveProperty('content');
      expect(article.status).toBe('published');
      expect(article.abilities).toEqual({ update: false, delete: false });
    }
  });

  it('gives admins the abilities to edit and delete', async () => {
    const page = await listArticles(t.app, '', admin.cookie);
    expect(page.articles.every((a) => a.abilities.update && a.abilities.delete)).toBe(true);
  });

  it('pages by cursor without gaps or duplicates, ties on publish date in a stable order', async () => {
    const expected = idsOf(newestFirst(published()));
    for (const limit of [1, 2, 3]) {
      expect(idsOf(await allPages('', limit))).toEqual(expected);
    }
    const tie = written.filter((a) => a.publishDate === '2026-03-03T12:00:00.000Z');
    expect(tie).toHaveLength(2);
  });

  it.each([
    ['climate', ['Climate News', 'climate news']],
    ['CLIMATE', ['Climate News', 'climate news']],
    ['  news ', ['Climate News', 'Science News', 'climate news']],
    ['How-Tos', ['How-Tos']],
    ['editorials', ['Editorials']],
    ['science', ['Science News']],
    ['%', ['100% Local']],
    ['_', ['snake_case']],
    ['e_c', ['snake_case']],
    ['100%', ['100% Local']],
    ['\\', []],
    ['mate ne', ['Climate News', 'climate news']],
    ['nothing like it', []],
  ])('filters by a case-insensitive substring of the category: %j', async (filter, categories) => {
    const page = await listArticles(t.app, `filter=${encodeURIComponent(filter)}`);
    expect(page.articles.map((a) => a.category).sort()).toEqual([...categories].sort());
  });

  it('keeps the filter across pages', async () => {
    const all = await allPages('filter=news', 1);
    expect(all.map((a) => a.category)).toEqual(['Science News', 'climate news', 'Climate News']);
  });

  it('shows drafts to admins who ask for them', async () => {
    const drafts = await listArticles(t.app, 'status=draft', admin.cookie);
    expect(idsOf(drafts.articles)).toEqual(
      idsOf(newestFirst(written.filter((a) => a.status === 'draft'))),
    );
    const everything = await allPages('status=all', 4, admin.cookie);
    expect(idsOf(everything)).toEqual(idsOf(newestFirst(written)));
    const filtered = await listArticles(t.app, 'status=all&filter=editorials', admin.cookie);
    expect(filtered.articles.map((a) => a.status).sort()).toEqual(['draft', 'published']);
  });

  it('refuses drafts to visitors (401) and members (403)', async () => {
    for (const status of ['draft', 'all']) {
      const visitor = await t.app.inject({ method: 'GET', url: `/api/article?status=${status}` });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Please sign in' });
      const asMember = await t.app.inject({
        method: 'GET',
        url: `/api/article?status=${status}`,
        headers: { cookie: member.cookie },
      });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ message: 'Only administrators can see drafts' });
    }
    const publishedOnly = await listArticles(t.app, 'status=published', member.cookie);
    expect(publishedOnly.articles).toHaveLength(published().length);
  });

  it.each([
    ['limit=0', 'limit: Must be at least 1'],
    ['limit=51', 'limit: Must be at most 50'],
    ['cursor=not!base64', 'cursor: Invalid cursor'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor: Invalid cursor'],
    ['status=secret', 'status: Must be published, draft or all'],
    [`filter=${'x'.repeat(51)}`, 'filter: Filter must be at most 50 characters'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/article?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});
