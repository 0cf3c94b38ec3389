/** Helpers for the reviews module's tests: writes and reads through the real API. */
import type { ReviewSaved, ReviewsPage } from '@one-world/contract';
import type { App } from '../../app';

/** A body that passes SaveReviewBody; override what a test is about. */
export const reviewBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'A welcoming place',
  desc: 'Good conversations about the things that matter.',
  rating: 4,
  ...overrides,
});

/** `POST /api/review` as the member whose cookie is given ('' for a visitor). */
export const postReview = (app: App, cookie: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/review',
    headers: cookie ? { cookie } : {},
    payload,
  });

/** Saves a review through the real API, expecting 200 or 201. */
export async function addReview(
  app: App,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<ReviewSaved> {
  const res = await postReview(app, cookie, reviewBody(overrides));
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`review failed with ${res.statusCode}: ${res.body}`);
  }
  return res.json<ReviewSaved>();
}

/** `PUT /api/review/:id/hidden` as the member whose cookie is given. */
export const setHidden = (app: App, cookie: string, id: string, hidden: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/review/${id}/hidden`,
    headers: cookie ? { cookie } : {},
    payload: { hidden },
  });

/** Reads `GET /api/review?query`, expecting 200. */
export async function listReviews(app: App, query = '', cookie = ''): Promise<ReviewsPage> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/review?${query}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`list failed with ${res.statusCode}: ${res.body}`);
  return res.json<ReviewsPage>();
}
