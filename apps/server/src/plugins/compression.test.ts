import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** Issue 12: dynamic responses are compressed when the client asks; built files are not twice. */
describe('response compression', () => {
  let t: TestApp;
  let webDistDir: string;
  const script = `export const answer = ${JSON.stringify('forty-two '.repeat(300))};\n`;
  const precompressed = brotliCompressSync(script);

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'ow-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><html><body></body></html>');
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'assets', 'app-1234.js'), script);
    writeFileSync(join(webDistDir, 'assets', 'app-1234.js.br'), precompressed);
    t = await createTestApp({ webDistDir });
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  // The OpenAPI document: API JSON well over the 1 KiB threshold.
  const bigJson = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/docs/json', headers });

  it('answers API JSON in Brotli when the client accepts it', async () => {
    const plain = await bigJson();
    const res = await bigJson({ 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers in gzip to a client that accepts only gzip', async () => {
    const res = await bigJson({ 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).paths['/api/health']).toBeDefined();
  });

  it('answers plainly a client that asks for no encoding', async () => {
    const res = await bigJson();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('leaves a response under 1 KiB uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
  });

  it('sends a precompressed built file as it is, not compressed again', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(precompressed)).toBe(true);
  });
});
