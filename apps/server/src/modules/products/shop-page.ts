import { ProductsQuery } from '@one-world/contract';
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
import { toProduct } from './products.presenter';
import { productsService } from './products.service';
import { shopFirstScreen } from './shop-first-screen';

/** The shop's first page as the web app asks for it (`fetchProductsPage`), byte for byte. */
const FIRST_PAGE = '/api/products';

/**
 * `GET /shop` outside the API, as the web app's index.html with the first page of products
 * preloaded and the shop's first screen drawn from its first product (`shopFirstScreen`), whose
 * picture is the page's largest paint (issue 12): the same for every reader, as the list is. A
 * query, a shop without products or a product without a picture gets the loading indicator.
 * Without a built web app there is no page to decorate and the route is not registered.
 */
export const shopPage: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const pageFor = await builtPages(ctx.config.webDistDir);
  if (!pageFor) return;
  const products = productsService(ctx);
  // Only the oldest product is drawn.
  const firstPage = ProductsQuery.parse({ limit: 1 });

  app.get('/shop', { schema: { hide: true } }, async (request, reply) => {
    const page = localizedPage(pageFor('/shop'), request.translator);
    if (request.url !== '/shop') return sendHtmlPage(reply, page);
    let first: string | null = null;
    try {
      const [oldest] = (await products.list(request.actor, firstPage)).items;
      if (oldest?.imageUrl) {
        first = shopFirstScreen(toProduct(oldest, request.actor), request.translator);
      }
    } catch (err) {
      // The page works without its first screen; the app reads the products itself.
      request.log.warn({ err }, 'shop first screen failed');
    }
    return sendHtmlPage(
      reply,
      withHeadTags(first ? withFirstScreen(page, first) : page, [fetchPreload(FIRST_PAGE)]),
    );
  });
};
