import { z } from 'zod';
import { Cursor, Image, MemberSummary, pageLimit, StatusBadgeSchema } from './common';
import { ARTICLE_TYPES, CATEGORIES, REGIONS, SEARCH_LIMITS } from './constants';

export const SEARCH_TYPES = ['all', 'posts', 'articles', 'members'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * GET /api/search — PostgreSQL full-text search (websearch syntax: "quoted phrases", or, -word),
 * ranked. Each section ranks its newest `candidatesPerType` matches only (posts by when written,
 * members by when they joined, articles by publication) and ends after them, so a search costs
 * the same however many rows match. `type=all` (the default) answers the first `previewPerType`
 * hits of each section; a section's `nextCursor` continues it with `type` set to that section.
 * `category` and `region` filter posts only.
 */
export const SearchQuery = z.object({
  q: z
    .string({ error: 'search.invalidQueryRequired' })
    .trim()
    .min(SEARCH_LIMITS.qMin, { message: 'search.invalidQueryRequired' })
    .max(SEARCH_LIMITS.qMax, { message: 'search.queryTooLong' }),
  type: z.enum(SEARCH_TYPES, { error: 'validation.oneOf' }).default('all'),
  category: z.enum(CATEGORIES, { error: 'validation.oneOf' }).optional(),
  region: z.enum(REGIONS, { error: 'validation.oneOf' }).optional(),
  cursor: Cursor.optional(),
  limit: pageLimit(SEARCH_LIMITS.pageDefault, SEARCH_LIMITS.pageMax),
});
export type SearchQuery = z.input<typeof SearchQuery>;

/**
 * A highlighted text: the matched words are the parts with `match: true`. The web renders each
 * part as text (a match inside <mark>), so nothing of a member's text is ever read as HTML.
 */
export const Highlighted = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlighted = z.infer<typeof Highlighted>;

export const PostHit = z.object({
  _id: z.string(),
  title: Highlighted,
  /** An excerpt of the post around its matches. */
  excerpt: Highlighted,
  postCategory: z.enum(CATEGORIES),
  region: z.enum(REGIONS).nullable(),
  createdAt: z.string(),
  user: MemberSummary,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** Whether a moderator removed it (only admins find removed posts). */
  removed: z.boolean(),
});
export type PostHit = z.infer<typeof PostHit>;

export const ArticleHit = z.object({
  _id: z.string(),
  title: Highlighted,
  excerpt: Highlighted,
  type: z.enum(ARTICLE_TYPES),
  img: Image.nullable(),
  publishDate: z.string(),
});
export type ArticleHit = z.infer<typeof ArticleHit>;

export const MemberHit = z.object({
  _id: z.string(),
  name: Highlighted,
  bio: Highlighted,
  img: Image,
  statusBadge: StatusBadgeSchema,
});
export type MemberHit = z.infer<typeof MemberHit>;

const section = <T extends z.ZodType>(hit: T) =>
  z.object({ items: z.array(hit), nextCursor: z.string().nullable() });

/** Every section is present; those not asked for by `type` are empty with a null cursor. */
export const SearchResponse = z.object({
  q: z.string(),
  posts: section(PostHit),
  articles: section(ArticleHit),
  members: section(MemberHit),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
