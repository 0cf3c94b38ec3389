/**
 * Issue 13 §2, bad input: every upload endpoint refuses what is not an image it can re-encode
 * (the size limit plus one byte, a PNG/HTML polyglot, an SVG with a script, HTML under an image
 * name, a truncated image) with 413 or 415 as `{ message }`, and stores nothing: no new file under
 * the data folder's images, no row changed. The endpoints come from the route table: those taking
 * multipart and those whose body has one of the contract's image data URL fields.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_LIMITS, ImageDataUrl } from '@one-world/contract';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  articleBody,
  pngBytes,
  writeArticle,
} from '../../apps/server/src/modules/articles/test-helpers';
import { addProduct, productBody } from '../../apps/server/src/modules/products/test-helpers';
import { makeAdmin, type SignedUp, signUp } from '../../apps/server/src/test/factories';
import { createTestApp, type TestApp } from '../../apps/server/src/test/harness';
import { errorContractBreach } from './error-contract';

let t: TestApp;
let dataDir: string;
const routes: RouteOptions[] = [];
let member: SignedUp;
let admin: SignedUp;
let articleId: string;
let productId: string;

/** One bad file: its bytes, the name and type a client claims, and the status it must get. */
interface BadFile {
  name: string;
  bytes: Buffer;
  fileName: string;
  type: string;
  status: 413 | 415;
}

/** How to send a file to one upload endpoint: who, where, and the rest of the body. */
interface UploadCall {
  cookie: () => string;
  url: () => string;
  /** For a JSON route: the body around the image field; absent for multipart. */
  body?: () => Promise<Record<string, unknown>>;
}

/**
 * The upload endpoints known to this test. A new one in the route table without an entry here
 * fails the test, so it cannot go unchecked.
 */
const CALLS: Record<string, UploadCall> = {
  'POST /api/article/images': { cookie: () => admin.cookie, url: () => '/api/article/images' },
  'PUT /api/profileupdated/:id': {
    cookie: () => member.cookie,
    url: () => `/api/profileupdated/${member.user._id}`,
    body: async () => ({}),
  },
  'POST /api/article': {
    cookie: () => admin.cookie,
    url: () => '/api/article',
    body: async () => articleBody({ title: 'A refused picture' }),
  },
  'PUT /api/article/:id': {
    cookie: () => admin.cookie,
    url: () => `/api/article/${articleId}`,
    body: async () => articleBody(),
  },
  'POST /api/products': {
    cookie: () => admin.cookie,
    url: () => '/api/products',
    body: () => productBody({ title: 'A refused picture' }),
  },
  'PUT /api/products/:id': {
    cookie: () => admin.cookie,
    url: () => `/api/products/${productId}`,
    body: async () => ({}),
  },
};

/** Whether the schema is, or wraps (optional, nullable, union), the contract's image data URL. */
function takesImageDataUrl(schema: z.ZodType | undefined): boolean {
  if (!schema) return false;
  if (schema === ImageDataUrl) return true;
  const def = (
    schema as unknown as { _zod: { def: { innerType?: z.ZodType; options?: z.ZodType[] } } }
  )._zod.def;
  return takesImageDataUrl(def.innerType) || (def.options ?? []).some(takesImageDataUrl);
}

/** The body's fields that take an image data URL. */
function imageFieldsOf(route: RouteOptions): string[] {
  const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
  const shape = (body as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  return Object.keys(shape).filter((key) => takesImageDataUrl(shape[key]));
}

const takesMultipart = (route: RouteOptions) =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
    'multipart/form-data',
  );

/** The upload endpoints of the route table, with their image fields (none for multipart). */
function uploadEndpoints() {
  return routes
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        name: `${method} ${route.url}`,
        multipart: takesMultipart(route),
        fields: imageFieldsOf(route),
      })),
    )
    .filter((endpoint) => endpoint.multipart || endpoint.fields.length > 0);
}

