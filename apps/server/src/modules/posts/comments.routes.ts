import {
  CommentIdParams,
  CommentsPage,
  CreateCommentBody,
  CreateCommentResponse,
  ErrorResponse,
  MessageResponse,
  PageQuery,
  POST_MESSAGES,
  PostIdParams,
  UpdateCommentBody,
  UpdateCommentResponse,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import {
  assertSelf,
  requireActor,
  requireConfirmedEmail,
  requireSignIn,
} from '../../plugins/session';
import { commentsService } from './comments.service';
import { presentedJson, toComment, toCommentsPage } from './posts.presenter';

/** Comments on board posts. */
export const commentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const confirmedEmail = requireConfirmedEmail(ctx.config.mail);
  const comments = commentsService(ctx);

  app.get(
    '/comments/:postId',
    {
      schema: {
        tags: ['comments'],
        summary: 'A post’s comments, oldest first',
        params: PostIdParams,
        querystring: PageQuery,
        response: { 200: CommentsPage, 400: ErrorResponse, 404: ErrorResponse },
      },
      serializerCompiler: presentedJson,
    },
    async (request) =>
      toCommentsPage(
        await comments.listComments(request.params.postId, request.query, request.actor),
        request.actor,
      ),
  );

  app.post(
    '/comments/:postId',
    {
      schema: {
        tags: ['comments'],
        summary: 'Adds a comment by the signed-in member',
        params: PostIdParams,
        body: CreateCommentBody,
        response: { 200: CreateCommentResponse, ...writeErrorResponses },
      },
      serializerCompiler: presentedJson,
      config: perMemberWriteLimit,
      onRequest: [requireSignIn, confirmedEmail],
    },
    async (request) => {
      const actor = requireActor(request);
      assertSelf(actor, request.body.id);
      const comment = await comments.addComment(
        actor,
        request.params.postId,
        request.body.commentContent,
        request.body.language,
      );
      return {
        message: request.translator.t(POST_MESSAGES.commentAdded),
        comment: toComment(comment, actor),
      };
    },
  );

  app.patch(
    '/comments/:commentId',
    {
      schema: {
        tags: ['comments'],
        summary: 'Changes a comment’s text (its author); marks it edited',
        params: CommentIdParams,
        body: UpdateCommentBody,
        response: { 200: UpdateCommentResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      const comment = await comments.updateComment(
        actor,
        request.params.commentId,
        request.body.commentContent,
        request.body.language,
      );
      return {
        message: request.translator.t(POST_MESSAGES.commentUpdated),
        comment: toComment(comment, actor),
      };
    },
  );

  app.delete(
    '/comments/:commentId',
    {
      schema: {
        tags: ['comments'],
        summary: 'Deletes a comment (its author or an admin)',
        params: CommentIdParams,
        response: { 200: MessageResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      await comments.deleteComment(actor, request.params.commentId);
      return { message: request.translator.t(POST_MESSAGES.commentDeleted) };
    },
  );
};
