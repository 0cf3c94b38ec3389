import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from './test/factories';
import { createTestApp, type TestApp } from './test/harness';

describe('serving the web app', () => {
  let t: TestApp;
  const webDistDir = mkdtempSync(join(tmpdir(), 'ow-web-'));

  beforeAll(async () => {
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDistDir, 'assets', 'app-abc123.js.map'), '{"version":3}');
    t = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(['/', '/Climate/Africa', '/inspiration/123', '/auth/signin'])(
    'answers the deep link %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not publish source maps, nor answer a missing file with the page', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/gone-999.js', '/favicon.ico']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('keeps unknown API paths a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: `Route ${method} /api/does-not-exist not found` });
    }
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth',
      payload: { email: 'a@example.test', password: 'x'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('answers malformed JSON with a 400 message, not a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a path the router cannot read as { message }, without echoing it', async () => {
    for (const url of ['/api/posts/%ZZ', '/api/posts/%ed%a0%80']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'Requête incorrecte' });
    }
  });

  it('refuses a text the database cannot hold (NUL, a lone surrogate in JSON) with 400, not 500', async () => {
    const member = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.app, admin.user._id);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie: member.cookie },
      payload: { title: 'Clean\u0000water', content: 'Wells', postCategory: 'Climate' },
    });
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=a%00b' });
    // The wrong answers are stored as jsonb, which refuses the escape of a lone surrogate.
    const question = await t.app.inject({
      method: 'POST',
      url: '/api/quiz/questions',
      headers: { cookie: admin.cookie },
      payload: {
        category: 'politics',
        difficulty: 'easy',
        type: 'multiple',
        question: 'Which body votes on laws?',
        correct_answer: 'Parliament',
        incorrect_answers: ['\udfffCourt', 'Police', 'Army'],
      },
    });
    for (const res of [post, search, question]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Bad request' });
    }
  });

  it('answers a request line too long for the HTTP parser as { message }', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end(`GET /api/posts?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Bad request',
    });
  });
});
