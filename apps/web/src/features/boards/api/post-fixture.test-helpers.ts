import type { Category, Post, Region } from '@one-world/contract';

/** A board post for unit tests of the board caches; override what a test is about. */
export function postFixture(
  id: string,
  category: Category = 'Climate',
  region: Region | null = null,
): Post {
  return {
    _id: id,
    title: `Post ${id}`,
    content: 'Content',
    postCategory: category,
    region,
    createdAt: '2025-06-15T12:00:00.000Z',
    editedAt: null,
    language: null,
    user: { _id: 'u1', name: 'Ada', img: { secure_url: '/a.svg' }, statusBadge: null },
    likeCount: 0,
    likedByUser: false,
    commentCount: 0,
    comments: [],
    abilities: { update: false, delete: false, report: true },
    removed: null,
  };
}
