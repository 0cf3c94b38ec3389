import {
  Review,
  type ReviewHiddenBody,
  ReviewSaved,
  ReviewsPage,
  type SaveReviewBody,
} from '@one-world/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isHttpError } from '../../../lib/api-client';

/** Every review query starts with this, so a write refreshes the list and the member's own. */
const REVIEWS_KEY = ['reviews'] as const;

/** GET /api/review — one page newest first with the summary; admins may include hidden ones. */
export function fetchReviewsPage(
  cursor: string | null,
  includeHidden: boolean,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  return api.get('/api/review', {
    query: { cursor, hidden: includeHidden ? 'include' : undefined },
    signal,
    schema: import.meta.env.DEV && ReviewsPage,
  });
}

/** The reviews, page by page; `includeHidden` (admins) also lists the hidden ones. */
export function useReviews(includeHidden: boolean) {
  return useInfiniteQuery({
    queryKey: [...REVIEWS_KEY, 'list', { includeHidden }],
    queryFn: ({ pageParam, signal }) => fetchReviewsPage(pageParam, includeHidden, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/review/mine — the member's review, or null when they have not written one. */
export async function fetchMyReview(signal?: AbortSignal): Promise<Review | null> {
  try {
    return await api.get('/api/review/mine', { signal, schema: import.meta.env.DEV && Review });
  } catch (error) {
    if (isHttpError(error, 404)) return null;
    throw error;
  }
}

/** The signed-in member's review, to edit it. */
export function useMyReview() {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'mine'],
    queryFn: ({ signal }) => fetchMyReview(signal),
  });
}

/** POST /api/review — saves the member's one review (creates it, or replaces it). */
export function saveReview(body: SaveReviewBody): Promise<ReviewSaved> {
  return api.post('/api/review', body, { schema: import.meta.env.DEV && ReviewSaved });
}

export interface ReviewHiddenInput {
  id: string;
  body: ReviewHiddenBody;
}

/** PUT /api/review/:id/hidden — an admin hides a review or shows it again. */
export function setReviewHidden({ id, body }: ReviewHiddenInput): Promise<Review> {
  return api.put(`/api/review/${encodeURIComponent(id)}/hidden`, body, {
    schema: import.meta.env.DEV && Review,
  });
}

/** A review write that refreshes the list, its summary and the member's own review. */
function useReviewWrite<I, R>(write: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

export const useSaveReview = () => useReviewWrite(saveReview);
export const useSetReviewHidden = () => useReviewWrite(setReviewHidden);
