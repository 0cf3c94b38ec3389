import type { PostsQuery } from '@one-world/contract';
import type { AppContext } from '../../app-context';
import type { Page } from '../../lib/keyset-cursor';
import { boardCache, type CachedBoardPage } from './board-cache';
import { toPostsPage } from './posts.presenter';
import { type PostWithComments, postsService } from './posts.service';

/** How long a visitor's board page is served from memory: issue 12 allows 1 s of staleness. */
const BOARD_CACHE_TTL_MS = 1000;

/** At most this many visitors' pages are kept (a page of 10 posts is about 10–30 KB). */
const BOARD_CACHE_PAGES = 500;

export type VisitorsBoardPage = CachedBoardPage<Page<PostWithComments>>;

function visitorsBoardsOf(ctx: AppContext) {
  const posts = postsService(ctx);
  const boards = boardCache<Page<PostWithComments>>({
    ttlMs: BOARD_CACHE_TTL_MS,
    maxEntries: BOARD_CACHE_PAGES,
  });
  boards.follow(ctx.events, ctx.cluster);
  return {
    /** The cached page of `url` while fresh. */
    cached: (url: string): VisitorsBoardPage | undefined => boards.get(url),
    /** The board page as visitors see it: the cached one while fresh, else read and cached. */
    async page(url: string, query: PostsQuery): Promise<VisitorsBoardPage> {
      const cached = boards.get(url);
      if (cached) return cached;
      const readAt = boards.generation();
      const page = await posts.listBoard(query, null);
      return boards.set(
        url,
        {
          page,
          body: JSON.stringify(toPostsPage(page, null)),
          postIds: page.items.map((post) => post.id),
          firstPage: query.cursor === undefined,
        },
        readAt,
      );
    },
  };
}

const perApp = new WeakMap<AppContext, ReturnType<typeof visitorsBoardsOf>>();

/**
 * The visitors' board pages of one app (a node's memory, up to 1 s stale, dropped by any write
 * to the board on any node: board-cache.ts), keyed by the feed's URL (`/api/posts?…`): shared by
 * `GET /api/posts` and a board's served page (board-pages.ts), whose first screen and preloaded
 * read are then one query.
 */
export function visitorsBoards(ctx: AppContext) {
  let boards = perApp.get(ctx);
  if (!boards) {
    boards = visitorsBoardsOf(ctx);
    perApp.set(ctx, boards);
  }
  return boards;
}
