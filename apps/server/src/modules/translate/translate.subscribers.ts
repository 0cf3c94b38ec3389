import { TRANSLATION_KINDS } from '@one-world/contract';
import type { ServiceContext } from '../../app-context';
import { translationsRepository } from './translate.repository';

/**
 * Deleted writing takes its translations with it (issue 17): a translation is a copy of the
 * member's text, so it must not outlive it. A deleted post also takes its comments' ones; a
 * deleted account everything of its author (posts, comments and conversations go with it).
 */
export function subscribeTranslationCleanup(ctx: Pick<ServiceContext, 'db' | 'events'>): void {
  const repo = () => translationsRepository(ctx.db);
  ctx.events.subscribe('post.deleted', async ({ postId }) => {
    await repo().deleteItem('post', postId);
    await repo().deleteOrphans(['comment']);
  });
  ctx.events.subscribe('comment.deleted', ({ commentId }) =>
    repo().deleteItem('comment', commentId),
  );
  ctx.events.subscribe('article.deleted', ({ articleId }) =>
    repo().deleteItem('article', articleId),
  );
  ctx.events.subscribe('user.deleted', () => repo().deleteOrphans(TRANSLATION_KINDS));
}
