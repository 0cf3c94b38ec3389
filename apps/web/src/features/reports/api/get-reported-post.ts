import { PostResponse } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportQueryKeys } from './report-query-keys';

/** GET /api/posts/:postId — the post a report is about (or a reported comment's post). */
export function fetchReportedPost(postId: string, signal?: AbortSignal): Promise<PostResponse> {
  return api.get(`/api/posts/${encodeURIComponent(postId)}`, {
    signal,
    schema: import.meta.env.DEV && PostResponse,
  });
}

/** The post the form names; nothing is asked while no post is named. */
export function useReportedPost(postId: string | null) {
  return useQuery({
    queryKey: reportQueryKeys.post(postId ?? ''),
    queryFn: ({ signal }) => fetchReportedPost(postId ?? '', signal),
    enabled: postId !== null,
    // A 404 (deleted or removed) will not heal by asking again.
    retry: false,
  });
}
