import type { Highlighted, SearchResponse } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { publish } from '../../test/posts';

// Issue 17: every search document is stemmed in the text search configuration of its row's
// language (simple when PostgreSQL has none), and a reader's words are matched stemmed in their
// interface language or as typed. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let author: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app, { name: 'Lucía Fernández' });
});
afterAll(() => t.close());

async function search(q: string, headers: Record<string, string> = {}) {
  const params = new URLSearchParams({ q, type: 'posts' });
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${params}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

const SPANISH_READER = { 'accept-language': 'es-ES,es;q=0.9' };
const postIds = (r: SearchResponse) => r.posts.items.map((p) => p._id);
const matches = (parts: Highlighted) => parts.filter((p) => p.match).map((p) => p.text);

describe('GET /api/search in the language of what members write', () => {
  it('finds a Spanish post by another form of a Spanish word (spanish stemming)', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Las escuelas rurales necesitan bibliotecas',
      content: 'Estamos recogiendo libros infantiles para tres escuelas de la sierra.',
    });
    expect(post.language).toBe('es');
    const found = await search('escuela biblioteca', SPANISH_READER);
    expect(postIds(found)).toEqual([post._id]);
    // The headline is stemmed in the post's own language, so the inflected words are marked.
    expect(matches(found.posts.items[0]?.title ?? [])).toEqual(['escuelas', 'bibliotecas']);
  });

  it('drops Spanish stop words from a Spanish post but still finds its words', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Cooperativas de mujeres tejedoras',
      content: 'Las tejedoras del valle venden sus mantas en la feria de los domingos.',
    });
    expect(postIds(await search('tejedora', SPANISH_READER))).toEqual([post._id]);
  });

  it('finds a French post by an inflected French word for a French reader', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Les agricultrices du Sahel partagent leurs semences',
      content: 'Chaque saison, les coopératives échangent des graines adaptées à la sécheresse.',
    });
    expect(post.language).toBe('fr');
    const found = await search('agricultrice coopérative', { 'accept-language': 'fr' });
    expect(postIds(found)).toEqual([post._id]);
  });

  it('finds a Swahili post (simple: no stemming) by its words, whatever the reader’s language', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Wakulima wadogo wanahitaji mbegu bora',
      content: 'Tunakusanya mbegu za mahindi kwa ajili ya msimu wa mvua unaokuja.',
    });
    expect(post.language).toBe('sw');
    expect(postIds(await search('mbegu'))).toEqual([post._id]);
    expect(postIds(await search('mahindi', SPANISH_READER))).toEqual([post._id]);
  });

  it('keeps english stemming for English posts and English readers', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Volunteers planting mangroves',
      content: 'We planted three hundred mangrove seedlings along the estuary last weekend.',
    });
    expect(post.language).toBe('en');
    expect(postIds(await search('plant mangroves'))).toEqual([post._id]);
  });

  it('re-stems a post when its author corrects its language', async () => {
    const post = await publish(t.app, author.cookie, {
      title: 'Talleres de costura comunitarios',
      content: 'Ofrecemos talleres gratuitos de costura para jóvenes del barrio.',
    });
    expect(postIds(await search('taller', SPANISH_READER))).toEqual([post._id]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post._id}`,
      headers: { cookie: author.cookie },
      payload: {
        title: 'Talleres de costura comunitarios',
        content: 'Ofrecemos talleres gratuitos de costura para jóvenes del barrio.',
        language: 'sw',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Indexed with `simple` now: only the word as written matches.
    expect(postIds(await search('taller', SPANISH_READER))).toEqual([]);
    expect(postIds(await search('talleres', SPANISH_READER))).toEqual([post._id]);
  });
});
