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
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { type CachedBoardPage, PAGE_ENCODINGS, type PageEncoding } from './board-cache';
import { presentedJson, presentsAsToVisitors, toPost, toPostsPage } from './posts.presenter';
import { postsService } from './posts.service';
import { type VisitorsBoardPage, visitorsBoards } from './visitors-boards';

/** Whether an If-None-Match header names the ETag (or any, `*`). */
const matchesEtag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => [etag, '*'].includes(tag.trim())) === true;

/** The encoding of ours the client accepts and prefers (br, then gzip), if any. */
function acceptedEncoding(header: string | undefined): PageEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    (!q || Number(q.slice(2)) > 0 ? accepted : refused).add(name.trim());
  }
  return PAGE_ENCODINGS.find(
    (encoding) => !refused.has(encoding) && (accepted.has(encoding) || accepted.has('*')),
  );
}

/** Who a cached page goes to: visitors, or a member whose page it is too. */
const CACHE_CONTROL = { visitor: 'public, max-age=1', member: 'private, no-cache' } as const;

/**
 * A cached board page. A visitor's is the same for every visitor, so shared caches may keep it
 * for a second (`Vary: Cookie`: a member's page is theirs); a member's is theirs, even when it
 * is the visitors' one. A client holding it gets a 304. It goes out compressed from the cache
 * (the compression plugin leaves an encoded answer alone).
 */
function sendCachedPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedBoardPage<T>,
  to: keyof typeof CACHE_CONTROL,
) {
  reply.header('cache-control', CACHE_CONTROL[to]).header('vary', 'cookie, accept-encoding');
  reply.header('etag', page.etag);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(page.encoded(encoding));
}

/**
 * Board posts: the topic/region boards, members' post lists, single posts, creating, editing and
 * deleting posts.
 */
export const postsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const confirmedEmail = requireConfirmedEmail(ctx.config.mail);
  const posts = postsService(ctx);
  const boards = visitorsBoards(ctx);
  const visitorsPage = (request: FastifyRequest<{ Querystring: PostsQuery }>) =>
    boards.page(request.url, request.query);

  app.get(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'A board: posts of a topic (and region, region-less ones included), newest first',
        querystring: PostsQuery,
        response: { 200: PostsPage, 400: ErrorResponse },
      },
      serializerCompiler: presentedJson,
      // A visitor's page read within the last second is sent as it was: no validation, no query.
      onRequest: async (request, reply) => {
        const cached = request.actor ? undefined : boards.cached(request.url);
        if (cached) return sendCachedPage(request, reply, cached, 'visitor');
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      if (!actor) return sendCachedPage(request, reply, await visitorsPage(request), 'visitor');
      let visitors: VisitorsBoardPage | undefined;
      const page = await posts.listBoard(request.query, actor, async () => {
        visitors = await visitorsPage(request);
        return visitors.page;
      });
      // A member who liked and wrote nothing on the visitors' page gets its very bytes.
      if (page === visitors?.page && presentsAsToVisitors(page, actor)) {
        return sendCachedPage(request, reply, visitors, 'member');
      }
      reply.header('cache-control', CACHE_CONTROL.member).header('vary', 'cookie');
      return toPostsPage(page, actor);
    },
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
      serializerCompiler: presentedJson,
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
      serializerCompiler: presentedJson,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      return toPostsPage(await posts.listByAuthor(actor.id, request.query, actor), actor);
    },
  );
};
