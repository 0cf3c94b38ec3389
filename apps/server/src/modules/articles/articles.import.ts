import type { Executor } from '../../db/client';
import { type ArticleFields, articlesRepository } from './articles.repository';
import { sanitizeArticleHtml } from './articles.sanitize';

/** An article as a seed or an import brings it: known id and time, its cover already stored. */
export interface ImportedArticle extends ArticleFields {
  id: string;
  createdAt: Date;
}

/**
 * Writes an article with a known id unless that id exists (so seeding twice adds nothing). Its
 * HTML goes through the same sanitizer as the editor's, so stored content is always clean. No
 * events: imported content is not news to anyone.
 */
export async function importArticle(db: Executor, article: ImportedArticle): Promise<void> {
  await articlesRepository(db).importArticle({
    ...article,
    content: sanitizeArticleHtml(article.content),
  });
}

/** Whether any of these articles exists. */
export function anyArticleExists(db: Executor, ids: string[]): Promise<boolean> {
  return articlesRepository(db).anyExists(ids);
}
