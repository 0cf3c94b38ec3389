import type { ArticleFilterValue } from '../lib/filters';

/**
 * The inspiration pages' queries. Every article query in the app starts with 'articles', so an
 * admin's write (the editor invalidates that root) refreshes these lists and pages too.
 */
export const inspirationQueryKeys = {
  list: (filter: ArticleFilterValue | null) => ['articles', 'list', filter ?? 'all'] as const,
  article: (id: string) => ['articles', 'detail', id] as const,
};