/** The bad files, built from a real PNG. */
async function badFiles(): Promise<BadFile[]> {
  const png = await pngBytes('#3366cc', 64, 48);
  const html = Buffer.from('<!doctype html><script>window.__xss=1</script>');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script><rect width="9" height="9"/></svg>',
  );
  return [
    {
      name: 'the size limit plus one byte',
      bytes: Buffer.concat([png, Buffer.alloc(IMAGE_LIMITS.maxBytes + 1 - png.length)]),
      fileName: 'big.png',
      type: 'image/png',
      status: 413,
    },
    {
      name: 'an HTML page behind a PNG signature (polyglot)',
      bytes: Buffer.concat([png.subarray(0, 8), html]),
      fileName: 'polyglot.png',
      type: 'image/png',
      status: 415,
    },
    {
      name: 'an SVG with a script',
      bytes: svg,
      fileName: 'drawing.svg',
      type: 'image/svg+xml',
      status: 415,
    },
    {
      name: 'HTML under an image name and type',
      bytes: html,
      fileName: 'photo.png',
      type: 'image/png',
      status: 415,
    },
    {
      name: 'a truncated PNG',
      bytes: png.subarray(0, Math.floor(png.length / 2)),
      fileName: 'cut.png',
      type: 'image/png',
      status: 415,
    },
  ];
}

/** The stored image files. */
const storedImages = async () => (await readdir(join(dataDir, 'images')).catch(() => [])).sort();

/** A fingerprint of every row a picture could land in. */
async function rowsFingerprint(): Promise<unknown> {
  const tables = ['users', 'articles', 'products'];
  const parts = await Promise.all(
    tables.map((table) =>
      t.app.ctx.db.execute(
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(table)} t`,
      ),
    ),
  );
  return parts.map((result) => (result as unknown as { rows: unknown[] }).rows);
}

/** A multipart body with the file in the `file` field, as a browser's form sends it. */
function multipart(file: Pick<BadFile, 'bytes' | 'fileName' | 'type'>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = 'reliability-upload';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ow-uploads-'));
  t = await createTestApp({ dataDir }, { onRoute: (route) => routes.push(route) });
  member = await signUp(t.app);
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  articleId = (await writeArticle(t.app, admin.cookie))._id;
  productId = (await addProduct(t.app, admin.cookie))._id;
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('uploads', () => {
  it('finds the upload endpoints in the route table, each with a way to call it', () => {
    const names = uploadEndpoints().map((endpoint) => endpoint.name);
    expect(names).toContain('POST /api/article/images');
    expect(names.filter((name) => !CALLS[name])).toEqual([]);
  });

  it('refuses every bad file on every upload endpoint with 413/415 and stores nothing', async () => {
    const files = await badFiles();
    const failures: string[] = [];
    let tried = 0;
    for (const endpoint of uploadEndpoints()) {
      const call = CALLS[endpoint.name];
      if (!call) continue;
      const [method] = endpoint.name.split(' ') as [string];
      for (const file of files) {
        const attempts = endpoint.multipart
          ? [multipart(file)]
          : await Promise.all(
              endpoint.fields.map(async (field) => ({
                payload: {
                  ...(await call.body?.()),
                  [field]: `data:${file.type};base64,${file.bytes.toString('base64')}`,
                },
                headers: {},
              })),
            );
        for (const attempt of attempts) {
          const imagesBefore = await storedImages();
          const rowsBefore = await rowsFingerprint();
          const res = await t.app.inject({
            method: method as 'POST' | 'PUT',
            url: call.url(),
            headers: { cookie: call.cookie(), ...attempt.headers },
            payload: attempt.payload,
          });
          tried += 1;
          const where = `${endpoint.name} with ${file.name}`;
          if (res.statusCode !== file.status) {
            failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
          const breach = errorContractBreach(method, {
            status: res.statusCode,
            headers: res.headers,
            body: res.body,
          });
          if (breach) failures.push(`${where}: ${breach}`);
          if ((await storedImages()).join() !== imagesBefore.join()) {
            failures.push(`${where}: a file was stored`);
          }
          if (JSON.stringify(await rowsFingerprint()) !== JSON.stringify(rowsBefore)) {
            failures.push(`${where}: a row changed`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // 6 endpoints today (the profile's two pictures count twice), 5 files each.
    expect(tried).toBeGreaterThanOrEqual(35);
  });

  it('keeps nothing of a real PNG but its pixels: HTML after its end does not survive', async () => {
    const png = await pngBytes('#cc3366', 64, 48);
    const upload = multipart({
      bytes: Buffer.concat([png, Buffer.from('<html><script>window.__xss=1</script>')]),
      fileName: 'a.png',
      type: 'image/png',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/images',
      headers: { cookie: admin.cookie, ...upload.headers },
      payload: upload.payload,
    });
    // It decodes as the PNG it is; what is stored is a fresh WebP of its pixels.
    expect(res.statusCode).toBe(200);
    const stored = await t.app.inject({
      method: 'GET',
      url: (res.json() as { img: { secure_url: string } }).img.secure_url,
    });
    expect(stored.headers['content-type']).toBe('image/webp');
    expect(stored.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(stored.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });
});
