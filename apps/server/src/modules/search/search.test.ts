import { type Highlighted, SEARCH_LIMITS, type SearchResponse } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, blocks, posts, users } from '../../db/schema';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { publish } from '../../test/posts';
import { type SearchTerms, searchRepository } from './search.repository';

let t: TestApp;
let author: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app, { name: 'Amara Okafor' });
  admin = await signUp(t.app, { name: 'Site Keeper' });
  await makeAdmin(t.app, admin.user._id);
});
afterAll(() => t.close());

// Every test searches for words of its own, so the data of the others never shows up in it.

async function get(query: Record<string, string | number>, cookie = '') {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({
    method: 'GET',
    url: `/api/search?${params}`,
    headers: cookie ? { cookie } : {},
  });
}

async function search(query: Record<string, string | number>, cookie = '') {
  const res = await get(query, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

const postIds = (r: SearchResponse) => r.posts.items.map((p) => p._id);
const plain = (parts: Highlighted) => parts.map((p) => p.text).join('');
const matches = (parts: Highlighted) => parts.filter((p) => p.match).map((p) => p.text);

/**
 * An article written straight to the table (the articles module's own tests cover writing them
 * through the API); its content is sanitized HTML as that API stores it.
 */
async function insertArticle(fields: {
  title: string;
  desc?: string;
  content?: string;
  status?: 'published' | 'draft';
  publishDate?: Date;
}): Promise<string> {
  const [row] = await t.app.ctx.db
    .insert(articles)
    .values({
      desc: 'A story from the field.',
      content: '<p>Read on.</p>',
      type: 'article',
      category: 'Climate News',
      status: 'published',
      publishDate: new Date('2026-01-15T10:00:00.000Z'),
      ...fields,
    })
    .returning({ id: articles.id });
  if (!row) throw new Error('insert into articles returned no row');
  return row.id;
}

describe('GET /api/search: ranking and query syntax', () => {
  it('ranks a title match above a match in the content only', async () => {
    const inContent = await publish(t.app, author.cookie, {
      title: 'Notes from the field',
      content: 'We saw a pangolin near the river.',
    });
    const inTitle = await publish(t.app, author.cookie, {
      title: 'A pangolin in the garden',
      content: 'It stayed for an hour.',
    });
    const found = await search({ q: 'pangolin' });
    expect(postIds(found)).toEqual([inTitle._id, inContent._id]);
  });

  it('finds other forms of a word (english stemming)', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Weekend plans',
      content: 'We are running a marathoner clinic for beginners.',
    });
    const found = await search({ q: 'run', type: 'posts' });
    expect(postIds(found)).toContain(post._id);
    expect(matches(found.posts.items[0]?.excerpt ?? [])).toEqual(['running']);
  });

  it('reads websearch syntax: a quoted phrase and an excluded word', async () => {
    const phrase = await publish(t.app, author.cookie, {
      title: 'Quokka valley report',
      content: 'The wombat burrow is deep.',
    });
    const apart = await publish(t.app, author.cookie, {
      title: 'Burrow maintenance',
      content: 'A wombat lives here, and a quokka dug the burrow next door.',
    });
    expect(postIds(await search({ q: '"wombat burrow"' }))).toEqual([phrase._id]);
    expect(postIds(await search({ q: 'quokka -valley' }))).toEqual([apart._id]);
    expect(postIds(await search({ q: 'quokka or wombat', type: 'posts' })).sort()).toEqual(
      [phrase._id, apart._id].sort(),
    );
  });

  it('answers empty sections for words that are all stop words', async () => {
    const found = await search({ q: 'the and of' });
    expect(found).toEqual({
      q: 'the and of',
      posts: { items: [], nextCursor: null },
      articles: { items: [], nextCursor: null },
      members: { items: [], nextCursor: null },
    });
  });
});

describe('GET /api/search: post filters', () => {
  it('narrows posts by topic and by region (that region only)', async () => {
    const climateAfrica = await publish(t.app, author.cookie, {
      title: 'Baobab seedlings',
      postCategory: 'Climate',
      region: 'Africa',
    });
    const climateEverywhere = await publish(t.app, author.cookie, {
      title: 'Baobab care everywhere',
      postCategory: 'Climate',
      region: null,
    });
    const povertyAfrica = await publish(t.app, author.cookie, {
      title: 'Baobab lessons for schools',
      postCategory: 'Poverty',
      region: 'Africa',
    });
    const sorted = (r: SearchResponse) => postIds(r).sort();
    expect(sorted(await search({ q: 'baobab', category: 'Climate' }))).toEqual(
      [climateAfrica._id, climateEverywhere._id].sort(),
    );
    expect(sorted(await search({ q: 'baobab', region: 'Africa' }))).toEqual(
      [climateAfrica._id, povertyAfrica._id].sort(),
    );
    expect(postIds(await search({ q: 'baobab', category: 'Climate', region: 'Africa' }))).toEqual([
      climateAfrica._id,
    ]);
  });
});

