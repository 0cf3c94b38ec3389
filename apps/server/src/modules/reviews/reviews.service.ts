import { REVIEW_MESSAGES, type ReviewsQuery, type SaveReviewBody } from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { notFound, unauthorized } from '../../lib/http-errors';
import { decodeCursor, type Page, pageOf } from '../../lib/keyset-cursor';
import { languageOnWrite } from '../../lib/language-detect';
import type { Actor } from '../../lib/policy';
import { reviewPolicy } from './reviews.policy';
import { type RatingCounts, type ReviewItem, reviewsRepository } from './reviews.repository';

const notFoundError = () => notFound(REVIEW_MESSAGES.notFound);

/** Site reviews: the public list with its summary, a member's one review, admins hiding. */
export function reviewsService(ctx: ServiceContext) {
  async function found(id: string): Promise<ReviewItem> {
    const review = await reviewsRepository(ctx.db).find(id);
    if (!review) throw notFoundError();
    return review;
  }

  return {
    /**
     * A page of reviews newest first with the summary of the shown ones; `hidden=include` adds
     * the hidden ones to the page for those the policy lets hide them (admins).
     */
    async list(
      viewer: Actor | null,
      query: z.output<typeof ReviewsQuery>,
    ): Promise<{ page: Page<ReviewItem>; counts: RatingCounts }> {
      const includeHidden = query.hidden === 'include';
      if (includeHidden) {
        if (!viewer) throw unauthorized();
        // Seeing the hidden reviews goes with being allowed to hide any review.
        reviewPolicy.authorize(viewer, 'hide', { userId: '' });
      }
      const repository = reviewsRepository(ctx.db);
      const [rows, counts] = await Promise.all([
        repository.list(includeHidden, decodeCursor(query.cursor), query.limit + 1),
        repository.ratingCounts(),
      ]);
      return { page: pageOf(rows, query.limit), counts };
    },

    /** The member's own review, hidden or not; 404 when they have not reviewed the site. */
    async mine(actor: Actor): Promise<ReviewItem> {
      const review = await reviewsRepository(ctx.db).findByAuthor(actor.id);
      if (!review) throw notFoundError();
      return review;
    },

    /**
     * Saves the member's one review: the first one is created, a later one replaces its title,
     * description and rating (an admin's hiding stays). `created` tells which happened.
     */
    async save(
      actor: Actor,
      input: z.output<typeof SaveReviewBody>,
    ): Promise<{ review: ReviewItem; created: boolean }> {
      const repo = reviewsRepository(ctx.db);
      // A replaced review keeps the language its author chose unless they choose another.
      const earlier = input.language === undefined ? await repo.findByAuthor(actor.id) : null;
      const language = languageOnWrite(
        input.language,
        [input.title, input.desc],
        earlier ? { language: earlier.language, text: [earlier.title, earlier.desc] } : undefined,
      );
      const { id, created } = await repo.upsert(
        actor.id,
        { title: input.title, desc: input.desc, rating: input.rating, language },
        ctx.clock.now(),
      );
      return { review: await found(id), created };
    },

    /** Hides a review from the list and the average, or shows it again (admins). */
    async setHidden(actor: Actor, id: string, hidden: boolean): Promise<ReviewItem> {
      reviewPolicy.authorize(actor, 'hide', await found(id));
      const changed = await reviewsRepository(ctx.db).setHidden(
        id,
        hidden ? { at: ctx.clock.now(), by: actor.id } : null,
      );
      if (!changed) throw notFoundError();
      return found(id);
    },
  };
}
