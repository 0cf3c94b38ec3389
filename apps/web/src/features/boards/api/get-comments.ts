import { CommentsPage } from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A post's comment lists, one per viewer (like the boards): each comment carries what the viewer
 * may do with it (`abilities`), so a list read by someone else is never shown.
 */
export const commentsQueryKeys = {
  post: (postId: string) => ['comments', postId] as const,
  list: (postId: string, viewerId: string | null) => ['comments', postId, viewerId] as const,
};

/** GET /api/comments/:postId — one page of a post's comments, oldest first. */
export function fetchComments(
  postId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentsPage> {
  return api.get(`/api/comments/${encodeURIComponent(postId)}`, {
    query: { cursor },
    signal,
    schema: import.meta.env.DEV && CommentsPage,
  });
}

/**
 * A post's full comment list, page by page. Boards embed the first comments of every post, so
 * this only runs (`enabled`) once "See More" needs comments beyond those.
 */
export function usePostComments(postId: string, viewerId: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentsQueryKeys.list(postId, viewerId),
    queryFn: ({ pageParam, signal }) => fetchComments(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
