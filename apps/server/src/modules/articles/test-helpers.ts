/** Helpers for the articles module's tests: editor bodies, writes and reads through the real API. */
import type { Article, ArticleResponse, ArticlesPage } from '@one-world/contract';
import sharp from 'sharp';
import type { App } from '../../app';

/** An editor body that passes ArticleBody; override what a test is about. */
export function articleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Solar kiosks light up rural evenings',
    desc: 'How a cooperative keeps the lights on.',
    content: '<p>Children now study after dark.</p>',
    type: 'article',
    category: 'Climate News',
    publishDate: '2026-01-15T10:00:00.000Z',
    status: 'published',
    ...overrides,
  };
}

/** Writes an article through the real `POST /api/article` as the admin whose cookie is given. */
export async function writeArticle(
  app: App,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<Article> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/article',
    headers: { cookie },
    payload: articleBody(overrides),
  });
  if (res.statusCode !== 200) throw new Error(`write failed with ${res.statusCode}: ${res.body}`);
  return res.json<ArticleResponse>().article;
}

/** A solid-colour PNG of the given size as a data URL (distinct colours give distinct files). */
export async function pngDataUrl(colour: string, width = 320, height = 180): Promise<string> {
  const png = await pngBytes(colour, width, height);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A solid-colour PNG file's bytes. */
export function pngBytes(colour: string, width = 320, height = 180): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Reads `GET /api/article?query`, expecting 200. */
export async function listArticles(app: App, query = '', cookie = ''): Promise<ArticlesPage> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/article?${query}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`list failed with ${res.statusCode}: ${res.body}`);
  return res.json<ArticlesPage>();
}
