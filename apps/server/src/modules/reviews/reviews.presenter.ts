import {
  type RatingDistribution,
  REVIEW_RATINGS,
  type Review,
  type ReviewsPage,
} from '@one-world/contract';
import { imageOf } from '../../lib/images';
import type { Page } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import { reviewPolicy } from './reviews.policy';
import type { RatingCounts, ReviewItem } from './reviews.repository';

/** A review as SPEC §3 shapes it, with what the viewer may do with it. */
export function toReview(r: ReviewItem, viewer: Actor | null): Review {
  return {
    _id: r.id,
    user: {
      _id: r.userId,
      name: r.authorName,
      img: imageOf(r.authorAvatarUrl),
      statusBadge: r.authorStatusBadge,
    },
    title: r.title,
    desc: r.desc,
    language: r.language,
    rating: r.rating,
    hidden: r.hiddenAt !== null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    abilities: reviewPolicy.abilities(viewer, r),
  };
}

/**
 * A page of reviews with the summary of the shown ones: count, distribution and the average
 * rounded to one decimal (null when nobody has reviewed yet).
 */
export function toReviewsPage(
  page: Page<ReviewItem>,
  counts: RatingCounts,
  viewer: Actor | null,
): ReviewsPage {
  const distribution = Object.fromEntries(
    REVIEW_RATINGS.map((rating) => [rating, counts.find((c) => c.rating === rating)?.count ?? 0]),
  ) as RatingDistribution;
  const count = counts.reduce((sum, c) => sum + c.count, 0);
  const total = counts.reduce((sum, c) => sum + c.rating * c.count, 0);
  return {
    reviews: page.items.map((r) => toReview(r, viewer)),
    nextCursor: page.nextCursor,
    averageRating: count === 0 ? null : Math.round((total / count) * 10) / 10,
    count,
    distribution,
  };
}
