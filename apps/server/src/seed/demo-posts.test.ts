import { CATEGORIES, type PostsPage } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_POST_COUNT, demoPostsSeed } from './demo-posts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

async function allPosts() {
  const pages = await Promise.all(
    CATEGORIES.map(async (category) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/posts?category=${category}&limit=50`,
      });
      return res.json<PostsPage>().posts;
    }),
  );
  return pages.flat();
}

describe('demo posts seed', () => {
  it('fills every board with posts, comments and likes, some without a region', async () => {
    await demoPostsSeed.run(t.app.ctx, t.app.log);
    const posts = await allPosts();
    expect(posts).toHaveLength(DEMO_POST_COUNT);
    for (const category of CATEGORIES) {
      expect(posts.some((p) => p.postCategory === category)).toBe(true);
    }
    expect(posts.some((p) => p.region === null)).toBe(true);
    expect(posts.every((p) => p.commentCount > 0 && p.likeCount > 0)).toBe(true);
    expect(posts.every((p) => new Date(p.createdAt) < new Date())).toBe(true);
    for (const post of posts) {
      const times = post.comments.map((c) => c.createdAt);
      expect([...times].sort()).toEqual(times);
      expect(times.every((time) => time > post.createdAt && new Date(time) < new Date())).toBe(
        true,
      );
    }
  });

  it('has members writing in the five languages of the site, comments detected', async () => {
    const posts = await allPosts();
    const languages = new Set(posts.map((p) => p.language));
    for (const language of ['en', 'es', 'fr', 'ar', 'sw']) expect(languages).toContain(language);
    const comments = posts.flatMap((p) => p.comments);
    expect(comments.some((c) => c.language === 'es')).toBe(true);
    expect(comments.some((c) => c.language === 'fr')).toBe(true);
  });

  it('creates nothing twice when it runs again', async () => {
    const before = await allPosts();
    await demoPostsSeed.run(t.app.ctx, t.app.log);
    expect(await allPosts()).toEqual(before);
  });

  it('does nothing when demo content is turned off', async () => {
    const off = await createTestApp({ seedDemo: false });
    try {
      await demoPostsSeed.run(off.app.ctx, off.app.log);
      const res = await off.app.inject({ method: 'GET', url: '/api/posts?category=Climate' });
      expect(res.json()).toEqual({ posts: [], nextCursor: null });
    } finally {
      await off.close();
    }
  });
});
