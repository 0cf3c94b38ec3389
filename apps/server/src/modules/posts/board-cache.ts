import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { DomainEventName } from '@one-world/contract';
import type { EventBus } from '../../events/event-bus';

/** The encodings a cached page is kept in besides plain JSON, most preferred first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** One cached answer: the serialized page as sent, and its validator. */
export interface CachedBoardPage {
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

interface Entry extends CachedBoardPage {
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

/** A weak ETag of a serialized body. */
export const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The short-lived cache of the boards' pages as visitors see them (issue 12). It lives in each
 * node's memory: an entry is served for at most `ttlMs` after it was read, so with several nodes
 * a write made on one node shows on the others within that bound, and at once on the node that
 * wrote (its domain events, published after the commit, drop the pages it changes). Only
 * visitors' pages are ever stored; a member's page (their likes, their abilities, their blocks)
 * is always read fresh.
 */
export function boardCache({ ttlMs, maxEntries, now = Date.now }: BoardCacheOptions) {
  const entries = new Map<string, Entry>();
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

  return {
    /** The cached page for a request URL, if one is fresh. */
    get(key: string): CachedBoardPage | undefined {
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
      page: { body: string; postIds: readonly string[]; firstPage: boolean },
      readAt: number,
    ): CachedBoardPage {
      const encodings = new Map<PageEncoding, Buffer>();
      const entry: Entry = {
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

    /** Keeps the cache in step with the domain events, published after each commit. */
    follow(events: EventBus): void {
      events.subscribe('post.created', () => invalidateFirstPages());
      events.subscribe('post.updated', ({ postId }) => invalidatePost(postId));
      events.subscribe('post.deleted', ({ postId }) => invalidatePost(postId));
      events.subscribe('post.like-changed', ({ postId }) => invalidatePost(postId));
      events.subscribe('comment.created', ({ postId }) => invalidatePost(postId));
      events.subscribe('comment.updated', ({ postId }) => invalidatePost(postId));
      events.subscribe('comment.deleted', ({ postId }) => invalidatePost(postId));
      events.subscribe('content.removed', ({ postId }) => invalidatePost(postId));
      for (const name of CHANGES_EVERY_BOARD) events.subscribe(name, () => clear());
    },
  };
}

export type BoardCache = ReturnType<typeof boardCache>;