describe('GET /api/search: paging', () => {
  it('pages a section by its cursor without repeating or skipping a hit', async () => {
    // Equal texts rank equally, so the order among them is the id's: the cursor must carry both.
    const published = [];
    for (let i = 0; i < 5; i += 1) {
      published.push(await publish(t.app, author.cookie, { title: 'Axolotl tank diary' }));
    }
    published.push(
      await publish(t.app, author.cookie, { title: 'Axolotl axolotl', content: 'Axolotl!' }),
      await publish(t.app, author.cookie, { title: 'Pond life', content: 'One axolotl.' }),
    );

    const preview = await search({ q: 'axolotl' });
    expect(preview.posts.items).toHaveLength(5);
    expect(preview.posts.nextCursor).not.toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SearchResponse = await search({
        q: 'axolotl',
        type: 'posts',
        limit: 3,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...postIds(page));
      expect(page.articles.items).toEqual([]);
      expect(page.members.items).toEqual([]);
      cursor = page.posts.nextCursor;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(published.length);
    expect(new Set(seen)).toEqual(new Set(published.map((p) => p._id)));
    // Best first: the post saying it three times, the content-only one last.
    expect(seen[0]).toBe(published[5]?._id);
    expect(seen.at(-1)).toBe(published[6]?._id);
    expect(seen.slice(0, 5)).toEqual(postIds(preview));
  });

  it('refuses a cursor without a section, or one it did not make', async () => {
    const preview = await search({ q: 'axolotl' });
    const cursor = preview.posts.nextCursor ?? '';
    const all = await get({ q: 'axolotl', cursor });
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toMatch(/^cursor: /);
    const forged = await get({ q: 'axolotl', type: 'posts', cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'cursor: Invalid cursor' });
  });
});

describe('GET /api/search: only the newest matches are ranked', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  /** Posts written straight to the table with the times given (a publish is always now). */
  async function insertPosts(rows: { title: string; content: string; createdAt: Date }[]) {
    const inserted = await t.app.ctx.db
      .insert(posts)
      .values(
        rows.map((row) => ({
          ...row,
          userId: author.user._id,
          postCategory: 'Climate' as const,
          language: 'en',
        })),
      )
      .returning({ id: posts.id });
    return inserted.map((row) => row.id);
  }
  const terms = (q: string, take: number, after?: SearchTerms['after']): SearchTerms => ({
    q,
    config: 'english',
    after,
    take,
  });
  const visitor = () => ({ actor: null, now: new Date() });

  it('ranks a section’s newest matches only, best first, and pages through them', async () => {
    // The oldest post says the word most often: it would rank first, but is not among the newest.
    const [oldest, , third, fourth, fifth] = await insertPosts([
      { title: 'Quetzal quetzal', content: 'Quetzal!', createdAt: minutesAgo(50) },
      { title: 'Cloud forest', content: 'A quetzal, once.', createdAt: minutesAgo(40) },
      { title: 'Quetzal feathers', content: 'Green.', createdAt: minutesAgo(30) },
      { title: 'Birding', content: 'No quetzal today.', createdAt: minutesAgo(20) },
      { title: 'Quetzal nest', content: 'A quetzal pair.', createdAt: minutesAgo(10) },
    ]);
    const repo = searchRepository(t.app.ctx.db, { candidates: 3 });
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

    // The newest three by rank: title and content, title only, content only.
    const all = await repo.posts(terms('quetzal', 10), {}, visitor());
    expect(ids(all)).toEqual([fifth, third, fourth]);

    // Paged two at a time, the cursor continues among the same candidates and then they end.
    const first = await repo.posts(terms('quetzal', 2), {}, visitor());
    const last = first.at(-1);
    if (!last) throw new Error('no first page');
    const rest = await repo.posts(terms('quetzal', 2, last), {}, visitor());
    expect([...ids(first), ...ids(rest)]).toEqual(ids(all));

    // Under the real cap all five are candidates, and the oldest ranks first.
    const uncapped = await searchRepository(t.app.ctx.db).posts(
      terms('quetzal', 10),
      {},
      visitor(),
    );
    expect(uncapped[0]?.id).toBe(oldest);
    expect(uncapped).toHaveLength(5);
  });

  it('caps members by when they joined and articles by publication', async () => {
    const joined = [];
    for (const [name, minutes] of [
      ['Tamarin Tamarin', 30],
      ['Tamarin Friend', 20],
      ['Tamarin Keeper', 10],
    ] as const) {
      const member = await signUp(t.app, { name });
      await t.app.ctx.db
        .update(users)
        .set({ createdAt: minutesAgo(minutes) })
        .where(eq(users.id, member.user._id));
      joined.push(member.user._id);
    }
    const published = [
      await insertArticle({ title: 'Tamarin tamarin', publishDate: minutesAgo(30) }),
      await insertArticle({ title: 'Tamarin troops', publishDate: minutesAgo(20) }),
      await insertArticle({ title: 'Tamarin diet', publishDate: minutesAgo(10) }),
    ];
    const repo = searchRepository(t.app.ctx.db, { candidates: 2 });
    const members = await repo.members(terms('tamarin', 10), visitor());
    expect(members.map((m) => m.id).sort()).toEqual(joined.slice(1).sort());
    const found = await repo.articles(terms('tamarin', 10));
    expect(found.map((a) => a.id).sort()).toEqual(published.slice(1).sort());
  });

  it(`ranks the newest ${SEARCH_LIMITS.candidatesPerType} posts of a word, and pages to their end`, async () => {
    const cap = SEARCH_LIMITS.candidatesPerType;
    // The oldest says the word three times; the others once each, a second apart.
    const [oldest] = await insertPosts(
      Array.from({ length: cap + 1 }, (_, i) => ({
        title: i === 0 ? 'Tapir tapir' : `Trail camera ${i}`,
        content: i === 0 ? 'Tapir!' : 'A tapir walked by.',
        createdAt: new Date(Date.now() - (cap + 1 - i) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResponse = await search({
        q: 'tapir',
        type: 'posts',
        limit: SEARCH_LIMITS.pageMax,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...postIds(page));
      cursor = page.posts.nextCursor;
    } while (cursor);
    // Every candidate once, and the best match of all (the oldest) never.
    expect(seen).toHaveLength(cap);
    expect(new Set(seen).size).toBe(cap);
    expect(seen).not.toContain(oldest);
  });
});

describe('GET /api/search: highlighting', () => {
  it('gives the title whole and an excerpt of the content, matches as parts', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Narwhal sightings up north',
      content: `${'Calm water all morning. '.repeat(20)}Then a narwhal surfaced beside the boat.${' Quiet again.'.repeat(20)}`,
    });
    const [hit] = (await search({ q: 'narwhal', type: 'posts' })).posts.items;
    expect(hit?._id).toBe(post._id);
    expect(hit?.title).toEqual([
      { text: 'Narwhal', match: true },
      { text: ' sightings up north', match: false },
    ]);
    expect(matches(hit?.excerpt ?? [])).toEqual(['narwhal']);
    expect(plain(hit?.excerpt ?? []).length).toBeLessThan(post.content.length / 2);
  });

  it('keeps a member’s markup-like text and drops stray marker characters', async () => {
    await publish(t.app, author.cookie, {
      title: 'Why <b>ocelot</b> \u0002tags\u0003 matter',
      content: 'The <i>ocelot</i> is a cat & more.',
    });
    const [hit] = (await search({ q: 'ocelot', type: 'posts' })).posts.items;
    expect(hit?.title).toEqual([
      { text: 'Why <b>', match: false },
      { text: 'ocelot', match: true },
      { text: '</b> tags matter', match: false },
    ]);
    expect(plain(hit?.excerpt ?? [])).toBe('The <i>ocelot</i> is a cat & more.');
  });

  it('highlights articles from their title, description and text (without the HTML)', async () => {
    const id = await insertArticle({
      title: 'Mangrove nurseries',
      desc: 'Replanting the coast.',
      content: '<p>Volunteers &amp; fishers plant <strong>mangrove</strong> shoots.</p>',
    });
    const [hit] = (await search({ q: 'mangrove', type: 'articles' })).articles.items;
    expect(hit?._id).toBe(id);
    expect(matches(hit?.title ?? [])).toEqual(['Mangrove']);
    expect(plain(hit?.excerpt ?? [])).not.toMatch(/<|&amp;/);
    expect(plain(hit?.excerpt ?? [])).toContain('Volunteers & fishers');
    expect(matches(hit?.excerpt ?? [])).toEqual(['mangrove']);
  });

  it('finds members by name and bio', async () => {
    const member = await signUp(t.app, { name: 'Kestrel Watcher' });
    await t.app.ctx.db
      .update(users)
      .set({ bio: 'I count kestrel nests every spring.' })
      .where(eq(users.id, member.user._id));
    const [hit] = (await search({ q: 'kestrel', type: 'members' })).members.items;
    expect(hit?._id).toBe(member.user._id);
    expect(hit?.name).toEqual([
      { text: 'Kestrel', match: true },
      { text: ' Watcher', match: false },
    ]);
    expect(matches(hit?.bio ?? [])).toEqual(['kestrel']);
  });
});

describe('GET /api/search: what is hidden', () => {
  // Moderation and blocks are built beside this module: their state is set by SQL here.
  it('hides removed posts from everyone but admins', async () => {
    const post = await publish(t.app, author.cookie, { title: 'Caracal photos' });
    await t.app.ctx.db
      .update(posts)
      .set({ removedAt: new Date(), removedReason: 'Spam' })
      .where(eq(posts.id, post._id));
    expect(postIds(await search({ q: 'caracal' }))).toEqual([]);
    expect(postIds(await search({ q: 'caracal' }, author.cookie))).toEqual([]);
    const asAdmin = await search({ q: 'caracal' }, admin.cookie);
    expect(postIds(asAdmin)).toEqual([post._id]);
    expect(asAdmin.posts.items[0]?.removed).toBe(true);
  });

  it('hides a suspended member and their posts while the suspension lasts', async () => {
    const suspended = await signUp(t.app, { name: 'Gecko Keeper' });
    const post = await publish(t.app, suspended.cookie, { title: 'Gecko terrarium' });
    const suspend = (until: Date | null) =>
      t.app.ctx.db
        .update(users)
        .set({ suspendedAt: new Date(), suspendedUntil: until })
        .where(eq(users.id, suspended.user._id));

    await suspend(null);
    const visitor = await search({ q: 'gecko' });
    expect(postIds(visitor)).toEqual([]);
    expect(visitor.members.items).toEqual([]);
    const asAdmin = await search({ q: 'gecko' }, admin.cookie);
    expect(postIds(asAdmin)).toEqual([post._id]);
    expect(asAdmin.members.items.map((m) => m._id)).toEqual([suspended.user._id]);

    await suspend(new Date(Date.now() - 60_000));
    expect(postIds(await search({ q: 'gecko' }))).toEqual([post._id]);
  });

  it('hides a blocked pair from each other, both ways', async () => {
    const blocker = await signUp(t.app, { name: 'Heron Friend' });
    const blocked = await signUp(t.app, { name: 'Heron Foe' });
    const blockersPost = await publish(t.app, blocker.cookie, { title: 'Heron rookery' });
    const blockedsPost = await publish(t.app, blocked.cookie, { title: 'Heron fishing' });
    await t.app.ctx.db
      .insert(blocks)
      .values({ blockerId: blocker.user._id, blockedId: blocked.user._id });

    const asBlocker = await search({ q: 'heron' }, blocker.cookie);
    expect(postIds(asBlocker)).toEqual([blockersPost._id]);
    expect(asBlocker.members.items.map((m) => m._id)).toEqual([blocker.user._id]);
    const asBlocked = await search({ q: 'heron' }, blocked.cookie);
    expect(postIds(asBlocked)).toEqual([blockedsPost._id]);
    expect(asBlocked.members.items.map((m) => m._id)).toEqual([blocked.user._id]);
    expect(postIds(await search({ q: 'heron', type: 'posts' })).sort()).toEqual(
      [blockersPost._id, blockedsPost._id].sort(),
    );
  });

  it('finds published articles only, for admins too', async () => {
    const published = await insertArticle({ title: 'Firefly evenings' });
    await insertArticle({ title: 'Firefly draft', status: 'draft' });
    const ids = (r: SearchResponse) => r.articles.items.map((a) => a._id);
    expect(ids(await search({ q: 'firefly' }))).toEqual([published]);
    expect(ids(await search({ q: 'firefly' }, admin.cookie))).toEqual([published]);
  });
});

describe('GET /api/search: input', () => {
  it.each([
    [{}, 'q: Search words are required'],
    [{ q: '' }, 'q: Search words are required'],
    [{ q: '   ' }, 'q: Search words are required'],
    [{ q: 'x'.repeat(201) }, 'q: Search must be at most 200 characters'],
    [{ q: 'owl', type: 'photos' }, 'type: Must be one of all, posts, articles, members'],
    [{ q: 'owl', category: 'Gardening' }, /^category: Must be one of /],
    [{ q: 'owl', region: 'Atlantis' }, /^region: Must be one of /],
    [{ q: 'owl', type: 'posts', limit: 0 }, 'limit: Must be at least 1'],
    [{ q: 'owl', type: 'posts', limit: 51 }, 'limit: Must be at most 50'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('is open to visitors and members alike', async () => {
    await publish(t.app, author.cookie, { title: 'Puffin colony' });
    expect((await search({ q: 'puffin' })).posts.items).toHaveLength(1);
    expect((await search({ q: 'puffin' }, author.cookie)).posts.items).toHaveLength(1);
  });
});
