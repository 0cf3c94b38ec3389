import {
  type MyReportsPage,
  type Post,
  REPORT_LIMITS,
  type ReportsPage,
} from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, publish, UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
let reporter: SignedUp;
let author: SignedUp;
let admin: SignedUp;
let post: Post;
let commentId: string;

beforeAll(async () => {
  t = await createTestApp();
  reporter = await signUp(t.app, { name: 'Careful Reader' });
  author = await signUp(t.app);
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  post = await publish(t.app, author.cookie);
  commentId = (await comment(t.app, author.cookie, post._id, 'Buy cheap pills here')).comment._id;
});
afterAll(() => t.close());

const report = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: cookie ? { cookie } : {},
    payload,
  });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const spam = { title: 'Spam', description: 'x' };

describe('POST /api/reports', () => {
  it('stores a report about a post with status open and thanks the reporter', async () => {
    const res = await report(
      { kind: 'post', targetId: post._id, title: ' Spam link ', description: 'Advertises a scam.' },
      reporter.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Report submitted. Thank you for helping keep One World safe.',
      report: {
        _id: expect.any(String),
        kind: 'post',
        targetId: post._id,
        title: 'Spam link',
        description: 'Advertises a scam.',
        status: 'open',
        createdAt: expect.any(String),
        resolvedAt: null,
      },
    });
  });

  it('stores a report about a user and one about a comment', async () => {
    const user = await report(
      {
        kind: 'user',
        targetId: author.user._id,
        title: 'Fake account',
        description: 'Impersonation.',
      },
      reporter.cookie,
    );
    expect(user.statusCode).toBe(200);
    expect(user.json().report).toMatchObject({ kind: 'user', targetId: author.user._id });
    const onComment = await report(
      { kind: 'comment', targetId: commentId, ...spam },
      reporter.cookie,
    );
    expect(onComment.statusCode).toBe(200);
    expect(onComment.json().report).toMatchObject({ kind: 'comment', targetId: commentId });
  });

  it('answers 409 when the member reports the same thing again', async () => {
    const again = await report({ kind: 'post', targetId: post._id, ...spam }, reporter.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already reported this' });
    // Another member may still report it.
    const other = await signUp(t.app);
    expect(
      (await report({ kind: 'post', targetId: post._id, ...spam }, other.cookie)).statusCode,
    ).toBe(200);
  });

  it('answers 404 when the reported post, comment or user does not exist', async () => {
    const member = await signUp(t.app);
    const cases = [
      ['post', UNKNOWN_ID, 'The reported post does not exist'],
      ['comment', UNKNOWN_ID, 'The reported comment does not exist'],
      ['user', UNKNOWN_ID, 'The reported user does not exist'],
      // A post id is not a user id: the kind decides where the target is looked up.
      ['user', post._id, 'The reported user does not exist'],
    ];
    for (const [kind, targetId, message] of cases) {
      const res = await report({ kind, targetId, ...spam }, member.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message });
    }
  });

  it('answers 404 for content the member cannot see (removed by a moderator)', async () => {
    const removed = await publish(t.app, author.cookie, { title: 'Soon removed' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/posts/${removed._id}/remove`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Scam' },
    });
    expect(res.statusCode).toBe(200);
    const member = await signUp(t.app);
    const late = await report({ kind: 'post', targetId: removed._id, ...spam }, member.cookie);
    expect(late.statusCode).toBe(404);
  });

  it('answers 404 for content hidden by a block and a suspended member, but lets blocked members be reported', async () => {
    const blocker = await signUp(t.app);
    const blockersPost = await publish(t.app, blocker.cookie, { title: 'Behind a block' });
    const blocked = await signUp(t.app);
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/blocks/${blocked.user._id}`,
      headers: { cookie: blocker.cookie },
    });
    expect(block.statusCode).toBe(200);
    expect(
      (await report({ kind: 'post', targetId: blockersPost._id, ...spam }, blocked.cookie))
        .statusCode,
    ).toBe(404);
    // Blocking someone is no reason to stop reporting them, either way round.
    for (const [reporter, target] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      const res = await report(
        { kind: 'user', targetId: target.user._id, ...spam },
        reporter.cookie,
      );
      expect(res.statusCode).toBe(200);
    }
    const suspended = await signUp(t.app);
    const suspension = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${suspended.user._id}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Spam account' },
    });
    expect(suspension.statusCode).toBe(200);
    const member = await signUp(t.app);
    const late = await report(
      { kind: 'user', targetId: suspended.user._id, ...spam },
      member.cookie,
    );
    expect(late.statusCode).toBe(404);
  });

  it('answers 401 to visitors whatever the body, before validating it', async () => {
    for (const payload of [{ kind: 'post', targetId: post._id, ...spam }, {}, { kind: 'x' }]) {
      const res = await report(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });

  it('refuses with 403 a report about one’s own post, comment or oneself', async () => {
    const cases = [
      ['post', post._id, 'You cannot report your own post'],
      ['comment', commentId, 'You cannot report your own comment'],
      ['user', author.user._id, 'You cannot report yourself'],
    ];
    for (const [kind, targetId, message] of cases) {
      const res = await report({ kind, targetId, ...spam }, author.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message });
    }
  });

  it.each([
    [{ kind: 'article' }, 'kind: Must be post, comment or user'],
    [{ targetId: 'abc' }, 'targetId: Invalid id'],
    [{ title: 'ab' }, 'title: Title must be at least 3 characters'],
    [{ title: 'x'.repeat(151) }, 'title: Title must be at most 150 characters'],
    [{ description: '  ' }, 'description: Description is required'],
    [{ description: 'x'.repeat(2001) }, 'description: Description must be at most 2000 characters'],
  ])('answers 400 naming the field for %o', async (override, message) => {
    // A member of their own per case: every request counts toward the hourly report limit.
    const member = await signUp(t.app);
    const res = await report(
      { kind: 'post', targetId: post._id, ...spam, ...override },
      member.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it(`allows ${REPORT_LIMITS.perHour} reports an hour per member, then answers 429 to them only`, async () => {
    const busy = await signUp(t.app);
    const send = (cookie: string) =>
      report({ kind: 'post', targetId: UNKNOWN_ID, ...spam }, cookie);
    for (let i = 0; i < REPORT_LIMITS.perHour; i++) {
      expect((await send(busy.cookie)).statusCode).toBe(404);
    }
    const refused = await send(busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await signUp(t.app);
    expect((await send(other.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/reports', () => {
  it('shows admins every report, newest first, with its reporter', async () => {
    const second = await signUp(t.app, { name: 'Second Reader' });
    await report(
      { kind: 'post', targetId: post._id, title: 'Newest one', description: 'Latest.' },
      second.cookie,
    );
    const res = await get('/api/reports', admin.cookie);
    expect(res.statusCode).toBe(200);
    const { reports } = res.json<ReportsPage>();
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports[0]).toMatchObject({
      title: 'Newest one',
      status: 'open',
      resolvedAt: null,
      reporter: { _id: second.user._id, name: 'Second Reader' },
    });
    const times = reports.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with a cursor', async () => {
    const first = (await get('/api/reports?limit=2', admin.cookie)).json<ReportsPage>();
    expect(first.reports).toHaveLength(2);
    const next = (
      await get(`/api/reports?limit=2&cursor=${first.nextCursor}`, admin.cookie)
    ).json<ReportsPage>();
    expect(next.reports.map((r) => r._id)).not.toContain(first.reports[0]?._id);
    expect(next.reports.length).toBeGreaterThan(0);
  });

  it('refuses members with 403 and visitors with 401', async () => {
    expect((await get('/api/reports', reporter.cookie)).statusCode).toBe(403);
    expect((await get('/api/reports')).statusCode).toBe(401);
  });
});

describe('GET /api/reports/mine', () => {
  it('shows the member their own reports only, newest first, paged', async () => {
    const first = await get('/api/reports/mine?limit=2', reporter.cookie);
    expect(first.statusCode).toBe(200);
    const page = first.json<MyReportsPage>();
    expect(page.reports.map((r) => r.kind)).toEqual(['comment', 'user']);
    expect(page.reports[0]).toMatchObject({
      status: 'open',
      resolvedAt: null,
      targetId: commentId,
    });
    const rest = (
      await get(`/api/reports/mine?limit=2&cursor=${page.nextCursor}`, reporter.cookie)
    ).json<MyReportsPage>();
    expect(rest.reports.map((r) => r.kind)).toEqual(['post']);
    expect(rest.nextCursor).toBeNull();
  });

  it('is empty for a member who reported nothing', async () => {
    const res = await get('/api/reports/mine', author.cookie);
    expect(res.json()).toEqual({ reports: [], nextCursor: null });
  });

  it('answers 401 to visitors and 400 naming a bad cursor', async () => {
    expect((await get('/api/reports/mine')).statusCode).toBe(401);
    const bad = await get('/api/reports/mine?cursor=nonsense', reporter.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^cursor: /);
  });
});
