import { SEARCH_LIMITS, type SearchQuery, type SearchType } from '@one-world/contract';
import { msg } from '@one-world/i18n';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { searchConfigOf } from '../../db/schema/search-vector';
import { badRequest } from '../../lib/http-errors';
import type { Page } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { decodeRankCursor, encodeRankCursor, type RankKey } from './search.cursor';
import {
  type ArticleHitRow,
  type MemberHitRow,
  type PostHitRow,
  type SearchTerms,
  searchRepository,
} from './search.repository';

export interface SearchResults {
  q: string;
  posts: Page<PostHitRow>;
  articles: Page<ArticleHitRow>;
  members: Page<MemberHitRow>;
}

/** Splits a `limit + 1` fetch into the page and the cursor of the next one (null when last). */
function rankedPageOf<T extends RankKey>(rows: T[], limit: number): Page<T> {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: last ? encodeRankCursor(last) : null };
}

/** Full-text search over posts, articles and members. */
export function searchService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  return {
    /**
     * The hits the actor may see, best first: with `type=all` the first few of every section,
     * otherwise one page of the section asked for (continued by its cursor).
     */
    async search(
      query: z.output<typeof SearchQuery>,
      actor: Actor | null,
      /** The reader's interface language: its words are matched stemmed in it (issue 17). */
      locale?: string,
    ): Promise<SearchResults> {
      // A cursor continues one section; under `all` it could belong to any of the three.
      if (query.type === 'all' && query.cursor !== undefined) {
        throw badRequest(msg('search.cursorSection'), 'cursor');
      }
      const limit = query.type === 'all' ? SEARCH_LIMITS.previewPerType : query.limit;
      const terms: SearchTerms = {
        q: query.q,
        config: searchConfigOf(locale),
        after: decodeRankCursor(query.cursor),
        take: limit + 1,
      };
      const viewer = { actor, now: ctx.clock.now() };
      const repo = searchRepository(ctx.db);
      const wants = (section: Exclude<SearchType, 'all'>) =>
        query.type === 'all' || query.type === section;
      const [posts, articles, members] = await Promise.all([
        wants('posts')
          ? repo.posts(terms, { category: query.category, region: query.region }, viewer)
          : [],
        wants('articles') ? repo.articles(terms) : [],
        wants('members') ? repo.members(terms, viewer) : [],
      ]);
      return {
        q: query.q,
        posts: rankedPageOf(posts, limit),
        articles: rankedPageOf(articles, limit),
        members: rankedPageOf(members, limit),
      };
    },
  };
}
