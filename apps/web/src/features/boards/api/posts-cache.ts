/**
 * The board caches: every board is an infinite query under `['posts', 'board', category,
 * region, viewerId]` (the viewer is part of the key because `likedByUser` depends on who
 * asks, so signing in or out never shows someone else's likes). A post can sit on several boards at once (/Climate and /Climate/Africa), so
 * mutations change it through these helpers in every cached board.
 */
import {
  boardRegions,
  type Category,
  type Post,
  type PostsPage,
  type Region,
} from '@one-world/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export type BoardData = InfiniteData<PostsPage, string | null>;

export const postsQueryKeys = {
  boards: ['posts', 'board'] as const,
  board: (category: Category, region: Region | null, viewerId: string | null) =>
    ['posts', 'board', category, region, viewerId] as const,
};

/** Whether a post belongs on a board: its topic, and a region the board shows. */
export function belongsOnBoard(post: Post, category: Category, region: Region | null): boolean {
  if (post.postCategory !== category) return false;
  const regions = boardRegions(region);
  return regions === null || regions.includes(post.region);
}

/** The post with this id from any cached board, e.g. to remember it before a change. */
export function findCachedPost(client: QueryClient, postId: string): Post | undefined {
  for (const [, data] of client.getQueriesData<BoardData>({ queryKey: postsQueryKeys.boards })) {
    for (const page of data?.pages ?? []) {
      const post = page.posts.find((candidate) => candidate._id === postId);
      if (post) return post;
    }
  }
  return undefined;
}

function mapPosts(data: BoardData | undefined, map: (posts: Post[]) => Post[]) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, posts: map(page.posts) })) };
}

/** Applies `update` to the post with this id wherever it is cached. */
export function updateCachedPost(
  client: QueryClient,
  postId: string,
  update: (post: Post) => Post,
): void {
  client.setQueriesData<BoardData>({ queryKey: postsQueryKeys.boards }, (data) =>
    mapPosts(data, (posts) => posts.map((post) => (post._id === postId ? update(post) : post))),
  );
}

/** Drops a deleted post from every cached board. */
export function removeCachedPost(client: QueryClient, postId: string): void {
  client.setQueriesData<BoardData>({ queryKey: postsQueryKeys.boards }, (data) =>
    mapPosts(data, (posts) => posts.filter((post) => post._id !== postId)),
  );
}

/** Puts a new post at the top of every cached board it belongs on. */
export function prependCachedPost(client: QueryClient, post: Post): void {
  for (const [key, data] of client.getQueriesData<BoardData>({ queryKey: postsQueryKeys.boards })) {
    const [, , category, region] = key as ReturnType<typeof postsQueryKeys.board>;
    if (!data || !belongsOnBoard(post, category, region)) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    client.setQueryData<BoardData>(key, {
      ...data,
      pages: [{ ...first, posts: [post, ...first.posts] }, ...rest],
    });
  }
}
