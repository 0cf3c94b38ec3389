import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compression of dynamic responses (issue 12): API JSON and the HTML page, in Brotli or gzip as
 * the client prefers, from 1 KiB up (below it the saving is not worth the work). Brotli runs at
 * quality 4, which compresses JSON about as well as gzip does at a fraction of the CPU of its
 * higher levels; the built files were compressed at build time, at leisure. A response that
 * already has a Content-Encoding (a precompressed built file) passes untouched, and so does every
 * response to a client that asks for no encoding, at the cost of a header lookup. Request bodies
 * are not decompressed: no client of ours compresses them, and a small compressed body must not
 * inflate past the body limit. Only routes registered after this plugin are compressed (the
 * not-found handler is not a route); Socket.IO does not go through Fastify's routes at all.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
