/**
 * The post caches: every board is an infinite query under `['posts', 'board', category,
 * region, viewerId]`, and a single-post page is under `['posts', 'one', postId, viewerId]` (the
 * viewer is part of the keys because `likedByUser` and `abilities` depend on who asks, so signing
 * in or out never shows someone else's). A post can sit on several boards and its own page at
 * once, so mutations change it through these helpers everywhere it is cached.
 */
import {
  boardRegions,
  type Category,
  type Comment,
  type CommentsPage,
  type Post,
  type PostsPage,
  type Region,
} from '@one-world/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { commentsQueryKeys } from './get-comments';

export type BoardData = InfiniteData<PostsPage, string | null>;
type BoardKey = readonly [
  'posts',
  'board',
  Category,
  Region | null,
  string | null,
  (readonly string[])?,
];
export type CommentsData = InfiniteData<CommentsPage, string | null>;

export const postsQueryKeys = {
  /** Every post cache: boards and single posts. */
  all: ['posts'] as const,
  boards: ['posts', 'board'] as const,
  /** A board; one filtered to "my languages" (issue 17) has its languages after the viewer. */
  board: (
    category: Category,
    region: Region | null,
    viewerId: string | null,
    languages: readonly string[] | null = null,
  ): BoardKey =>
    languages
      ? ['posts', 'board', category, region, viewerId, languages]
      : ['posts', 'board', category, region, viewerId],
  /** One post's page, for every viewer. */
  post: (postId: string) => ['posts', 'one', postId] as const,
  one: (postId: string, viewerId: string | null) => ['posts', 'one', postId, viewerId] as const,
};

/** Whether a post belongs on a board: its topic, and a region the board shows. */
export function belongsOnBoard(post: Post, category: Category, region: Region | null): boolean {
  if (post.postCategory !== category) return false;
  const regions = boardRegions(region);
  return regions === null || regions.includes(post.region);
}

/** The post with this id from its page or any cached board, e.g. to remember it before a change. */
export function findCachedPost(client: QueryClient, postId: string): Post | undefined {
  for (const [, post] of client.getQueriesData<Post>({ queryKey: postsQueryKeys.post(postId) })) {
    if (post) return post;
  }
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

/** Applies `update` to the post with this id wherever it is cached (boards and its page). */
export function updateCachedPost(
  client: QueryClient,
  postId: string,
  update: (post: Post) => Post,
): void {
  client.setQueriesData<BoardData>({ queryKey: postsQueryKeys.boards }, (data) =>
    mapPosts(data, (posts) => posts.map((post) => (post._id === postId ? update(post) : post))),
  );
  client.setQueriesData<Post>(
    { queryKey: postsQueryKeys.post(postId) },
    (post) => post && update(post),
  );
}

/**
 * Drops a deleted post from every cached board, and marks its page and comments stale without
 * reading them again now: the page showing them is being left, and a later visit asks anew.
 */
export function removeCachedPost(client: QueryClient, postId: string): void {
  client.setQueriesData<BoardData>({ queryKey: postsQueryKeys.boards }, (data) =>
    mapPosts(data, (posts) => posts.filter((post) => post._id !== postId)),
  );
  for (const queryKey of [postsQueryKeys.post(postId), commentsQueryKeys.post(postId)]) {
    void client.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

/**
 * Applies `update` to the comments of one post wherever they are cached: those embedded in the
 * post (boards and its page) and every page of its comment lists.
 */
export function updateCachedComments(
  client: QueryClient,
  postId: string,
  update: (comments: Comment[]) => Comment[],
): void {
  updateCachedPost(client, postId, (post) => ({ ...post, comments: update(post.comments) }));
  client.setQueriesData<CommentsData>(
    { queryKey: commentsQueryKeys.post(postId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, comments: update(page.comments) })),
      },
  );
}

/** Puts a new post at the top of every cached board it belongs on. */
export function prependCachedPost(client: QueryClient, post: Post): void {
  for (const [key, data] of client.getQueriesData<BoardData>({ queryKey: postsQueryKeys.boards })) {
    const [, , category, region, , languages] = key as BoardKey;
    if (!data || !belongsOnBoard(post, category, region)) continue;
    // A board filtered to "my languages" shows posts in them and those of unknown language.
    if (languages && post.language !== null && !languages.includes(post.language)) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    client.setQueryData<BoardData>(key, {
      ...data,
      pages: [{ ...first, posts: [post, ...first.posts] }, ...rest],
    });
  }
}
