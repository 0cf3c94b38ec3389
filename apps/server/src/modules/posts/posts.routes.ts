import {
  CreatePostBody,
  CreatePostResponse,
  ErrorResponse,
  MessageResponse,
  PageQuery,
  POST_MESSAGES,
  PostIdParams,
  PostResponse,
  PostsPage,
  PostsQuery,
  UpdatePostBody,
  UpdatePostResponse,
  UserIdParams,
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
import { toPost, toPostsPage } from './posts.presenter';
import { postsService } from './posts.service';

/**
 * Board posts: the topic/region boards, members' post lists, single posts, creating, editing and
 * deleting posts.
 */
export const postsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const confirmedEmail = requireConfirmedEmail(ctx.config.mail);
  const posts = postsService(ctx);

  app.get(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'A board: posts of a topic (and region, region-less ones included), newest first',
        querystring: PostsQuery,
        response: { 200: PostsPage, 400: ErrorResponse },
      },
    },
    async (request) =>
      toPostsPage(await posts.listBoard(request.query, request.actor), request.actor),
  );

  app.post(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Publishes a post by the signed-in member',
        body: CreatePostBody,
        response: { 200: CreatePostResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: [requireSignIn, confirmedEmail],
    },
    async (request) => {
      const actor = requireActor(request);
      assertSelf(actor, request.body.id);
      const post = await posts.createPost(actor, request.body);
      return { message: request.translator.t(POST_MESSAGES.created), post: toPost(post, actor) };
    },
  );

  app.get(
    '/posts/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'One post with its first comments (404 when unknown or hidden from the viewer)',
        params: PostIdParams,
        response: { 200: PostResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({
      post: toPost(await posts.getPost(request.params.postId, request.actor), request.actor),
    }),
  );

  app.patch(
    '/posts/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Changes a post’s title and text (its author); marks it edited',
        params: PostIdParams,
        body: UpdatePostBody,
        response: { 200: UpdatePostResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      const post = await posts.updatePost(actor, request.params.postId, request.body);
      return {
        message: request.translator.t(POST_MESSAGES.postUpdated),
        post: toPost(post, actor),
      };
    },
  );

  app.delete(
    '/posts/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Deletes a post with its comments and likes (its author or an admin)',
        params: PostIdParams,
        response: { 200: MessageResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      await posts.deletePost(actor, request.params.postId);
      return { message: request.translator.t(POST_MESSAGES.postDeleted) };
    },
  );

  app.get(
    '/userposts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'A member’s posts, newest first',
        params: UserIdParams,
        querystring: PageQuery,
        response: { 200: PostsPage, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      toPostsPage(
        await posts.listByAuthor(request.params.id, request.query, request.actor),
        request.actor,
      ),
  );

  app.get(
    '/userposts',
    {
      schema: {
        tags: ['posts'],
        summary: 'The signed-in member’s posts, newest first',
        querystring: PageQuery,
        response: { 200: PostsPage, 400: ErrorResponse, 401: ErrorResponse },
      },
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      return toPostsPage(await posts.listByAuthor(actor.id, request.query, actor), actor);
    },
  );
};
