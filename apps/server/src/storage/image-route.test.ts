import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@one-world/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { type FakeS3, startFakeS3 } from '../test/fake-s3';
import { createTestApp, createTestDatabase, type TestApp, testConfig } from '../test/harness';
import { english } from '../test/i18n';
import { readUpload } from './index';

const picture = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#4682b4' } })
    .png()
    .toBuffer();

/** A multipart/form-data body, built by hand as a browser would send it. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer }[]) {
  const boundary = `----one-world-${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ name, filename, type, data }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        `${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (data: Buffer, name = 'file') =>
  multipart([{ name, filename: 'photo.png', type: 'image/png', data }]);

describe('images on disk: GET /images/:name and multipart uploads', () => {
  let app: App;
  let drop: () => Promise<void>;
  const dataDir = mkdtempSync(join(tmpdir(), 'ow-data-'));
  const webDistDir = mkdtempSync(join(tmpdir(), 'ow-web-'));

  // createTestApp is ready at once, and the throwaway upload route has to be added before that.
  beforeAll(async () => {
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(webDistDir, 'images'));
    writeFileSync(join(webDistDir, 'images', 'logo.svg'), '<svg/>');
    const test = await createTestDatabase();
    drop = test.drop;
    app = await buildApp(testConfig({ dataDir, webDistDir }), {
      database: test.database,
      mailWorker: false,
    });
    app.post('/test/upload', async (request) => ({
      url: await app.ctx.images.save(await readUpload(request), 'article'),
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const post = (body: { payload: Buffer | string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/test/upload', ...body });

  it('answers a stored image with its bytes, immutable and never sniffed', async () => {
    const url = await app.ctx.images.save(await picture(), 'cover');
    const file = readFileSync(join(dataDir, 'images', url.slice('/images/'.length)));
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.rawPayload).toEqual(file);
  });

  it('answers a missing or malformed name with a JSON 404', async () => {
    for (const name of [
      `${'a'.repeat(64)}.webp`,
      'abc.webp',
      `${'A'.repeat(64)}.webp`,
      `${'a'.repeat(64)}.png`,
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fdb',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/images/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found' });
    }
  });

  it('still serves the web app’s own pictures under /images', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<svg/>');
  });

  it('stores the `file` field and serves it', async () => {
    const res = await post(upload(await picture()));
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await post(upload(Buffer.alloc(IMAGE_LIMITS.maxBytes + 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: english(IMAGE_MESSAGES.tooLarge) });
  });

  it('accepts a picture past the 1 MiB limit of JSON bodies', async () => {
    // Random pixels do not compress: about 1.5 MB of PNG.
    const big = await sharp(randomBytes(700 * 700 * 3), {
      raw: { width: 700, height: 700, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await post(upload(big));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a request without a `file` with 400', async () => {
    const expected = { message: 'file: An image file is required' };
    for (const body of [
      multipart([{ name: 'caption', data: Buffer.from('hello') }]),
      upload(await picture(), 'image'),
      { payload: JSON.stringify({ file: 'x' }), headers: { 'content-type': 'application/json' } },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
  });

  it('refuses a malformed multipart body with 400', async () => {
    const truncated = upload(await picture());
    for (const body of [
      { ...truncated, payload: truncated.payload.subarray(0, 200) },
      { ...truncated, payload: 'no parts here' },
      { payload: 'no boundary', headers: { 'content-type': 'multipart/form-data' } },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `file: ${english(IMAGE_MESSAGES.unreadable)}` });
    }
  });

  it('refuses a renamed text file with 415', async () => {
    const res = await post(upload(Buffer.from('not a picture at all')));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: english(IMAGE_MESSAGES.unsupportedType) });
  });
});

describe('GET /images/:name from S3', () => {
  let t: TestApp;
  let s3: FakeS3;
  const dataDir = mkdtempSync(join(tmpdir(), 'ow-data-'));

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ dataDir, s3: s3.settings });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the image from the bucket, and nothing goes to disk', async () => {
    const url = await t.app.ctx.images.save(await picture(), 'avatar');
    expect(s3.objects.has(`${s3.settings.bucket}${url}`)).toBe(true);
    expect(existsSync(join(dataDir, 'images'))).toBe(false);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload).toEqual(s3.objects.get(`${s3.settings.bucket}${url}`));

    const missing = await t.app.inject({ method: 'GET', url: `/images/${'b'.repeat(64)}.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Image not found' });
  });
});

describe('GET /images/:name with the bucket out of reach', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'ow-data-'));

  beforeAll(async () => {
    // The settings of a fake S3 that is gone: nothing listens at its address any more.
    const gone = await startFakeS3();
    await gone.close();
    t = await createTestApp({ dataDir, s3: gone.settings });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, naming the picture storage (not the database)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/images/${'c'.repeat(64)}.webp`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ message: 'Le stockage des images est indisponible' });
  });
});
