import { ARTICLE_MESSAGES } from '@one-world/contract';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Actor } from '../../lib/policy';
import { articlePolicy } from './articles.policy';
import { articlesRepository } from './articles.repository';

/**
 * An article's title and (sanitized HTML) text for `POST /api/translate` (issue 17), when the
 * reader may read it by the article's policy: published ones for everyone, drafts for admins. A
 * draft is a 404 for anyone else, as on its page.
 */
export async function articleTranslationSource(
  db: Executor,
  actor: Actor,
  articleId: string,
): Promise<{ title: string; html: string; language: string | null }> {
  const article = await articlesRepository(db).find(articleId);
  if (!article || !articlePolicy.can(actor, 'read', article)) {
    throw notFound(ARTICLE_MESSAGES.notFound);
  }
  return { title: article.title, html: article.content, language: article.language };
}
