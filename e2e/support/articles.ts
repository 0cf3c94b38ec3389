import { randomBytes } from 'node:crypto';
import type { Article, ArticleBody, ArticleResponse } from '@one-world/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/** A title no other test uses, so assertions find exactly this test's article. */
export const uniqueTitle = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/**
 * Writes an article through the real `POST /api/article`; `request` must be signed in as an
 * admin (`signInViaApi(request, E2E_ADMIN)`). Published and dated now unless told otherwise.
 */
export async function createArticleViaApi(
  request: APIRequestContext,
  overrides: Partial<ArticleBody> = {},
): Promise<Article> {
  const body: ArticleBody = {
    title: uniqueTitle('Article'),
    desc: 'Written by an end-to-end test.',
    content: '<p>Written by an end-to-end test.</p>',
    type: 'article',
    category: 'How-Tos',
    mediaUrl: null,
    publishDate: new Date().toISOString(),
    status: 'published',
    ...overrides,
  };
  const response = await request.post('/api/article', { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as ArticleResponse).article;
}
