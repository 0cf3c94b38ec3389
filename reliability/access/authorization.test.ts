/**
 * The authorization sweep, generated from the route table: every route is classified; a second
 * member gets 403 or 404 on every route naming the owner's private resources and changes nothing
 * the owner sees; every admin route refuses members (403) and visitors (401).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, isDocsRoute, ROUTE_ACCESS, type SweepRequest } from './route-access';
import { createWorld, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.t.close());

const routesOf = (kind: Access['kind']) =>
  Object.entries(ROUTE_ACCESS).flatMap(([key, access]) =>
    access.kind === kind && 'request' in access ? [{ key, build: access.request }] : [],
  );

function send(key: string, request: SweepRequest, cookie: string) {
  const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return world.t.app.inject({
    method,
    url: request.url,
    headers: cookie ? { cookie } : {},
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

/** Everything the owner can read of their own: profile, content, messages, orders, scores. */
async function ownerView(): Promise<Record<string, unknown>> {
  const { owner, ids } = world;
  const urls = [
    '/api/session',
    '/api/account/export',
    '/api/notifications',
    '/api/orders',
    `/api/orders/${ids.order}`,
    '/api/quiz/allowance',
    `/api/conversations/${owner.user._id}`,
    `/api/messages/${ids.conversation}`,
    `/api/comments/${ids.post}`,
    '/api/review/mine',
  ];
  const view: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await world.t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    const { exportedAt: _when, ...body } = res.json();
    view[url] = body;
  }
  return view;
}

describe('the route table', () => {
  it('classifies every route the app registers, and only those', () => {
    const registered = world.routes.filter((r) => !isDocsRoute(r.url)).map((r) => r.key);
    expect(registered.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('has every route with an id parameter classified beyond "public" only for reads', () => {
    const writesWithIds = world.routes.filter(
      (r) => r.url.includes('/:') && r.method !== 'GET' && ROUTE_ACCESS[r.key]?.kind === 'public',
    );
    expect(writesWithIds.map((r) => r.key)).toEqual([]);
  });
});

describe("another member on the owner's private resources", () => {
  it('gets 403 or 404 everywhere and changes nothing the owner sees', async () => {
    const before = await ownerView();
    for (const { key, build } of [...routesOf('owner'), ...routesOf('admin')]) {
      const res = await send(key, await build(world), world.intruder.cookie);
      expect([403, 404], `${key} as another member: ${res.statusCode} ${res.body}`).toContain(
        res.statusCode,
      );
      expect(res.body).not.toMatch(/Only for (Paula|Olive)/);
    }
    expect(await ownerView()).toEqual(before);
  });

  it('gets no 2xx as a visitor either', async () => {
    for (const { key, build } of routesOf('owner')) {
      const res = await send(key, await build(world), '');
      expect([401, 403, 404], `${key} as a visitor: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('while the owner reads the same resources (the requests are well-formed)', async () => {
    for (const { key, build } of routesOf('owner').filter(({ key }) => key.startsWith('GET '))) {
      const res = await send(key, await build(world), world.owner.cookie);
      expect(res.statusCode, `${key} as the owner: ${res.body}`).toBe(200);
    }
  });
});

describe('admin routes', () => {
  it('refuse members with 403 and visitors with 401', async () => {
    for (const { key, build } of routesOf('admin')) {
      const request = await build(world);
      const member = await send(key, request, world.owner.cookie);
      expect(member.statusCode, `${key} as a member: ${member.body}`).toBe(403);
      const visitor = await send(key, request, '');
      expect(visitor.statusCode, `${key} as a visitor: ${visitor.body}`).toBe(401);
    }
  });

  it('answer admins (the requests are well-formed)', async () => {
    for (const { key, build } of routesOf('admin').filter(({ key }) => key.startsWith('GET '))) {
      const res = await send(key, await build(world), world.admin.cookie);
      expect(res.statusCode, `${key} as an admin: ${res.body}`).toBe(200);
    }
  });
});
