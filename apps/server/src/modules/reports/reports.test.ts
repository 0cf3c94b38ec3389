import type { Post, ReportsPage } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { publish, UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
let reporter: SignedUp;
let author: SignedUp;
let admin: SignedUp;
let post: Post;

beforeAll(async () => {
  t = await createTestApp();
  reporter = await signUp(t.app, { name: 'Careful Reader' });
  author = await signUp(t.app);
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  post = await publish(t.app, author.cookie);
});
afterAll(() => t.close());

const report = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: cookie ? { cookie } : {},
    payload,
  });

const listReports = (cookie?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/reports${query}`, headers: cookie ? { cookie } : {} });

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
      },
    });
  });

  it('stores a report about a user', async () => {
    const res = await report(
      {
        kind: 'user',
        targetId: author.user._id,
        title: 'Fake account',
        description: 'Impersonation.',
      },
      reporter.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ kind: 'user', targetId: author.user._id });
  });

  it('answers 404 when the reported post or user does not exist', async () => {
    const noPost = await report(
      { kind: 'post', targetId: UNKNOWN_ID, title: 'Spam', description: 'x' },
      reporter.cookie,
    );
    expect(noPost.statusCode).toBe(404);
    expect(noPost.json()).toEqual({ message: 'The reported post does not exist' });
    // A post id is not a user id: the kind decides where the target is looked up.
    const wrongKind = await report(
      { kind: 'user', targetId: post._id, title: 'Spam', description: 'x' },
      reporter.cookie,
    );
    expect(wrongKind.statusCode).toBe(404);
  });

  it('answers 401 to visitors', async () => {
    const res = await report({ kind: 'post', targetId: post._id, title: 'Spam', description: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to visitors whatever the body, before validating it', async () => {
    for (const payload of [{}, { kind: 'comment', targetId: 'abc' }]) {
      const res = await report(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });

  it('refuses with 403 a report about one’s own post or oneself', async () => {
    const ownPost = await report(
      { kind: 'post', targetId: post._id, title: 'My own', description: 'x' },
      author.cookie,
    );
    expect(ownPost.statusCode).toBe(403);
    expect(ownPost.json()).toEqual({ message: 'You cannot report your own post' });
    const self = await report(
      { kind: 'user', targetId: reporter.user._id, title: 'Myself', description: 'x' },
      reporter.cookie,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'You cannot report yourself' });
  });

  it.each([
    [{ kind: 'comment' }, 'kind: Must be post or user'],
    [{ targetId: 'abc' }, 'targetId: Invalid id'],
    [{ title: 'ab' }, 'title: Title must be at least 3 characters'],
    [{ title: 'x'.repeat(151) }, 'title: Title must be at most 150 characters'],
    [{ description: '  ' }, 'description: Description is required'],
    [{ description: 'x'.repeat(2001) }, 'description: Description must be at most 2000 characters'],
  ])('answers 400 naming the field for %o', async (override, message) => {
    const res = await report(
      { kind: 'post', targetId: post._id, title: 'Spam', description: 'x', ...override },
      reporter.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('GET /api/reports', () => {
  it('shows admins every report, newest first, with its reporter', async () => {
    await report(
      { kind: 'post', targetId: post._id, title: 'Newest one', description: 'Latest.' },
      reporter.cookie,
    );
    const res = await listReports(admin.cookie);
    expect(res.statusCode).toBe(200);
    const { reports } = res.json<ReportsPage>();
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports[0]).toMatchObject({
      title: 'Newest one',
      status: 'open',
      reporter: { _id: reporter.user._id, name: 'Careful Reader' },
    });
    const times = reports.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with a cursor', async () => {
    const first = (await listReports(admin.cookie, '?limit=2')).json<ReportsPage>();
    expect(first.reports).toHaveLength(2);
    const next = (
      await listReports(admin.cookie, `?limit=2&cursor=${first.nextCursor}`)
    ).json<ReportsPage>();
    expect(next.reports.map((r) => r._id)).not.toContain(first.reports[0]?._id);
    expect(next.reports.length).toBeGreaterThan(0);
  });

  it('refuses members with 403 and visitors with 401', async () => {
    expect((await listReports(reporter.cookie)).statusCode).toBe(403);
    expect((await listReports()).statusCode).toBe(401);
  });
});
