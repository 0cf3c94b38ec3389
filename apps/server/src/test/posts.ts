import type { CreatePostResponse, Post } from '@one-world/contract';
import type { App } from '../app';

export interface PostInput {
  title?: string;
  content?: string;
  postCategory?: string;
  region?: string | null;
}

/** Publishes a post through the real `POST /api/posts` as the member whose cookie is given. */
export async function publish(app: App, cookie: string, input: PostInput = {}): Promise<Post> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie },
    payload: {
      title: 'Clean water for every village',
      content: 'How do we fund wells that last?',
      postCategory: 'Climate',
      ...input,
    },
  });
  if (res.statusCode !== 200) throw new Error(`publish failed with ${res.statusCode}: ${res.body}`);
  return res.json<CreatePostResponse>().post;
}

/** Comments on a post through the real `POST /api/comments/:postId`. */
export async function comment(app: App, cookie: string, postId: string, text: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/comments/${postId}`,
    headers: { cookie },
    payload: { commentContent: text },
  });
  if (res.statusCode !== 200) throw new Error(`comment failed with ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A uuid no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
