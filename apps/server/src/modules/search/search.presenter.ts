import type {
  ArticleHit,
  Highlighted,
  MemberHit,
  PostHit,
  SearchResponse,
} from '@one-world/contract';
import { imageOf } from '../../lib/images';
import type { Page } from '../../lib/keyset-cursor';
import {
  type ArticleHitRow,
  MATCH_START,
  MATCH_STOP,
  type MemberHitRow,
  type PostHitRow,
} from './search.repository';
import type { SearchResults } from './search.service';

const MARKED = new RegExp(`${MATCH_START}([^${MATCH_STOP}]*)${MATCH_STOP}`, 'g');

/**
 * A ts_headline result as the contract's parts: the text between the markers is a match, the
 * rest plain text. Empty parts are dropped, so an empty text is an empty list.
 */
export function toHighlighted(headline: string): Highlighted {
  const parts: Highlighted = [];
  let from = 0;
  for (const found of headline.matchAll(MARKED)) {
    if (found.index > from) parts.push({ text: headline.slice(from, found.index), match: false });
    if (found[1]) parts.push({ text: found[1], match: true });
    from = found.index + found[0].length;
  }
  if (from < headline.length) parts.push({ text: headline.slice(from), match: false });
  return parts;
}

/** What post and article hits begin with: the id, the highlighted title and excerpt. */
const titled = (row: { id: string; title: string; excerpt: string }) => ({
  _id: row.id,
  title: toHighlighted(row.title),
  excerpt: toHighlighted(row.excerpt),
});

function toPostHit(p: PostHitRow): PostHit {
  return {
    ...titled(p),
    postCategory: p.postCategory,
    region: p.region,
    createdAt: p.createdAt.toISOString(),
    user: {
      _id: p.userId,
      name: p.authorName,
      img: imageOf(p.authorAvatarUrl),
      statusBadge: p.authorStatusBadge,
    },
    likeCount: p.likeCount,
    commentCount: p.commentCount,
    removed: p.removedAt !== null,
  };
}

function toArticleHit(a: ArticleHitRow): ArticleHit {
  return {
    ...titled(a),
    type: a.type,
    img: a.imageUrl ? { secure_url: a.imageUrl } : null,
    publishDate: a.publishDate.toISOString(),
  };
}

function toMemberHit(m: MemberHitRow): MemberHit {
  return {
    _id: m.id,
    name: toHighlighted(m.name),
    bio: toHighlighted(m.bio),
    img: imageOf(m.avatarUrl),
    statusBadge: m.statusBadge,
  };
}

const sectionOf = <R, H>(page: Page<R>, present: (row: R) => H) => ({
  items: page.items.map(present),
  nextCursor: page.nextCursor,
});

/** The three sections of a search answer, each hit's matches as highlighted parts. */
export function toSearchResponse(results: SearchResults): SearchResponse {
  return {
    q: results.q,
    posts: sectionOf(results.posts, toPostHit),
    articles: sectionOf(results.articles, toArticleHit),
    members: sectionOf(results.members, toMemberHit),
  };
}
