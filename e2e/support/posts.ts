import type { Category, CreatePostResponse, Post, Region } from '@one-world/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/** Publishes a post through the real `POST /api/posts` as whoever `request` is signed in as. */
export async function createPostViaApi(
  request: APIRequestContext,
  post: { title: string; postCategory: Category; region: Region | null; content?: string },
): Promise<Post> {
  const response = await request.post('/api/posts', {
    data: { content: 'Posted by an end-to-end test.', ...post },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as CreatePostResponse).post;
}

/** Comments on a post through the real `POST /api/comments/:postId`. */
export async function commentViaApi(request: APIRequestContext, postId: string, text: string) {
  const response = await request.post(`/api/comments/${postId}`, {
    data: { commentContent: text },
  });
  expect(response.status(), await response.text()).toBe(200);
}
