import { ArticleLinkParams, COMPANY } from '@one-world/contract';
import { type Locale, readsIn } from '@one-world/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import {
  builtPages,
  escapeHtml,
  fetchPreload,
  localizedPage,
  sendHtmlPage,
  withHeadTags,
} from '../../lib/html-page';
import { siteOrigin } from '../../lib/site-origin';
import type { ArticleListItem, ArticleRow } from './articles.repository';
import { articlesService } from './articles.service';

/**
 * The web app's page with the article's title, description, Open Graph and Twitter card tags in
 * its head, so a shared link unfurls with the article's own text and cover. Every value is
 * escaped; the template's own title and description are replaced, not duplicated.
 */
function withArticlePreview(template: string, article: ArticleRow, origin: string): string {
  const url = `${origin}/inspiration/${article.id}`;
  const image = article.imageUrl ? new URL(article.imageUrl, origin).href : null;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', article.desc),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', COMPANY),
    meta('property', 'og:title', article.title),
    meta('property', 'og:description', article.desc),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'article:published_time', article.publishDate.toISOString()),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', article.title),
    meta('name', 'twitter:description', article.desc),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  // Replacement functions, not strings: a `$&` in an article's text must stay literal.
  const title = `<title>${escapeHtml(`${article.title} | ${COMPANY}`)}</title>`;
  return withHeadTags(
    template
      .replace(/<title>[\s\S]*?<\/title>/i, () => title)
      .replace(/\s*<meta\s+name=["']description["'][^>]*>/i, () => ''),
    tags,
  );
}

/**
 * The cover an article's served first screen shows before the app runs (issue 12), or null for
 * none: the app may draw a Translate control above the cover of an article in another language
 * than the reader's, which would move it.
 */
function firstScreenCover(article: ArticleRow, locale: Locale): string | null {
  return !article.language || readsIn(article.language, locale) ? article.imageUrl : null;
}

/**
 * The cover the inspiration list's served first screen shows in its first card (issue 12), or
 * null for none: the screen has an article's picture card, and a video's card is laid out
 * otherwise.
 */
const firstCardCover = (item: ArticleListItem): string | null =>
  item.type === 'video' ? null : item.imageUrl;

/** A cover asked for at once, at high priority: a page's largest paint (issue 12). */
const coverPreload = (url: string | null | undefined) =>
  url ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`] : [];

/**
 * The inspiration pages outside the API, as the web app's index.html with what they read first
 * preloaded (issue 12): the list and its first cover for `GET /inspiration`, whose first screen
 * shows that cover (`firstCardCover`), the article and its cover for `GET /inspiration/:id`,
 * whose first screen shows the cover (`firstScreenCover`) and whose page also carries a
 * published article's preview tags (link unfurls in chats and social networks read no
 * JavaScript). An unknown id or a draft gets the plain page, whose client router shows "not
 * found"; so does a list with a query (a filter reads another list). Without a built web app
 * there is no page to decorate and the routes are not registered.
 */
export const articlePreviews: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const pageFor = await builtPages(ctx.config.webDistDir);
  if (!pageFor) return;
  const articles = articlesService(ctx);

  app.get('/inspiration', { schema: { hide: true } }, async (request, reply) => {
    if (request.url !== '/inspiration') {
      return sendHtmlPage(reply, localizedPage(pageFor('/inspiration'), request.translator));
    }
    let newest: ArticleListItem | undefined;
    try {
      newest = (await articles.list(null, { limit: 1 })).items[0];
    } catch (err) {
      // The page works without the cover preloaded; the list brings it.
      request.log.warn({ err }, 'inspiration cover lookup failed');
    }
    const page = localizedPage(
      pageFor('/inspiration', newest && firstCardCover(newest)),
      request.translator,
    );
    return sendHtmlPage(
      reply,
      withHeadTags(page, [fetchPreload('/api/article'), ...coverPreload(newest?.imageUrl)]),
    );
  });

  app.get(
    '/inspiration/:id',
    { schema: { hide: true, params: ArticleLinkParams } },
    async (request, reply) => {
      let article: ArticleRow | null = null;
      try {
        article = await articles.findPublished(request.params.id);
      } catch (err) {
        // The page works without its preview tags; the client fetches the article itself.
        request.log.warn({ err }, 'article preview lookup failed');
      }
      const path = `/inspiration/${request.params.id}`;
      const cover = article && firstScreenCover(article, request.translator.locale);
      const page = localizedPage(pageFor(path, cover), request.translator);
      if (!article) return sendHtmlPage(reply, page);
      return sendHtmlPage(
        reply,
        withHeadTags(withArticlePreview(page, article, siteOrigin(request, ctx.config.publicUrl)), [
          fetchPreload(`/api/article/${article.id}`),
          ...coverPreload(article.imageUrl),
        ]),
      );
    },
  );
};
