import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { localizedPage, pagesOf, sendHtmlPage } from './lib/html-page';

/**
 * Serves the built web app. A GET for a page path that is not a file gets index.html (SPA
 * fallback; the inspiration pages and the boards have routes of their own, which add what they
 * read first); a missing file (a path with an extension) stays a 404, and `/index.html`, the
 * template the pages are made from, leads home. Source maps are built for reading our own stack
 * traces, not published, nor is the build's manifest. Files go out as the build precompressed
 * them (`.br`, `.gz` next to each, see apps/web/build/precompress.ts) when the browser accepts
 * that, with `Vary: Accept-Encoding`.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const indexPath = join(config.webDistDir, 'index.html');
  const template = existsSync(indexPath) ? await readFile(indexPath, 'utf8') : null;
  if (template) {
    const pageFor = pagesOf(template);
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // One route per file the browser asks for: the `.br` and `.gz` twins go out through their
      // file's route, source maps and the manifest not at all. Routing the twins too tripled the
      // routes and slowed the start-up (docs/BENCHMARKS.md, 29 Nov). The template index.html is
      // not a page: in English whatever the reader's language, its first screens unused.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map', '.vite/**', 'index.html'],
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.vite/'),
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(config.webDistDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/', 301),
    );
    // A route, not the not-found handler: routes get the dynamic compression (app.ts), which
    // Fastify's not-found handler does not pass through. Files and API paths that no route
    // matched fall through to the not-found handler's 404.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const [path = ''] = request.url.split('?');
      const isApi = path === '/api' || path.startsWith('/api/');
      const isFile = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')));
      if (isApi || isFile) return reply.callNotFound();
      return sendHtmlPage(reply, localizedPage(pageFor(path), request.translator));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply.status(404).send({
      message: request.translator.t('errors.routeNotFound', { method: request.method, path }),
    });
  });
}
