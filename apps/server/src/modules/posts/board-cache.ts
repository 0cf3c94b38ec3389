import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { DomainEventName } from '@one-world/contract';
import type { EventBus } from '../../events/event-bus';
import type { ClusterBus } from '../../lib/cluster-bus';

/** The encodings a cached page is kept in besides plain JSON, most preferred first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** One cached answer: the page as read (`T`), serialized as sent, and its validator. */
export interface CachedBoardPage<T> {
  /** The page as the service read it, before presenting: members' pages are made from it. */
  page: T;
  body: string;
  /** A weak ETag of the body (weak: compression may change the bytes, never the meaning). */
  etag: string;
  /**
   * The body compressed, made at the first request asking for that encoding: a page served a
   * thousand times a second is compressed once, not per request.
   */
  encoded(encoding: PageEncoding): Buffer;
}

const compressors: Record<PageEncoding, (body: string) => Buffer> = {
  // Quality 4, as the compression plugin uses for dynamic answers.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

interface Entry<T> extends CachedBoardPage<T> {
  expiresAt: number;
  postIds: readonly string[];
  firstPage: boolean;
}

export interface BoardCacheOptions {
  /** How long a page may be served after it was read (issue 12: at most 1 s stale). */
  ttlMs: number;
  /** How many pages it holds at most; the oldest is dropped first. */
  maxEntries: number;
  /** Milliseconds of a monotonic-enough clock (tests move it). */
  now?: () => number;
}

/** Events that may change any board's page (an author's name, badge or visibility). */
const CHANGES_EVERY_BOARD: readonly DomainEventName[] = [
  'user.updated',
  'user.deleted',
  'user.suspended',
  'user.unsuspended',
  'membership.changed',
];

/** What `follow` tells the other nodes: a post changed, a board has a new post, or anything. */
const POST_NEWS = 'post:';
const FIRST_PAGES_NEWS = 'first-pages';
const ALL_NEWS = 'all';

/** A weak ETag of a serialized body. */
export const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The short-lived cache of the boards' pages as visitors see them (issue 12). It lives in each
 * node's memory: an entry is served for at most `ttlMs` after it was read. A write drops the
 * pages it changes at once on the node that made it (its domain events, published after the
 * commit) and, through the cluster bus (Redis), on the others as soon as they hear of it; while
 * Redis is away they show it within `ttlMs`. Only
 * visitors' pages are stored; a member's page is made from the visitors' one with their own likes
 * read fresh, unless it shows someone they blocked or who blocked them (posts.service.ts).
 */
export function boardCache<T>({ ttlMs, maxEntries, now = Date.now }: BoardCacheOptions) {
  const entries = new Map<string, Entry<T>>();
  /** Which cached pages show a post: a change to the post drops exactly those. */
  const pagesOf = new Map<string, Set<string>>();
  /** Counts invalidations, so a page read before one is not stored after it. */
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const postId of entry.postIds) {
      const keys = pagesOf.get(postId);
      keys?.delete(key);
      if (keys?.size === 0) pagesOf.delete(postId);
    }
  };

  const invalidate = (keys: Iterable<string>) => {
    generation += 1;
    for (const key of [...keys]) drop(key);
  };
  const invalidatePost = (postId: string) => invalidate(pagesOf.get(postId) ?? []);
  const invalidateFirstPages = () =>
    invalidate([...entries].filter(([, entry]) => entry.firstPage).map(([key]) => key));
  const clear = () => invalidate(entries.keys());
  /** Drops what a piece of news (made by `follow`, here or on another node) says changed. */
  const applyNews = (news: string) => {
    if (news === FIRST_PAGES_NEWS) invalidateFirstPages();
    else if (news === ALL_NEWS) clear();
    else if (news.startsWith(POST_NEWS)) invalidatePost(news.slice(POST_NEWS.length));
  };

  return {
    /** The cached page for a request URL, if one is fresh. */
    get(key: string): CachedBoardPage<T> | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry;
      drop(key);
      return undefined;
    },

    /** Where the cache stands now: hand it back to `set` once the page has been read. */
    generation: () => generation,

    /**
     * Stores a page read at `readAt` (a `generation()`), unless something was invalidated since:
     * that page may already be out of date.
     */
    set(
      key: string,
      page: { page: T; body: string; postIds: readonly string[]; firstPage: boolean },
      readAt: number,
    ): CachedBoardPage<T> {
      const encodings = new Map<PageEncoding, Buffer>();
      const entry: Entry<T> = {
        ...page,
        etag: etagOf(page.body),
        expiresAt: now() + ttlMs,
        encoded(encoding) {
          const known = encodings.get(encoding);
          if (known) return known;
          const made = compressors[encoding](page.body);
          encodings.set(encoding, made);
          return made;
        },
      };
      if (readAt !== generation) return entry;
      drop(key);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      entries.set(key, entry);
      for (const postId of page.postIds) {
        const keys = pagesOf.get(postId) ?? new Set<string>();
        keys.add(key);
        pagesOf.set(postId, keys);
      }
      return entry;
    },

    /** Drops the pages showing the post (it changed, or its comments or likes did). */
    invalidatePost,

    /** Drops every board's first page (a new post shows at the top of its board). */
    invalidateFirstPages,

    /** Drops everything. */
    clear,

    /** How many pages it holds (for tests). */
    size: () => entries.size,

    /**
     * Keeps the cache in step with the domain events, published after each commit, and with the
     * other nodes': it tells them what it dropped, and drops what they tell it.
     */
    follow(events: EventBus, cluster: ClusterBus): void {
      const changed = (news: string) => {
        applyNews(news);
        cluster.publish('board-cache', news);
      };
      const post = ({ postId }: { postId: string }) => changed(`${POST_NEWS}${postId}`);
      events.subscribe('post.created', () => changed(FIRST_PAGES_NEWS));
      events.subscribe('post.updated', post);
      events.subscribe('post.deleted', post);
      events.subscribe('post.like-changed', post);
      events.subscribe('comment.created', post);
      events.subscribe('comment.updated', post);
      events.subscribe('comment.deleted', post);
      events.subscribe('content.removed', post);
      for (const name of CHANGES_EVERY_BOARD) events.subscribe(name, () => changed(ALL_NEWS));
      void cluster.subscribe('board-cache', applyNews);
    },
  };
}
