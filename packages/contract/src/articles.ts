/**
 * Articles ("inspiration", SPEC §2–§4, §7, §9): the public list and page, the home carousel and
 * the admins' editor. Content is HTML that the server sanitizes with an allow-list before storing.
 */
import { z } from 'zod';
import { ContentLanguageChoice, Cursor, Image, ImageDataUrl, pageLimit } from './common';
import { ARTICLE_TYPES, PAGE_LIMITS } from './constants';

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descMin: 1,
  descMax: 500,
  categoryMin: 2,
  categoryMax: 50,
  /** Of the HTML as sent; the sanitized HTML is never longer. */
  contentMax: 100_000,
  filterMax: 50,
  mediaUrlMax: 2_000,
  pageDefault: 12,
  pageMax: PAGE_LIMITS.pageMax,
} as const;

/** The fixed promotional video entry, always first in the home carousel (SPEC §3). */
export const FIXED_VIDEO_ENTRY = {
  type: 'video',
  title: 'Today We Start - Join the Global Movement',
  desc: 'Launching this year, join the social network that will change the world. Collaborate on pressing issues and enrich your knowledge of the world.',
} as const;

export const ArticleId = z.uuid({ message: 'articles.invalidId' });
export const ArticleIdParams = z.object({ id: ArticleId });
/**
 * GET /api/article/:id takes any string: article links are shared publicly, so a mangled id gets
 * the same JSON 404 as an unknown one rather than a 400.
 */
export const ArticleLinkParams = z.object({ id: z.string() });

/**
 * GET /api/article. `filter` is a case-insensitive substring of the category. `status` is for
 * admins (`draft` or `all` include drafts; anyone else asking gets 403); the public gets
 * published articles only.
 */
export const ArticlesQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(ARTICLE_LIMITS.pageDefault, ARTICLE_LIMITS.pageMax),
  filter: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.filterMax, { message: 'articles.filterTooLong' })
    .optional(),
  status: z
    .enum(['published', 'draft', 'all'], { error: 'articles.statusFilterInvalid' })
    .optional(),
});
export type ArticlesQuery = z.infer<typeof ArticlesQuery>;

/** What the viewer may do with an article (admins edit and delete). */
export const ArticleAbilities = z.object({ update: z.boolean(), delete: z.boolean() });
export type ArticleAbilities = z.infer<typeof ArticleAbilities>;

/** An article in a list: everything but its content (the page fetches that). */
export const ArticleSummary = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  type: z.enum(ARTICLE_TYPES),
  category: z.string(),
  img: Image,
  /** The video's address, for `type: 'video'`; null otherwise. */
  mediaUrl: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  /** The language it is written in (ISO 639-1), detected or chosen by its author; null: unknown. */
  language: z.string().nullable(),
  publishDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: ArticleAbilities,
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;

/** One article with its sanitized HTML content (SPEC §7 `GET /api/article/{id}`). */
export const Article = ArticleSummary.extend({ content: z.string() });
export type Article = z.infer<typeof Article>;

export const ArticlesPage = z.object({
  articles: z.array(ArticleSummary),
  nextCursor: z.string().nullable(),
});
export type ArticlesPage = z.infer<typeof ArticlesPage>;

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'articles.mediaUrlInvalid' })
  .max(ARTICLE_LIMITS.mediaUrlMax, { message: 'articles.mediaUrlTooLong' });

/**
 * POST /api/article and PUT /api/article/:id (admins). `image` is a new cover as a data URL
 * (PNG, JPEG, WebP or GIF, at most 5 MB); left out on PUT, the cover stays. A video needs its
 * `mediaUrl`.
 */
export const ArticleBody = z
  .object({
    title: z
      .string({ error: 'articles.titleRequired' })
      .trim()
      .min(ARTICLE_LIMITS.titleMin, { message: 'articles.titleTooShort' })
      .max(ARTICLE_LIMITS.titleMax, { message: 'articles.titleTooLong' }),
    desc: z
      .string({ error: 'articles.descRequired' })
      .trim()
      .min(ARTICLE_LIMITS.descMin, { message: 'articles.descRequired' })
      .max(ARTICLE_LIMITS.descMax, { message: 'articles.descTooLong' }),
    content: z
      .string({ error: 'articles.contentRequired' })
      .max(ARTICLE_LIMITS.contentMax, { message: 'articles.contentTooLong' }),
    type: z.enum(ARTICLE_TYPES, { error: 'articles.typeInvalid' }),
    category: z
      .string({ error: 'articles.categoryRequired' })
      .trim()
      .min(ARTICLE_LIMITS.categoryMin, { message: 'articles.categoryTooShort' })
      .max(ARTICLE_LIMITS.categoryMax, { message: 'articles.categoryTooLong' }),
    mediaUrl: httpUrl.nullish(),
    publishDate: z.iso.datetime({ offset: true, message: 'articles.publishDateInvalid' }),
    status: z.enum(ARTICLE_STATUSES, { error: 'articles.statusInvalid' }),
    image: ImageDataUrl.optional(),
    language: ContentLanguageChoice,
  })
  .refine((body) => body.type !== 'video' || Boolean(body.mediaUrl), {
    path: ['mediaUrl'],
    message: 'articles.videoNeedsLink',
  });
export type ArticleBody = z.infer<typeof ArticleBody>;

export const ArticleResponse = z.object({ message: z.string(), article: Article });
export type ArticleResponse = z.infer<typeof ArticleResponse>;

/** POST /api/article/images (admins, multipart `file`): an image for the article's content. */
export const UploadedImageResponse = z.object({ img: Image });
export type UploadedImageResponse = z.infer<typeof UploadedImageResponse>;
