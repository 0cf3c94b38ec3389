/** Helpers for the tests of the pages the server serves from the web app's build (issue 12). */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { App } from '../app';
import type { AppConfig } from '../config';
import { createTestApp, type TestApp } from './harness';

/** The shape of the built web app's index.html (apps/web/index.html after `vite build`). */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>One World</title></head>
  <body>
    <div id="shell"><main><div data-shell-loading class="spin">Loading…</div></main></div>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A test app whose web build is `indexHtml` alone, in a temporary folder that `close` removes
 * with the app.
 */
export async function createPagesTestApp(
  indexHtml = INDEX_HTML,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'ow-web-build-'));
  await writeFile(join(dir, 'index.html'), indexHtml);
  const t = await createTestApp({ webDistDir: dir, ...overrides });
  return {
    ...t,
    close: async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `GET url` answered with a page of the web app (200, HTML): its HTML. */
export async function servedPage(
  app: App,
  url: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  return res.body;
}
