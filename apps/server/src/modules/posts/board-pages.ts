import { CATEGORIES, type Category, PostsQuery, REGIONS, type Region } from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import {
  builtPages,
  fetchPreload,
  localizedPage,
  sendHtmlPage,
  withFirstScreen,
  withHeadTags,
} from '../../lib/html-page';
import { boardFirstScreen, boardPath, servesAsFirstCard } from './board-first-screen';
import { toPost } from './posts.presenter';
import { visitorsBoards } from './visitors-boards';

/**
 * The board's first page as the web app asks for it, byte for byte (its `withQuery`: parameters
 * in the order the app gives them), or the browser would not hand the preloaded answer over;
 * e2e/first-paint.spec.ts checks it is read once.
 */
function feedUrl(category: Category, region: Region | null): string {
  const query = new URLSearchParams({ category });
  if (region) query.append('region', region);
  return `/api/posts?${query}`;
}

/**
 * The boards' pages outside the API (`/Climate`, `/Climate/Africa`: every canonical address), as
 * the web app's index.html with the board's first page preloaded (issue 12) and, for a visitor
 * without a query, the board's first screen drawn from its first post (`boardFirstScreen`), read
 * from the visitors' pages `GET /api/posts` serves too, so the preload finds it cached. Members
 * get the loading indicator: their page differs (their likes, "My languages"). Any other
 * spelling gets the plain page from web-app.ts, whose client router moves to the canonical one.
 */
export const boardPages: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const pageFor = await builtPages(ctx.config.webDistDir);
  if (!pageFor) return;
  const boards = visitorsBoards(ctx);

  for (const category of CATEGORIES) {
    for (const region of [null, ...REGIONS]) {
      const path = boardPath(category, region);
      const read = feedUrl(category, region);
      const query = PostsQuery.parse(region ? { category, region } : { category });
      app.get(path, { schema: { hide: true } }, async (request, reply) => {
        const page = localizedPage(pageFor(path), request.translator);
        // A query (?languages=…) makes the app's first read another one: nothing is preloaded.
        if (request.url !== path) return sendHtmlPage(reply, page);
        let first: string | null = null;
        if (!request.actor) {
          try {
            // Only the newest post is drawn: only it is presented.
            const [newest] = (await boards.page(read, query)).page.items;
            const post = newest && toPost(newest, null);
            if (post && servesAsFirstCard(post)) {
              first = boardFirstScreen({ category, region }, post, request.translator);
            }
          } catch (err) {
            // The page works without its first screen; the app reads the board itself.
            request.log.warn({ err }, 'board first screen failed');
          }
        }
        return sendHtmlPage(
          reply,
          withHeadTags(first ? withFirstScreen(page, first) : page, [fetchPreload(read)]),
        );
      });
    }
  }
};
