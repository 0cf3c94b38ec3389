import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTICLE_FILTERS, type Article, ArticleBody, type ArticlesPage } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_ARTICLES, demoArticlesSeed } from './demo-articles';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ow-demo-articles-'));
  t = await createTestApp({ seedDemo: true, dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function allArticles(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/article?limit=50&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<ArticlesPage>().articles;
}

describe('demo articles seed', () => {
  it('ships texts the editor would accept, and covers small enough for the repository', () => {
    for (const a of DEMO_ARTICLES) {
      const { image, ...fields } = a;
      const body = { ...fields, publishDate: new Date().toISOString(), status: 'published' };
      expect(ArticleBody.safeParse(body).error).toBeUndefined();
      const words = a.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(700);
      const cover = statSync(new URL(`./images/${image}`, import.meta.url));
      expect(cover.size).toBeLessThanOrEqual(120 * 1024);
    }
  });

  it('publishes at least eight articles across the four filters, videos included', async () => {
    await demoArticlesSeed.run(t.app.ctx, t.app.log);
    const articles = await allArticles();
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const filter of ARTICLE_FILTERS) {
      expect((await allArticles(`filter=${filter.value}`)).length).toBeGreaterThan(0);
    }
    const videos = articles.filter((a) => a.type === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(2);
    expect(videos.every((v) => /^https:\/\//.test(v.mediaUrl ?? ''))).toBe(true);
    // Publish dates spread over past weeks, newest first.
    const dates = articles.map((a) => a.publishDate);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.every((d) => new Date(d) < new Date())).toBe(true);
  });

  it('stores every cover through the image pipeline and serves it', async () => {
    const articles = await allArticles();
    const covers = new Set(articles.map((a) => a.img.secure_url));
    expect(covers.size).toBe(articles.length);
    for (const cover of covers) {
      expect(cover).toMatch(/^\/images\/[a-f0-9]{64}\.webp$/);
      const res = await t.app.inject({ method: 'GET', url: cover });
      expect(res.statusCode).toBe(200);
    }
  });

  it('gives each article a page with headings, a list and a quote', async () => {
    for (const summary of await allArticles()) {
      const res = await t.app.inject({ method: 'GET', url: `/api/article/${summary._id}` });
      const { content } = res.json<Article>();
      expect(content).toContain('<h2>');
      expect(content).toMatch(/<ul>|<ol>/);
      expect(content).toContain('<blockquote>');
    }
  });

  it('creates nothing twice when it runs again', async () => {
    const before = await allArticles();
    await demoArticlesSeed.run(t.app.ctx, t.app.log);
    expect(await allArticles()).toEqual(before);
  });

  it('does nothing when demo content is turned off', async () => {
    const off = await createTestApp({ seedDemo: false, dataDir });
    try {
      await demoArticlesSeed.run(off.app.ctx, off.app.log);
      const res = await off.app.inject({ method: 'GET', url: '/api/article' });
      expect(res.json()).toEqual({ articles: [], nextCursor: null });
    } finally {
      await off.close();
    }
  });
});
