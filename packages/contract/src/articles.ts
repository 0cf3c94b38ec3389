/**
 * Articles ("inspiration", SPEC §2–§4, §7, §9): the public list and page, the home carousel and
 * the admins' editor. Content is HTML that the server sanitizes with an allow-list before storing.
 */
import { z } from 'zod';
import { Cursor, Image, ImageDataUrl, PAGE_LIMITS, pageLimit } from './common';
import { ARTICLE_TYPES } from './constants';

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The list's four filter buttons and the values they set (SPEC §2 "Inspiration list"). */
export const ARTICLE_FILTERS = [
  { label: 'How-Tos', value: 'How-Tos' },
  { label: 'Editorials', value: 'editorials' },
  { label: 'Climate News', value: 'climate' },
  { label: 'Science News', value: 'science' },
] as const;

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

/** SPEC §9 "Inspiration card image height 250 px" and the carousel's constants. */
export const INSPIRATION_CARD_IMAGE_HEIGHT_PX = 250;
export const CAROUSEL = {
  maxItems: 5,
  slidesPerView: 1,
  spaceBetween: 10,
  autoplayDelayMs: 1000,
} as const;

/** The fixed promotional video entry, always first in the home carousel (SPEC §3). */
export const FIXED_VIDEO_ENTRY = {
  type: 'video',
  title: 'Today We Start - Join the Global Movement',
  desc: 'Launching this year, join the social network that will change the world. Collaborate on pressing issues and enrich your knowledge of the world.',
} as const;

export const ARTICLE_MESSAGES = {
  empty: 'No Inspiration Found',
  notFound: 'Article not found',
  created: 'Article created',
  updated: 'Article saved',
  deleted: 'Article deleted',
  publishedOn: 'Published on',
} as const;

export const ArticleId = z.uuid({ message: 'Invalid article id' });
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
    .max(ARTICLE_LIMITS.filterMax, {
      message: `Filter must be at most ${ARTICLE_LIMITS.filterMax} characters`,
    })
    .optional(),
  status: z
    .enum(['published', 'draft', 'all'], { error: 'Must be published, draft or all' })
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
  .url({ protocol: /^https?$/, message: 'Must be an http or https address' })
  .max(ARTICLE_LIMITS.mediaUrlMax, { message: 'Address is too long' });

/**
 * POST /api/article and PUT /api/article/:id (admins). `image` is a new cover as a data URL
 * (PNG, JPEG, WebP or GIF, at most 5 MB); left out on PUT, the cover stays. A video needs its
 * `mediaUrl`.
 */
export const ArticleBody = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(ARTICLE_LIMITS.titleMin, {
        message: `Title must be at least ${ARTICLE_LIMITS.titleMin} characters`,
      })
      .max(ARTICLE_LIMITS.titleMax, {
        message: `Title must be at most ${ARTICLE_LIMITS.titleMax} characters`,
      }),
    desc: z
      .string({ error: 'Description is required' })
      .trim()
      .min(ARTICLE_LIMITS.descMin, { message: 'Description is required' })
      .max(ARTICLE_LIMITS.descMax, {
        message: `Description must be at most ${ARTICLE_LIMITS.descMax} characters`,
      }),
    content: z
      .string({ error: 'Content is required' })
      .max(ARTICLE_LIMITS.contentMax, { message: 'Content is too long' }),
    type: z.enum(ARTICLE_TYPES, { error: 'Must be article or video' }),
    category: z
      .string({ error: 'Category is required' })
      .trim()
      .min(ARTICLE_LIMITS.categoryMin, {
        message: `Category must be at least ${ARTICLE_LIMITS.categoryMin} characters`,
      })
      .max(ARTICLE_LIMITS.categoryMax, {
        message: `Category must be at most ${ARTICLE_LIMITS.categoryMax} characters`,
      }),
    mediaUrl: httpUrl.nullish(),
    publishDate: z.iso.datetime({ offset: true, message: 'Must be a date and time' }),
    status: z.enum(ARTICLE_STATUSES, { error: 'Must be draft or published' }),
    image: ImageDataUrl.optional(),
  })
  .refine((body) => body.type !== 'video' || Boolean(body.mediaUrl), {
    path: ['mediaUrl'],
    message: 'A video needs its link',
  });
export type ArticleBody = z.infer<typeof ArticleBody>;

export const ArticleResponse = z.object({ message: z.string(), article: Article });
export type ArticleResponse = z.infer<typeof ArticleResponse>;

/** POST /api/article/images (admins, multipart `file`): an image for the article's content. */
export const UploadedImageResponse = z.object({ img: Image });
export type UploadedImageResponse = z.infer<typeof UploadedImageResponse>;
