import {
  ARTICLE_MESSAGES,
  Article,
  ArticleBody,
  ArticleIdParams,
  ArticleLinkParams,
  ArticleResponse,
  ArticlesPage,
  ArticlesQuery,
  ErrorResponse,
  MessageResponse,
  UploadedImageResponse,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { uploadErrorResponses, writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { DATA_URL_BODY_LIMIT, readUpload } from '../../storage';
import { toArticle, toArticlesPage } from './articles.presenter';
import { articlesService } from './articles.service';

// A cover arrives inside the JSON body as a data URL, so these bodies may be large.
const editorWrite = {
  bodyLimit: DATA_URL_BODY_LIMIT,
  config: perMemberWriteLimit,
  onRequest: requireSignIn,
} as const;

/** Inspiration articles: the public list and page, and the admins' editor with its uploads. */
export const articlesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const articles = articlesService(ctx);

  app.get(
    '/article',
    {
      schema: {
        tags: ['articles'],
        summary:
          'Articles, newest publish date first, optionally by category substring (drafts: admins)',
        querystring: ArticlesQuery,
        response: {
          200: ArticlesPage,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) =>
      toArticlesPage(await articles.list(request.actor, request.query), request.actor),
  );

  app.get(
    '/article/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'One article with its content (a draft only for admins)',
        params: ArticleLinkParams,
        response: { 200: Article, 404: ErrorResponse },
      },
    },
    async (request) =>
      toArticle(await articles.get(request.actor, request.params.id), request.actor),
  );

  app.post(
    '/article',
    {
      schema: {
        tags: ['articles'],
        summary: 'Writes an article (admins)',
        body: ArticleBody,
        response: { 200: ArticleResponse, ...uploadErrorResponses },
      },
      ...editorWrite,
    },
    async (request) => {
      const actor = requireActor(request);
      const article = await articles.create(actor, request.body);
      return {
        message: request.translator.t(ARTICLE_MESSAGES.created),
        article: toArticle(article, actor),
      };
    },
  );

  app.put(
    '/article/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'Saves an article; a new cover replaces the old one (admins)',
        params: ArticleIdParams,
        body: ArticleBody,
        response: { 200: ArticleResponse, ...uploadErrorResponses },
      },
      ...editorWrite,
    },
    async (request) => {
      const actor = requireActor(request);
      const article = await articles.update(actor, request.params.id, request.body);
      return {
        message: request.translator.t(ARTICLE_MESSAGES.updated),
        article: toArticle(article, actor),
      };
    },
  );

  app.delete(
    '/article/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'Deletes an article and its cover (admins)',
        params: ArticleIdParams,
        response: { 200: MessageResponse, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      await articles.remove(requireActor(request), request.params.id);
      return { message: request.translator.t(ARTICLE_MESSAGES.deleted) };
    },
  );

  app.post(
    '/article/images',
    {
      schema: {
        tags: ['articles'],
        summary: 'Stores a picture for an article’s content (admins, multipart field `file`)',
        consumes: ['multipart/form-data'],
        response: { 200: UploadedImageResponse, ...uploadErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const url = await articles.uploadImage(requireActor(request), () => readUpload(request));
      return { img: { secure_url: url } };
    },
  );
};
