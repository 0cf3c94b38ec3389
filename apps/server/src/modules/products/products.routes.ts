import {
  CreateProductBody,
  ErrorResponse,
  Product,
  ProductIdParams,
  ProductsPage,
  ProductsQuery,
  UpdateProductBody,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { uploadErrorResponses, writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { requireActor, requireSignIn } from '../../plugins/session';
import { DATA_URL_BODY_LIMIT } from '../../storage';
import { toProduct, toProductsPage } from './products.presenter';
import { productsService } from './products.service';

// A picture arrives inside the JSON body as a data URL, so these bodies may be large.
const deskWrite = {
  bodyLimit: DATA_URL_BODY_LIMIT,
  config: perMemberWriteLimit,
  onRequest: requireSignIn,
} as const;

/** The shop's products: the public list and the admins' desk. */
export const productsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const products = productsService(ctx);

  app.get(
    '/products',
    {
      schema: {
        tags: ['shop'],
        summary: 'Products on sale, oldest first (`status=all` adds retired ones: admins)',
        querystring: ProductsQuery,
        response: {
          200: ProductsPage,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) =>
      toProductsPage(await products.list(request.actor, request.query), request.actor),
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['shop'],
        summary: 'Adds a product with its picture (admins)',
        body: CreateProductBody,
        response: { 201: Product, ...uploadErrorResponses },
      },
      ...deskWrite,
    },
    async (request, reply) => {
      const actor = requireActor(request);
      reply.code(201);
      return toProduct(await products.create(actor, request.body), actor);
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['shop'],
        summary: 'Edits a product; `status` retires or restores it (admins)',
        params: ProductIdParams,
        body: UpdateProductBody,
        response: { 200: Product, ...uploadErrorResponses },
      },
      ...deskWrite,
    },
    async (request) => {
      const actor = requireActor(request);
      return toProduct(await products.update(actor, request.params.id, request.body), actor);
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['shop'],
        summary: 'Retires a product: off the shop, kept for its orders (admins)',
        params: ProductIdParams,
        response: { 200: Product, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request) => {
      const actor = requireActor(request);
      return toProduct(await products.retire(actor, request.params.id), actor);
    },
  );
};
