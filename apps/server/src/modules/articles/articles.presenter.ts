import type { Article, ArticleSummary, ArticlesPage } from '@one-world/contract';
import type { Page } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { articlePolicy } from './articles.policy';
import type { ArticleListItem, ArticleRow } from './articles.repository';

/** An article as a list shows it (no content), with what the viewer may do with it. */
export function toArticleSummary(a: ArticleListItem, viewer: Actor | null): ArticleSummary {
  return {
    _id: a.id,
    title: a.title,
    desc: a.desc,
    type: a.type,
    category: a.category,
    // No cover is an empty address: the web shows its own fallback picture then.
    img: { secure_url: a.imageUrl ?? '' },
    mediaUrl: a.mediaUrl,
    status: a.status,
    language: a.language,
    publishDate: a.publishDate.toISOString(),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    abilities: {
      update: articlePolicy.can(viewer, 'update', a),
      delete: articlePolicy.can(viewer, 'delete', a),
    },
  };
}

/** One article with its sanitized HTML content, for its page and the editor. */
export function toArticle(a: ArticleRow, viewer: Actor | null): Article {
  return { ...toArticleSummary(a, viewer), content: a.content };
}

/** A list page of articles with its continuation cursor. */
export function toArticlesPage(page: Page<ArticleListItem>, viewer: Actor | null): ArticlesPage {
  return {
    articles: page.items.map((a) => toArticleSummary(a, viewer)),
    nextCursor: page.nextCursor,
  };
}
