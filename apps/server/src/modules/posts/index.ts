/**
 * The posts module's public face: the board routes (posts, comments, likes) and what other
 * modules and the seed may use. Nothing else of this folder is imported from outside it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { commentsRoutes } from './comments.routes';
import { likesRoutes } from './likes.routes';
import { postsRoutes } from './posts.routes';

export { boardPages } from './board-pages';
export {
  postModerationRepository,
  type ReportedComment,
  type ReportedPost,
} from './moderation.repository';
export { type ImportedPost, importPost } from './posts.import';
export { commentPolicy, postPolicy } from './posts.policy';
export { postTranslationSources, type WrittenText } from './translation-source';

/** Registers the boards' routes: posts, comments and likes. */
export const postsModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(postsRoutes, ctx);
  await app.register(commentsRoutes, ctx);
  await app.register(likesRoutes, ctx);
};
