import type { CreatePostResponse, Post } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { blocks, comments, posts, users } from '../db/schema';

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

// The moderation and block endpoints are built beside the boards (issue 11); until then, and to
// keep these tests about what the boards show, the hidden states are written straight to the rows.

/** Marks a post or a comment removed by a moderator, with a reason, as moderation stores it. */
export async function markRemoved(
  app: App,
  kind: 'post' | 'comment',
  id: string,
  reason = 'Spam',
): Promise<void> {
  const table = kind === 'post' ? posts : comments;
  await app.ctx.db
    .update(table)
    .set({ removedAt: new Date(), removedReason: reason })
    .where(eq(table.id, id));
}

/**
 * Suspends a member until the given time (for good without one; a past time: a suspension that
 * has ended), as moderation stores it, and publishes moderation's event so the boards' shared
 * page cache drops what it changed.
 */
export async function markSuspended(app: App, userId: string, until: Date | null = null) {
  const reason = 'Test suspension';
  await app.ctx.db
    .update(users)
    .set({ suspendedAt: new Date(), suspendedUntil: until, suspensionReason: reason })
    .where(eq(users.id, userId));
  app.ctx.events.publish([
    {
      name: 'user.suspended',
      payload: {
        userId,
        actorId: userId,
        until: until?.toISOString() ?? null,
        reason,
        reports: [],
      },
    },
  ]);
}

/** Records that `blockerId` blocked `blockedId`, as the block endpoint stores it. */
export async function markBlocked(app: App, blockerId: string, blockedId: string) {
  await app.ctx.db.insert(blocks).values({ blockerId, blockedId });
}
