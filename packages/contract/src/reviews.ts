import { z } from 'zod';
import { ActingUserId, ContentLanguageChoice, Cursor, MemberSummary, pageLimit } from './common';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './review-constants';

export const ReviewId = z.uuid({ message: 'reviews.invalidId' });
export const ReviewIdParams = z.object({ id: ReviewId });

// Messages are catalog ids; the limits reach them as the issue's own `minimum` / `maximum`.
const ReviewTitle = z
  .string({ error: 'reviews.titleRequired' })
  .trim()
  .min(REVIEW_LIMITS.titleMin, { message: 'reviews.titleTooShort' })
  .max(REVIEW_LIMITS.titleMax, { message: 'reviews.titleTooLong' });
const ReviewDesc = z
  .string({ error: 'reviews.descRequired' })
  .trim()
  .min(REVIEW_LIMITS.descMin, { message: 'reviews.descRequired' })
  .max(REVIEW_LIMITS.descMax, { message: 'reviews.descTooLong' });
/** A whole number of stars; a string such as "3" is refused, never coerced. */
const ReviewRatingSchema = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int({ message: REVIEW_MESSAGES.ratingRequired })
  .min(REVIEW_LIMITS.ratingMin, { message: REVIEW_MESSAGES.ratingRequired })
  .max(REVIEW_LIMITS.ratingMax, { message: REVIEW_MESSAGES.ratingRequired });

/**
 * POST /api/review (SPEC §7: `title`, `desc`, `rating`, `id`): the signed-in member's review of
 * the site. `id`, when sent, must be the member's own; a second review replaces the first.
 */
export const SaveReviewBody = z.object({
  title: ReviewTitle,
  desc: ReviewDesc,
  rating: ReviewRatingSchema,
  language: ContentLanguageChoice,
  id: ActingUserId,
});
export type SaveReviewBody = z.input<typeof SaveReviewBody>;

/** What the viewer may do with a review, decided by the server's policy. */
export const ReviewAbilities = z.object({ update: z.boolean(), hide: z.boolean() });
export type ReviewAbilities = z.infer<typeof ReviewAbilities>;

/** A review of the site (SPEC §3 Review); `hidden` is true only for one an admin hid. */
export const Review = z.object({
  _id: z.string(),
  user: MemberSummary,
  title: z.string(),
  desc: z.string(),
  /** The language it is written in (ISO 639-1), detected or chosen by its author; null: unknown. */
  language: z.string().nullable(),
  rating: z.number().int(),
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: ReviewAbilities,
});
export type Review = z.infer<typeof Review>;

/** The answer of POST /api/review: 201 for a first review, 200 when it replaced the member's. */
export const ReviewSaved = z.object({ message: z.string(), review: Review });
export type ReviewSaved = z.infer<typeof ReviewSaved>;

/**
 * GET /api/review: shown reviews newest first, keyset-paged; `hidden=include` (admins) adds the
 * hidden ones to the list, never to the average or the distribution.
 */
export const ReviewsQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(REVIEW_LIMITS.pageDefault, REVIEW_LIMITS.pageMax),
  hidden: z.enum(['exclude', 'include']).default('exclude'),
});
export type ReviewsQuery = z.input<typeof ReviewsQuery>;

/** How many shown reviews gave each number of stars. */
export const RatingDistribution = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type RatingDistribution = z.infer<typeof RatingDistribution>;

/**
 * A page of reviews with the summary of every shown review: the average to one decimal (null
 * when there is none), their count and the distribution of ratings.
 */
export const ReviewsPage = z.object({
  reviews: z.array(Review),
  nextCursor: z.string().nullable(),
  averageRating: z.number().nullable(),
  count: z.number().int(),
  distribution: RatingDistribution,
});
export type ReviewsPage = z.infer<typeof ReviewsPage>;

/** PUT /api/review/:id/hidden (admins): hides a review or shows it again. */
export const ReviewHiddenBody = z.object({ hidden: z.boolean({ error: 'reviews.hiddenBoolean' }) });
export type ReviewHiddenBody = z.infer<typeof ReviewHiddenBody>;
