import type { Category, Region } from '@one-world/contract';
import type { Executor } from '../../db/client';
import { detectLanguage } from '../../lib/language-detect';
import { postsRepository } from './posts.repository';

/** A post with its comments and likers, as a seed or an import brings it. */
export interface ImportedPost {
  id: string;
  userId: string;
  title: string;
  content: string;
  postCategory: Category;
  region: Region | null;
  createdAt: Date;
  /** Its language (ISO 639-1); left out, it is detected from the title and text. */
  language?: string | null;
  comments: {
    id: string;
    userId: string;
    content: string;
    createdAt: Date;
    language?: string | null;
  }[];
  likedBy: string[];
}

/**
 * Writes a post with known ids and times, unless it exists (so seeding twice adds nothing), then
 * sets its counters from its rows. No events: imported content is not news to anyone.
 */
export async function importPost(db: Executor, post: ImportedPost): Promise<void> {
  const repo = postsRepository(db);
  const { comments, likedBy, ...row } = post;
  await repo.importPost({
    ...row,
    language: row.language === undefined ? detectLanguage(row.title, row.content) : row.language,
  });
  for (const comment of comments) {
    await repo.importComment({
      ...comment,
      postId: post.id,
      language: comment.language === undefined ? detectLanguage(comment.content) : comment.language,
    });
  }
  for (const userId of likedBy) await repo.insertLike(post.id, userId);
  await repo.recount(post.id);
}
