import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      ...(t.app.ctx.redis ? { redis: 'ok' } : {}),
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Connections (fetch, Socket.IO) go to this origin only, not to any WebSocket server.
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('allows connections to PUBLIC_URL and its WebSocket form when set', async () => {
    const behindProxy = await createTestApp({ publicUrl: 'https://oneworld.example' });
    try {
      const res = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['content-security-policy']).toContain(
        "connect-src 'self' https://oneworld.example wss://oneworld.example;",
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 refuses connections: the app must start, not wait for Redis.
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('reports Redis as unavailable with 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Redis unavailable' });
  });

  it('still serves the API, skipping the rate limits', async () => {
    const board = await t.app.inject({ method: 'GET', url: '/api/posts?category=Climate' });
    expect(board.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth',
      payload: { email: 'nobody@example.test', password: 'Wrong123' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
