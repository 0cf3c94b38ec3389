import { type Category, type Region, SEARCH_LIMITS } from '@one-world/contract';
import { type AnyColumn, and, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { articles, posts, users } from '../../db/schema';
import { SIMPLE_CONFIG, searchConfigCase } from '../../db/schema/search-vector';
import { type Viewer, visibleTo } from '../../db/visibility';
import type { RankKey } from './search.cursor';

/**
 * ts_headline wraps each matched word in these two characters. They cannot be typed into a form
 * and are stripped from the source text first, so every one in a headline is ours and the
 * presenter can split on them: no HTML is produced or parsed on the way.
 */
export const MATCH_START = '\u0002';
export const MATCH_STOP = '\u0003';
const SELECTORS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}`;
/**
 * ts_headline's parser takes `<…>` for an HTML tag and, in excerpts, writes a space instead: a
 * post saying "a <b> tag" would lose words. Every `<` stands in as this character meanwhile.
 */
const LESS_THAN = '\u0004';

/** A short text (a title, a name) is returned whole, every match marked. */
const WHOLE = `${SELECTORS}, HighlightAll=true`;
/** A long text gives at most two passages around its matches (its first words if none). */
const FRAGMENTS = `${SELECTORS}, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`;
/**
 * Up to this many characters a text is its own excerpt: ts_headline's passages trim the words
 * and punctuation around a match, which only pays off when there is much to leave out.
 */
const SHORT_TEXT = 240;

/** What to find: the member's words and the page wanted. */
export interface SearchTerms {
  /** The words as typed; PostgreSQL's websearch syntax ("phrase", or, -word). */
  q: string;
  /**
   * The text search configuration of the reader's interface language (`searchConfigOf`): the
   * words are matched stemmed in it, or as typed (`simple`), so "escuela" finds a Spanish post
   * saying "escuelas" and any word finds a Swahili one.
   */
  config: string;
  after: RankKey | undefined;
  take: number;
}

export interface PostHitRow extends RankKey {
  title: string;
  excerpt: string;
  postCategory: Category;
  region: Region | null;
  createdAt: Date;
  userId: string;
  authorName: string;
  authorAvatarUrl: string | null;
  authorStatusBadge: 'Warrior' | 'Legend' | null;
  likeCount: number;
  commentCount: number;
  removedAt: Date | null;
}

export interface ArticleHitRow extends RankKey {
  title: string;
  excerpt: string;
  type: 'article' | 'video';
  imageUrl: string | null;
  publishDate: Date;
}

export interface MemberHitRow extends RankKey {
  name: string;
  bio: string;
  avatarUrl: string | null;
  statusBadge: 'Warrior' | 'Legend' | null;
}

/**
 * The reader's words as a query: stemmed in their interface language's configuration OR taken as
 * typed, so a document stemmed in its own language (see search-vector.ts) matches when the reader
 * writes in that language, and a word of any language matches a text searched with `simple`.
 */
const tsQuery = (terms: Pick<SearchTerms, 'q' | 'config'>) =>
  sql`(websearch_to_tsquery(${terms.config}::regconfig, ${terms.q}) || websearch_to_tsquery(${SIMPLE_CONFIG}::regconfig, ${terms.q}))`;

/** The configuration a row's text was indexed with, for its headline (users: their language). */
const rowConfig = (table: typeof posts | typeof articles | typeof users) =>
  sql.raw(searchConfigCase(`"${getTableName(table)}"."language"`));

/**
 * A text with every match marked by ts_headline (`options` says how much of it). `translate`
 * turns `<` into its stand-in and deletes the marker characters (and any stand-in already there).
 */
const headline = (
  config: SQL,
  text: AnyColumn | SQL,
  terms: Pick<SearchTerms, 'q' | 'config'>,
  options: string,
) =>
  sql<string>`replace(ts_headline(${config}, translate(${text}, ${`<${MATCH_START}${MATCH_STOP}${LESS_THAN}`}, ${LESS_THAN}), ${tsQuery(terms)}, ${options}), ${LESS_THAN}, '<')`;

/** A text's excerpt: the whole text when short, passages around its matches otherwise. */
const excerpt = (config: SQL, text: AnyColumn | SQL, terms: Pick<SearchTerms, 'q' | 'config'>) =>
  sql<string>`case when char_length(${text}) <= ${SHORT_TEXT} then ${headline(config, text, terms, WHOLE)} else ${headline(config, text, terms, FRAGMENTS)} end`;

/**
 * An article's sanitized HTML as plain text: tags become spaces and the four entities the
 * sanitizer writes are decoded, so an excerpt shows the words a reader sees, never markup.
 */
const textOfHtml = (html: AnyColumn) =>
  sql`replace(replace(replace(replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&')`;

/**
 * One page of a table's hits, best first. Only the table's newest `candidates` matches the
 * viewer may see are ranked (`newest` is the table's newest-first order, which an index gives):
 * the cost is then bounded however many rows match. A rare word's few matches come from the GIN
 * index; a common word's newest ones from walking a newest-first index until `candidates` have
 * matched (PostgreSQL's statistics of the `search` column's words tell it which). Those are
 * ranked (cover density over the weighted document, as `numeric` so a cursor carries it exactly)
 * descending, then by id descending for a stable order among equal ranks, and cut at the page;
 * the hits end after the candidates. Only this page's rows are read again for their headlines,
 * the costly part.
 */
function rankedPage(
  db: Executor,
  table: typeof posts | typeof articles | typeof users,
  newest: AnyColumn,
  terms: SearchTerms,
  conditions: (SQL | undefined)[],
  candidates: number,
) {
  const matches = db
    .select({ id: table.id, search: table.search })
    .from(table)
    .where(and(sql`${table.search} @@ ${tsQuery(terms)}`, ...conditions))
    .orderBy(desc(newest), desc(table.id))
    .limit(candidates)
    .as('candidates');
  const rank = sql<string>`ts_rank_cd(${matches.search}, ${tsQuery(terms)})::numeric`;
  const after = terms.after
    ? sql`(${rank}, ${matches.id}) < (${terms.after.rank}::numeric, ${terms.after.id}::uuid)`
    : undefined;
  return db
    .select({ id: matches.id, rank: rank.as('rank') })
    .from(matches)
    .where(after)
    .orderBy(desc(rank), desc(matches.id))
    .limit(terms.take)
    .as('hits');
}

/** All SQL of full-text search over posts, articles and members. */
export function searchRepository(
  db: Executor,
  {
    /** How many of a table's newest matches are ranked (tests give a small number). */
    candidates = SEARCH_LIMITS.candidatesPerType,
  }: { candidates?: number } = {},
) {
  return {
    /** Posts the viewer may see whose title or content matches, with their author. */
    async posts(
      terms: SearchTerms,
      filter: { category?: Category | undefined; region?: Region | undefined },
      viewer: Viewer,
    ): Promise<PostHitRow[]> {
      const hits = rankedPage(
        db,
        posts,
        posts.createdAt,
        terms,
        [
          filter.category ? eq(posts.postCategory, filter.category) : undefined,
          filter.region ? eq(posts.region, filter.region) : undefined,
          visibleTo(viewer, { authorId: posts.userId, removedAt: posts.removedAt }),
        ],
        candidates,
      );
      return db
        .select({
          id: hits.id,
          rank: hits.rank,
          title: headline(rowConfig(posts), posts.title, terms, WHOLE),
          excerpt: excerpt(rowConfig(posts), posts.content, terms),
          postCategory: posts.postCategory,
          region: posts.region,
          createdAt: posts.createdAt,
          userId: posts.userId,
          authorName: users.name,
          authorAvatarUrl: users.avatarUrl,
          authorStatusBadge: users.statusBadge,
          likeCount: posts.likeCount,
          commentCount: posts.commentCount,
          removedAt: posts.removedAt,
        })
        .from(hits)
        .innerJoin(posts, eq(posts.id, hits.id))
        .innerJoin(users, eq(users.id, posts.userId))
        .orderBy(desc(hits.rank), desc(hits.id));
    },

    /**
     * Published articles whose title, description or text matches. Drafts are left out for
     * admins too: search is the public way in, and admins find drafts in the articles list.
     */
    async articles(terms: SearchTerms): Promise<ArticleHitRow[]> {
      const hits = rankedPage(
        db,
        articles,
        articles.publishDate,
        terms,
        [eq(articles.status, 'published')],
        candidates,
      );
      return db
        .select({
          id: hits.id,
          rank: hits.rank,
          title: headline(rowConfig(articles), articles.title, terms, WHOLE),
          excerpt: excerpt(
            rowConfig(articles),
            sql`${articles.desc} || ' ' || ${textOfHtml(articles.content)}`,
            terms,
          ),
          type: articles.type,
          imageUrl: articles.imageUrl,
          publishDate: articles.publishDate,
        })
        .from(hits)
        .innerJoin(articles, eq(articles.id, hits.id))
        .orderBy(desc(hits.rank), desc(hits.id));
    },

    /** Members the viewer may see (not suspended, not blocked either way) by name or bio. */
    async members(terms: SearchTerms, viewer: Viewer): Promise<MemberHitRow[]> {
      const hits = rankedPage(
        db,
        users,
        users.createdAt,
        terms,
        [visibleTo(viewer, { authorId: users.id })],
        candidates,
      );
      return db
        .select({
          id: hits.id,
          rank: hits.rank,
          name: headline(rowConfig(users), users.name, terms, WHOLE),
          bio: excerpt(rowConfig(users), users.bio, terms),
          avatarUrl: users.avatarUrl,
          statusBadge: users.statusBadge,
        })
        .from(hits)
        .innerJoin(users, eq(users.id, hits.id))
        .orderBy(desc(hits.rank), desc(hits.id));
    },
  };
}
