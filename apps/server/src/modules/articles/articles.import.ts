import type { Executor } from '../../db/client';
import { detectLanguage, textOfHtml } from '../../lib/language-detect';
import { type ArticleFields, articlesRepository } from './articles.repository';
import { sanitizeArticleHtml } from './articles.sanitize';

/** An article as a seed or an import brings it: known id and time, its cover already stored. */
export interface ImportedArticle extends Omit<ArticleFields, 'language'> {
  id: string;
  createdAt: Date;
  /** Its language (ISO 639-1); left out, it is detected from its words. */
  language?: string | null;
}

/**
 * Writes an article with a known id unless that id exists (so seeding twice adds nothing). Its
 * HTML goes through the same sanitizer as the editor's, so stored content is always clean. No
 * events: imported content is not news to anyone.
 */
export async function importArticle(db: Executor, article: ImportedArticle): Promise<void> {
  const content = await sanitizeArticleHtml(article.content);
  await articlesRepository(db).importArticle({
    ...article,
    content,
    language:
      article.language === undefined
        ? detectLanguage(article.title, article.desc, textOfHtml(content))
        : article.language,
  });
}

/** Whether any of these articles exists. */
export function anyArticleExists(db: Executor, ids: string[]): Promise<boolean> {
  return articlesRepository(db).anyExists(ids);
}
