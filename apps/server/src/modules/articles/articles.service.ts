import {
  ARTICLE_MESSAGES,
  type ArticleBody,
  ArticleId,
  type ArticlesQuery,
} from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import { withTransaction } from '../../events/transaction';
import { notFound, unauthorized } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { languageOnWrite, textOfHtml } from '../../lib/language-detect';
import type { Actor } from '../../lib/policy';
import { articleImagePolicy, articlePolicy } from './articles.policy';
import {
  type ArticleFields,
  type ArticleListItem,
  type ArticleRow,
  articlesRepository,
} from './articles.repository';
import { sanitizeArticleHtml } from './articles.sanitize';

/** The list's keyset: its order is (publish date, id). */
const keyOf = (article: ArticleListItem) => ({ createdAt: article.publishDate, id: article.id });

/**
 * The columns an admin's body sets; the cover is decided by the caller. The language is the one
 * chosen, else detected from the title, description and the words of the content; on an edit
 * (`before`) an earlier choice stays unless the body names another.
 */
async function fieldsOf(
  input: ArticleBody,
  imageUrl: string | null,
  before?: ArticleRow,
): Promise<ArticleFields> {
  const content = await sanitizeArticleHtml(input.content);
  const textOf = (a: { title: string; desc: string; content: string }) => [
    a.title,
    a.desc,
    textOfHtml(a.content),
  ];
  return {
    title: input.title,
    desc: input.desc,
    content,
    language: languageOnWrite(
      input.language,
      textOf({ title: input.title, desc: input.desc, content }),
      before ? { language: before.language, text: textOf(before) } : undefined,
    ),
    type: input.type,
    category: input.category,
    imageUrl,
    // Only a video has a link; an article keeps none even if the editor sent one.
    mediaUrl: input.type === 'video' ? (input.mediaUrl ?? null) : null,
    status: input.status,
    publishDate: new Date(input.publishDate),
  };
}

/** Inspiration articles: the public list and page, and the admins' editor. */
export function articlesService(ctx: ServiceContext) {
  /**
   * Deletes a stored image that no article (but `exceptId`, the one letting go of it) shows any
   * more. Images are named by their content, so another article may hold the same file.
   */
  async function release(url: string | null | undefined, exceptId = ''): Promise<void> {
    if (!url) return;
    if (await articlesRepository(ctx.db).imageInUse(url, exceptId)) return;
    await ctx.images.remove(url);
  }

  /**
   * Runs a write that uses a freshly stored cover; when the write fails, the cover belongs to
   * nothing and is deleted again before the error goes on.
   */
  async function withNewCover<T>(cover: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      await release(cover);
      throw err;
    }
  }

  /** The article when it exists and the viewer may read it; a malformed id finds nothing. */
  async function readable(viewer: Actor | null, id: string): Promise<ArticleRow | null> {
    if (!ArticleId.safeParse(id).success) return null;
    const article = await articlesRepository(ctx.db).find(id);
    return article && articlePolicy.can(viewer, 'read', article) ? article : null;
  }

  return {
    /**
     * A page of articles, newest publish date first, optionally those whose category contains
     * `filter`. Published ones for everyone; drafts (`status` draft or all) for admins only.
     */
    async list(viewer: Actor | null, query: ArticlesQuery): Promise<Page<ArticleListItem>> {
      const status = query.status ?? 'published';
      if (status !== 'published') {
        if (!viewer) throw unauthorized();
        articlePolicy.authorize(viewer, 'read', { status: 'draft' });
      }
      const rows = await articlesRepository(ctx.db).list(
        { status: status === 'all' ? null : status, category: query.filter || undefined },
        decodeCursor(query.cursor),
        query.limit + 1,
      );
      return pageOf(rows, query.limit, keyOf);
    },

    /** One article for its page; 404 when it does not exist or the viewer may not see it. */
    async get(viewer: Actor | null, id: string): Promise<ArticleRow> {
      const article = await readable(viewer, id);
      if (!article) throw notFound(ARTICLE_MESSAGES.notFound);
      return article;
    },

    /** A published article (what anyone may see, e.g. a link preview), or null. */
    findPublished(id: string): Promise<ArticleRow | null> {
      return readable(null, id);
    },

    /** Writes a new article (admins); its HTML is sanitized and its cover stored first. */
    async create(actor: Actor, input: ArticleBody): Promise<ArticleRow> {
      articlePolicy.authorize(actor, 'create', input);
      const cover = input.image ? await ctx.images.save(input.image, 'cover') : undefined;
      return withNewCover(cover, async () => {
        const fields = await fieldsOf(input, cover ?? null);
        return withTransaction(ctx, async (tx, events) => {
          const article = await articlesRepository(tx).insert({
            ...fields,
            createdBy: actor.id,
          });
          const articleId = article.id;
          events.record('article.created', {
            articleId,
            status: article.status,
            actorId: actor.id,
          });
          if (article.status === 'published') {
            events.record('article.published', { articleId, actorId: actor.id });
          }
          return article;
        });
      });
    },

    /**
     * Replaces an article's fields (admins). A new cover replaces the old one, whose file is
     * deleted once the change has committed; without one the cover stays.
     */
    async update(actor: Actor, id: string, input: ArticleBody): Promise<ArticleRow> {
      const before = await articlesRepository(ctx.db).find(id);
      if (!before) throw notFound(ARTICLE_MESSAGES.notFound);
      articlePolicy.authorize(actor, 'update', before);
      const cover = input.image ? await ctx.images.save(input.image, 'cover') : undefined;
      const article = await withNewCover(cover, async () => {
        const fields = await fieldsOf(input, cover ?? before.imageUrl, before);
        return withTransaction(ctx, async (tx, events) => {
          const updated = await articlesRepository(tx).update(id, fields, ctx.clock.now());
          if (!updated) throw notFound(ARTICLE_MESSAGES.notFound);
          events.record('article.updated', {
            articleId: id,
            status: updated.status,
            actorId: actor.id,
          });
          if (before.status === 'draft' && updated.status === 'published') {
            events.record('article.published', { articleId: id, actorId: actor.id });
          }
          return updated;
        });
      });
      if (cover && cover !== before.imageUrl) await release(before.imageUrl, id);
      return article;
    },

    /** Deletes an article (admins) and then its cover. */
    async remove(actor: Actor, id: string): Promise<void> {
      const deleted = await withTransaction(ctx, async (tx, events) => {
        const repo = articlesRepository(tx);
        const article = await repo.find(id);
        if (!article) throw notFound(ARTICLE_MESSAGES.notFound);
        articlePolicy.authorize(actor, 'delete', article);
        await repo.delete(id);
        events.record('article.deleted', { articleId: id, actorId: actor.id });
        return article;
      });
      await release(deleted.imageUrl, id);
    },

    /**
     * Stores a picture for an article's content (admins) and returns its address. The upload is
     * read only once the actor may send it, so a refused one is not buffered first.
     */
    async uploadImage(actor: Actor, read: () => Promise<Buffer>): Promise<string> {
      articleImagePolicy.authorize(actor, 'upload', 'article-image');
      return ctx.images.save(await read(), 'article');
    },
  };
}
