import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/http-errors';
import type { ImageStore } from './image-storage';

/**
 * `GET /images/<hash>.webp`: stored images, served by the server itself from disk or S3, so the
 * page's CSP stays same-origin. A name is its content's hash, so the answer never changes.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ImageStore }> = async (
  app,
  { images },
) => {
  app.get(
    '/images/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored image (WebP), by the SHA-256 of its bytes',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const bytes = await images.read(request.params.name);
      if (!bytes) throw notFound('errors.imageNotFound');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(bytes);
    },
  );
};
