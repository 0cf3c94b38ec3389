import type {
  AuditPage,
  DomainEvent,
  ModerationQueuePage,
  MyReportsPage,
  Post,
  PostsPage,
  QueueReport,
} from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, publish, UNKNOWN_ID } from '../../test/posts';

let t: TestApp;
let admin: SignedUp;
let author: SignedUp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { name: 'Ada Admin' });
  await makeAdmin(t.app, admin.user._id);
  author = await signUp(t.app, { name: 'Olu Author' });
  member = await signUp(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Files a report through the real endpoint as a fresh member (one report each: no limits). */
async function fileReport(kind: string, targetId: string, title = 'Spam') {
  const reporter = await signUp(t.app);
  const res = await post(
    '/api/reports',
    { kind, targetId, title, description: 'x' },
    reporter.cookie,
  );
  if (res.statusCode !== 200) throw new Error(`report failed with ${res.statusCode}: ${res.body}`);
  return { reporter, reportId: res.json().report._id as string };
}

/** The whole open queue as the admin sees it, page by page. */
async function wholeQueue(): Promise<QueueReport[]> {
  const all: QueueReport[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
    const page: ModerationQueuePage = (
      await get(`/api/admin/reports${query}`, admin.cookie)
    ).json();
    all.push(...page.reports);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const myReports = async (reporter: SignedUp) =>
  (await get('/api/reports/mine', reporter.cookie)).json<MyReportsPage>().reports;

const board = async (category: string, cookie?: string) =>
  (await get(`/api/posts?category=${category}`, cookie)).json<PostsPage>().posts;

describe('admin-only moderation endpoints', () => {
  const valid = { reason: 'Breaks the rules' };
  const endpoints: [string, string, object | undefined][] = [
    ['GET', '/api/admin/reports', undefined],
    ['GET', '/api/admin/audit', undefined],
    ['POST', `/api/admin/reports/${UNKNOWN_ID}/dismiss`, {}],
    ['POST', `/api/admin/posts/${UNKNOWN_ID}/remove`, valid],
    ['POST', `/api/admin/comments/${UNKNOWN_ID}/remove`, valid],
    ['POST', `/api/admin/users/${UNKNOWN_ID}/suspend`, valid],
    ['POST', `/api/admin/users/${UNKNOWN_ID}/unsuspend`, {}],
  ];

  it.each(endpoints)('%s %s answers 401 signed out, 403 to members', async (method, url, body) => {
    const as = (cookie?: string) =>
      t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: cookie ? { cookie } : {},
        ...(body ? { payload: body } : {}),
      });
    const visitor = await as();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please sign in' });
    const refused = await as(member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only administrators can moderate' });
    // A member is refused before their input is even read: a bad body changes nothing.
    const badInput = await t.app.inject({
      method: method as 'GET' | 'POST',
      url: `${url.replace(UNKNOWN_ID, 'not-an-id')}?limit=abc`,
      headers: { cookie: member.cookie },
      ...(body ? { payload: { reason: 1, days: 'x' } } : {}),
    });
    expect(badInput.statusCode).toBe(403);
  });

  it.each([
    [`/api/admin/reports/abc/dismiss`, {}, 'reportId: Invalid report id'],
    [
      `/api/admin/reports/${UNKNOWN_ID}/dismiss`,
      { reason: 'no' },
      'reason: Reason must be at least 3 characters',
    ],
    [`/api/admin/posts/abc/remove`, valid, 'postId: Invalid post id'],
    [`/api/admin/posts/${UNKNOWN_ID}/remove`, {}, 'reason: Reason is required'],
    [
      `/api/admin/posts/${UNKNOWN_ID}/remove`,
      { ...valid, reportId: 'x' },
      'reportId: Invalid report id',
    ],
    [`/api/admin/comments/abc/remove`, valid, 'commentId: Invalid comment id'],
    [
      `/api/admin/users/${UNKNOWN_ID}/suspend`,
      { reason: 'x'.repeat(501) },
      'reason: Reason must be at most 500 characters',
    ],
    [
      `/api/admin/users/${UNKNOWN_ID}/suspend`,
      { ...valid, days: 0 },
      'days: Days must be at least 1',
    ],
    [
      `/api/admin/users/${UNKNOWN_ID}/suspend`,
      { ...valid, days: 1.5 },
      'days: Days must be a whole number',
    ],
  ])('POST %s answers 400 naming the field for %o', async (url, body, message) => {
    const res = await post(url, body, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    [`/api/admin/reports/${UNKNOWN_ID}/dismiss`, {}, 'Report not found'],
    [`/api/admin/posts/${UNKNOWN_ID}/remove`, valid, 'Post not found'],
    [`/api/admin/comments/${UNKNOWN_ID}/remove`, valid, 'Comment not found'],
    [`/api/admin/users/${UNKNOWN_ID}/suspend`, valid, 'User not found'],
    [`/api/admin/users/${UNKNOWN_ID}/unsuspend`, {}, 'User not found'],
  ])('POST %s answers 404 for an unknown target', async (url, body, message) => {
    const res = await post(url, body, admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });

  it('answers 400 naming a bad cursor of the queue and the audit log', async () => {
    for (const url of ['/api/admin/reports?cursor=x', '/api/admin/audit?cursor=x']) {
      const res = await get(url, admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'cursor: Invalid cursor' });
    }
  });
});

describe('GET /api/admin/reports (the queue)', () => {
  let queued: Post;
  let commentId: string;

  beforeAll(async () => {
    queued = await publish(t.app, author.cookie, { title: 'Queued post', content: 'Buy now' });
    commentId = (await comment(t.app, author.cookie, queued._id, 'Rude words')).comment._id;
    await fileReport('post', queued._id, 'First about the post');
    await fileReport('comment', commentId, 'About the comment');
    await fileReport('user', author.user._id, 'About the author');
    await fileReport('post', queued._id, 'Second about the post');
  });

  it('lists open reports oldest first, each with its target in place, count and reporter', async () => {
    const queue = await wholeQueue();
    const mine = queue.filter((r) => [queued._id, commentId, author.user._id].includes(r.targetId));
    expect(mine.map((r) => r.title)).toEqual([
      'First about the post',
      'About the comment',
      'About the author',
      'Second about the post',
    ]);
    const times = queue.map((r) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    const [aboutPost, aboutComment, aboutAuthor] = mine;
    expect(aboutPost).toMatchObject({
      status: 'open',
      reporter: { _id: expect.any(String), name: expect.any(String) },
      targetReportCount: 2,
      target: {
        kind: 'post',
        post: {
          _id: queued._id,
          title: 'Queued post',
          content: 'Buy now',
          author: {
            _id: author.user._id,
            name: 'Olu Author',
            img: { secure_url: expect.any(String) },
          },
          removed: null,
        },
      },
    });
    expect(aboutComment).toMatchObject({
      targetReportCount: 1,
      target: {
        kind: 'comment',
        comment: {
          _id: commentId,
          content: 'Rude words',
          postId: queued._id,
          postTitle: 'Queued post',
          author: { _id: author.user._id },
          removed: null,
        },
      },
    });
    expect(aboutAuthor).toMatchObject({
      targetReportCount: 1,
      target: {
        kind: 'user',
        user: { _id: author.user._id, name: 'Olu Author', bio: '', suspension: null },
      },
    });
  });

  it('shows a target deleted by its author as null', async () => {
    const gone = await publish(t.app, author.cookie, { title: 'Deleted later' });
    const { reportId } = await fileReport('post', gone._id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${gone._id}`,
      headers: { cookie: author.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const entry = (await wholeQueue()).find((r) => r._id === reportId);
    expect(entry?.target).toEqual({ kind: 'post', post: null });
  });
});

describe('POST /api/admin/reports/:reportId/dismiss', () => {
  it('dismisses the report, which the reporter then sees, and refuses a second time with 409', async () => {
    const target = await publish(t.app, author.cookie, { title: 'Harmless' });
    const { reporter, reportId } = await fileReport('post', target._id);
    const res = await post(
      `/api/admin/reports/${reportId}/dismiss`,
      { reason: 'Not spam' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Report dismissed' });
    const [seen] = await myReports(reporter);
    expect(seen).toMatchObject({
      _id: reportId,
      status: 'dismissed',
      resolvedAt: expect.any(String),
    });
    expect((await wholeQueue()).map((r) => r._id)).not.toContain(reportId);
    const again = await post(`/api/admin/reports/${reportId}/dismiss`, {}, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This report has already been handled' });
    // Dismissing changes nothing of the post.
    expect((await board('Climate', member.cookie)).map((p) => p._id)).toContain(target._id);
  });
});

describe('POST /api/admin/posts/:postId/remove', () => {
  it('removes the post for members but not admins, and resolves every open report of it', async () => {
    const target = await publish(t.app, author.cookie, {
      title: 'Scam offer',
      postCategory: 'Policy',
    });
    const first = await fileReport('post', target._id);
    const second = await fileReport('post', target._id);
    const res = await post(
      `/api/admin/posts/${target._id}/remove`,
      { reason: 'Scam', reportId: first.reportId },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Post removed' });
    for (const { reporter, reportId } of [first, second]) {
      const [seen] = await myReports(reporter);
      expect(seen).toMatchObject({
        _id: reportId,
        status: 'resolved',
        resolvedAt: expect.any(String),
      });
    }
    expect((await board('Policy', member.cookie)).map((p) => p._id)).not.toContain(target._id);
    expect((await board('Policy')).map((p) => p._id)).not.toContain(target._id);
    const seenByAdmin = (await board('Policy', admin.cookie)).find((p) => p._id === target._id);
    expect(seenByAdmin?.removed).toEqual({ reason: 'Scam', at: expect.any(String) });

    const again = await post(
      `/api/admin/posts/${target._id}/remove`,
      { reason: 'Scam' },
      admin.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This content has already been removed' });
  });

  it('refuses with 404 a reportId that is not about the post, and removes nothing', async () => {
    const target = await publish(t.app, author.cookie, { title: 'Other' });
    const elsewhere = await fileReport('user', author.user._id);
    const res = await post(
      `/api/admin/posts/${target._id}/remove`,
      { reason: 'Scam', reportId: elsewhere.reportId },
      admin.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Report not found' });
    expect((await board('Climate', member.cookie)).map((p) => p._id)).toContain(target._id);
  });
});

describe('POST /api/admin/comments/:commentId/remove', () => {
  it('removes the comment, takes it off the post’s count and resolves its reports', async () => {
    const target = await publish(t.app, author.cookie, { title: 'Has a bad comment' });
    const commentId = (await comment(t.app, member.cookie, target._id, 'Insult')).comment._id;
    const { reporter, reportId } = await fileReport('comment', commentId);
    const countOf = async () =>
      (await t.app.ctx.db.select().from(posts).where(eq(posts.id, target._id)))[0]?.commentCount;
    expect(await countOf()).toBe(1);
    const res = await post(
      `/api/admin/comments/${commentId}/remove`,
      { reason: 'Insult' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Comment removed' });
    expect(await countOf()).toBe(0);
    expect((await myReports(reporter))[0]).toMatchObject({ _id: reportId, status: 'resolved' });
    const again = await post(
      `/api/admin/comments/${commentId}/remove`,
      { reason: 'Insult' },
      admin.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(await countOf()).toBe(0);
    // Deleting it afterwards (admins still see it) does not take it off the count twice.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${commentId}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await countOf()).toBe(0);
  });
});

describe('domain events of moderation', () => {
  it('announces each action once committed, with the reports it settled', async () => {
    const heard: DomainEvent[] = [];
    const stop = t.app.ctx.events.subscribeAll((event) => {
      heard.push(event);
    });
    const target = await publish(t.app, author.cookie, { title: 'Announced' });
    const removed = await fileReport('post', target._id);
    const dismissed = await fileReport('user', author.user._id);
    await post(`/api/admin/reports/${dismissed.reportId}/dismiss`, {}, admin.cookie);
    await post(`/api/admin/posts/${target._id}/remove`, { reason: 'Spam' }, admin.cookie);
    // A refused action announces nothing.
    await post(`/api/admin/posts/${target._id}/remove`, { reason: 'Spam' }, admin.cookie);
    stop();
    const moderation = heard.filter((e) =>
      ['report.dismissed', 'content.removed'].includes(e.name),
    );
    expect(moderation).toEqual([
      {
        name: 'report.dismissed',
        payload: {
          reportId: dismissed.reportId,
          reporterId: dismissed.reporter.user._id,
          actorId: admin.user._id,
        },
      },
      {
        name: 'content.removed',
        payload: {
          kind: 'post',
          targetId: target._id,
          postId: target._id,
          authorId: author.user._id,
          actorId: admin.user._id,
          reason: 'Spam',
          reports: [{ reportId: removed.reportId, reporterId: removed.reporter.user._id }],
        },
      },
    ]);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists every action newest first with who, what, to what, why, and pages', async () => {
    const target = await publish(t.app, author.cookie, { title: 'Audited' });
    const { reportId } = await fileReport('post', target._id);
    await post(`/api/admin/reports/${reportId}/dismiss`, {}, admin.cookie);
    await post(`/api/admin/posts/${target._id}/remove`, { reason: 'Audit reason' }, admin.cookie);
    const first = (await get('/api/admin/audit?limit=2', admin.cookie)).json<AuditPage>();
    expect(first.actions).toEqual([
      {
        _id: expect.any(String),
        action: 'post.removed',
        actor: { _id: admin.user._id, name: 'Ada Admin' },
        targetKind: 'post',
        targetId: target._id,
        reportId: null,
        reason: 'Audit reason',
        until: null,
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        action: 'report.dismissed',
        targetKind: 'post',
        targetId: target._id,
        reportId,
        reason: null,
      }),
    ]);
    const rest = (
      await get(`/api/admin/audit?limit=50&cursor=${first.nextCursor}`, admin.cookie)
    ).json<AuditPage>();
    expect(rest.actions.map((a) => a._id)).not.toContain(first.actions[0]?._id);
    expect(rest.actions.length).toBeGreaterThan(0);
    const times = [...first.actions, ...rest.actions].map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
