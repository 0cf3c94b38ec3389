import type { ArticleStatus } from '@one-world/contract';
import { and, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cursorValues, pastCursor, preparedShapes } from '../../db/prepared';
import { type ArticleRow, articles } from '../../db/schema';
import { columnsWithoutSearch } from '../../db/schema/search-vector';
import type { Keyset } from '../../lib/keyset-cursor';

export type { ArticleRow } from '../../db/schema';

/** An article as a list shows it: everything but its content. */
export type ArticleListItem = Omit<ArticleRow, 'content'>;

/** Which articles a list shows; every list is newest publish date first. */
export interface ArticleFilter {
  /** One status, or null for both. */
  status: ArticleStatus | null;
  /** A case-insensitive substring of the category, taken literally. */
  category: string | undefined;
}

/** What an admin writes; the repository fills in ids and timestamps. */
export type ArticleFields = Pick<
  ArticleRow,
  | 'title'
  | 'desc'
  | 'content'
  | 'type'
  | 'category'
  | 'imageUrl'
  | 'mediaUrl'
  | 'status'
  | 'publishDate'
  | 'language'
>;

/** The columns of an `ArticleRow`; a list's leave the content out too. */
const articleColumns = columnsWithoutSearch(articles);
const { content: _content, ...listColumns } = articleColumns;

/** `%text%` for LIKE with the user's `%`, `_` and `\` matching themselves, not wildcards. */
const substringPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Which of the list's conditions a query has; their values go as placeholders. */
interface ListShape {
  status: boolean;
  category: boolean;
  after: boolean;
}

/**
 * `list`'s query, asked on every page of the articles: prepared once per combination of filters
 * and cursor (building a query cost more of the node's time than PostgreSQL took to answer it).
 */
const listStatement = preparedShapes(
  'articles_list',
  ({ status, category, after }: ListShape) =>
    `${status ? 'status' : 'any'}_${category ? 'category' : 'all'}_${after ? 'after' : 'first'}`,
  (db: Executor, { status, category, after }) =>
    db
      .select(listColumns)
      .from(articles)
      .where(
        and(
          status ? eq(articles.status, sql.placeholder('status')) : undefined,
          category ? ilike(articles.category, sql.placeholder('pattern')) : undefined,
          // The list's keyset is (publish_date, id); the cursor's time is the publish date.
          after ? pastCursor(articles.publishDate, articles.id, 'newest first') : undefined,
        ),
      )
      .orderBy(desc(articles.publishDate), desc(articles.id))
      .limit(sql.placeholder('take')),
);

/** All SQL about articles. */
export function articlesRepository(db: Executor) {
  return {
    /** One page of articles, newest publish date first (ties broken by id, so pages are stable). */
    list(
      filter: ArticleFilter,
      after: Keyset | undefined,
      take: number,
    ): Promise<ArticleListItem[]> {
      const pattern = filter.category ? substringPattern(filter.category) : undefined;
      return listStatement(
        db,
        {
          status: filter.status !== null,
          category: pattern !== undefined,
          after: after !== undefined,
        },
        {
          status: filter.status,
          pattern,
          ...cursorValues(after),
          take,
        },
      );
    },

    async find(id: string): Promise<ArticleRow | null> {
      const rows = await db
        .select(articleColumns)
        .from(articles)
        .where(eq(articles.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(fields: ArticleFields & { createdBy: string | null }): Promise<ArticleRow> {
      const rows = await db.insert(articles).values(fields).returning(articleColumns);
      const row = rows[0];
      if (!row) throw new Error('insert into articles returned no row');
      return row;
    },

    /** Replaces the article's fields; null when it no longer exists. */
    async update(id: string, fields: ArticleFields, updatedAt: Date): Promise<ArticleRow | null> {
      const rows = await db
        .update(articles)
        .set({ ...fields, updatedAt })
        .where(eq(articles.id, id))
        .returning(articleColumns);
      return rows[0] ?? null;
    },

    async delete(id: string): Promise<void> {
      await db.delete(articles).where(eq(articles.id, id));
    },

    /** Inserts an article with a known id and times unless that id exists (idempotent seeding). */
    async importArticle(article: ArticleFields & { id: string; createdAt: Date }): Promise<void> {
      await db
        .insert(articles)
        .values({ ...article, updatedAt: article.createdAt })
        .onConflictDoNothing({ target: articles.id });
    },

    async anyExists(ids: string[]): Promise<boolean> {
      if (ids.length === 0) return false;
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(inArray(articles.id, ids))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Whether an article other than `exceptId` shows this image, as its cover or in its content.
     * Stored images are named by their content, so two articles can share one file.
     */
    async imageInUse(url: string, exceptId: string): Promise<boolean> {
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(
          and(
            ne(articles.id, exceptId),
            or(eq(articles.imageUrl, url), sql`strpos(${articles.content}, ${url}) > 0`),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
