import type { MessageId } from '@one-world/i18n';
import { PAGE_LIMITS } from './constants';

/**
 * The site reviews' limits and texts (issue 10).
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads: these reach
 * only the pages that read them (docs/ARCHITECTURE.md, "A page keeps only the contract's schemas
 * it uses").
 */

/** Site review limits (issue 10). Texts are trimmed before they are measured. */
export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descMin: 1,
  descMax: 2000,
  /** SPEC §9: a review rates the site with 1 to 5 stars. */
  ratingMin: 1,
  ratingMax: 5,
  pageDefault: PAGE_LIMITS.pageDefault,
  pageMax: PAGE_LIMITS.pageMax,
} as const;

/** The star ratings a review can give, lowest first. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** Texts of the review endpoints and screens (SPEC §2 "Reviews", §8). */
export const REVIEW_MESSAGES = {
  created: 'reviews.created',
  updated: 'reviews.updated',
  hidden: 'reviews.hidden',
  shown: 'reviews.shown',
  notFound: 'reviews.notFound',
  /** SPEC §8: a failed submission shows the server's message, else this. */
  fallbackError: 'reviews.fallbackError',
  heading: 'reviews.heading',
  addReview: 'reviews.addReview',
  editReview: 'reviews.editReview',
  empty: 'reviews.empty',
  noAverage: 'reviews.noAverage',
  ratingRequired: 'reviews.ratingRequired',
  /** `{n}`: "3 stars". */
  starLabel: 'reviews.starLabel',
  /** `{n}`: "4 out of 5". */
  outOfFive: 'reviews.outOfFive',
} as const satisfies Record<string, MessageId>;
