import type { Comment, Post, PostsPage, UpdatePostResponse } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { publish } from '../../test/posts';

// The language of what members write (issue 17): detected on write, correctable by the author,
// and "my languages" on the boards.

const SPANISH = {
  title: 'Huertos comunitarios en el barrio',
  content: 'Buscamos vecinas y vecinos que quieran cuidar las plantas los fines de semana.',
};
const ENGLISH = {
  title: 'Community gardens in our neighbourhood',
  content: 'We are looking for neighbours who would like to look after the plants at weekends.',
};
const FRENCH = {
  title: 'Des jardins partagés dans le quartier',
  content: 'Nous cherchons des voisines et des voisins pour arroser les plantes le week-end.',
};

let t: TestApp;
let author: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app, { name: 'Lucía Fernández' });
  other = await signUp(t.app, { name: 'Amara Okafor' });
});
afterAll(() => t.close());

async function patchPost(postId: string, payload: Record<string, unknown>): Promise<Post> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/posts/${postId}`,
    headers: { cookie: author.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UpdatePostResponse>().post;
}

async function board(query: string): Promise<PostsPage & { status: number }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/posts?${query}` });
  return { ...res.json<PostsPage>(), status: res.statusCode };
}

describe('the language of a post', () => {
  it('is detected from its title and text when the author leaves it out', async () => {
    expect((await publish(t.app, author.cookie, SPANISH)).language).toBe('es');
    expect((await publish(t.app, author.cookie, ENGLISH)).language).toBe('en');
    expect((await publish(t.app, author.cookie, FRENCH)).language).toBe('fr');
  });

  it('is unknown (null) when the text is too short to tell', async () => {
    const post = await publish(t.app, author.cookie, { title: 'Hola', content: 'Gracias' });
    expect(post.language).toBeNull();
  });

  it('is the author’s choice when they make one, and shows on every read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: author.cookie },
      payload: { ...SPANISH, postCategory: 'Policy', language: 'pt' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json<{ post: Post }>().post;
    expect(post.language).toBe('pt');
    const read = await t.app.inject({ method: 'GET', url: `/api/posts/${post._id}` });
    expect(read.json<{ post: Post }>().post.language).toBe('pt');
  });

  it('can be corrected on an edit, and a correction stays through later edits', async () => {
    const post = await publish(t.app, author.cookie, SPANISH);
    expect(post.language).toBe('es');
    // The author corrects it (here to Portuguese).
    expect((await patchPost(post._id, { ...SPANISH, language: 'pt' })).language).toBe('pt');
    // Editing the text without naming a language keeps their choice.
    const kept = await patchPost(post._id, { ...SPANISH, content: `${SPANISH.content} ¡Gracias!` });
    expect(kept.language).toBe('pt');
    // Asking for detection again (null) detects it.
    expect((await patchPost(post._id, { ...SPANISH, language: null })).language).toBe('es');
  });

  it('is detected again when an edit rewrites a post whose language was detected', async () => {
    const post = await publish(t.app, author.cookie, SPANISH);
    expect((await patchPost(post._id, ENGLISH)).language).toBe('en');
  });

  it('refuses a language that is not one of the content languages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: author.cookie },
      payload: { ...SPANISH, postCategory: 'Policy', language: 'xx' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('language: Choose languages from the list');
  });
});

describe('the language of a comment', () => {
  it('is detected on write and can be corrected on an edit', async () => {
    const post = await publish(t.app, author.cookie, SPANISH);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${post._id}`,
      headers: { cookie: other.cookie },
      payload: { commentContent: 'Me encanta la idea, el sábado puedo llevar semillas.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const comment = res.json<{ comment: Comment }>().comment;
    expect(comment.language).toBe('es');

    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/comments/${comment._id}`,
        headers: { cookie: other.cookie },
        payload,
      });
    const corrected = await patch({ commentContent: comment.content, language: 'it' });
    expect(corrected.json<{ comment: Comment }>().comment.language).toBe('it');
    const kept = await patch({ commentContent: `${comment.content} ¡Hasta pronto!` });
    expect(kept.json<{ comment: Comment }>().comment.language).toBe('it');

    const page = await t.app.inject({ method: 'GET', url: `/api/comments/${post._id}` });
    expect(page.json<{ comments: Comment[] }>().comments.map((c) => c.language)).toEqual(['it']);
  });

  it('is unknown for a short reply', async () => {
    const post = await publish(t.app, author.cookie, ENGLISH);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${post._id}`,
      headers: { cookie: other.cookie },
      payload: { commentContent: '¡Bravo!' },
    });
    expect(res.json<{ comment: Comment }>().comment.language).toBeNull();
  });
});

describe('GET /api/posts?languages= ("my languages")', () => {
  // A board of its own, so the other tests' posts never show up here.
  const category = 'Inequality';
  let spanish: Post;
  let english: Post;
  let unknown: Post;
  let frenchInAsia: Post;
  let englishInAsia: Post;
  beforeAll(async () => {
    spanish = await publish(t.app, author.cookie, { ...SPANISH, postCategory: category });
    english = await publish(t.app, author.cookie, { ...ENGLISH, postCategory: category });
    unknown = await publish(t.app, author.cookie, {
      title: 'Hola',
      content: '👍',
      postCategory: category,
    });
    frenchInAsia = await publish(t.app, author.cookie, {
      ...FRENCH,
      postCategory: category,
      region: 'Asia',
    });
    englishInAsia = await publish(t.app, author.cookie, {
      ...ENGLISH,
      postCategory: category,
      region: 'Asia',
    });
  });

  const ids = (page: PostsPage) => page.posts.map((p) => p._id);

  it('shows every post without the filter', async () => {
    const page = await board(`category=${category}`);
    expect(ids(page)).toEqual([
      englishInAsia._id,
      frenchInAsia._id,
      unknown._id,
      english._id,
      spanish._id,
    ]);
  });

  it('shows the posts in those languages and those whose language is unknown', async () => {
    const page = await board(`category=${category}&languages=en`);
    expect(ids(page)).toEqual([englishInAsia._id, unknown._id, english._id]);
    const two = await board(`category=${category}&languages=${encodeURIComponent('es,fr')}`);
    expect(ids(two)).toEqual([frenchInAsia._id, unknown._id, spanish._id]);
  });

  it('filters inside each branch of a region board, so pages and cursors stay right', async () => {
    // Asia's board is "region = Asia" plus "no region": both branches are filtered.
    const first = await board(`category=${category}&region=Asia&languages=en&limit=2`);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([englishInAsia._id, unknown._id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await board(
      `category=${category}&region=Asia&languages=en&limit=2&cursor=${first.nextCursor}`,
    );
    expect(ids(second)).toEqual([english._id]);
    expect(second.nextCursor).toBeNull();
  });

  it('treats an empty list as no filter', async () => {
    const page = await board(`category=${category}&languages=`);
    expect(page.status).toBe(200);
    expect(page.posts).toHaveLength(5);
  });

  it('answers 400 for a code that is not a content language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts?category=${category}&languages=en,xx`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^languages(\.1)?: Choose languages from the list$/);
  });
});
