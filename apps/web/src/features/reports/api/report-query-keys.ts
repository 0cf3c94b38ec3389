/** The report form's queries: the member's own reports, and the post or member being reported. */
export const reportQueryKeys = {
  mine: ['reports', 'mine'] as const,
  post: (postId: string) => ['reports', 'post', postId] as const,
  user: (userId: string) => ['reports', 'user', userId] as const,
};
