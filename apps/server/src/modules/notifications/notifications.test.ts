import {
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationsPage,
  UNREAD_COUNT_MAX,
  type UnreadNotifications,
} from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, notifications, posts } from '../../db/schema';
import {
  type ClientSocket,
  connectMember,
  connectSocket,
  nextEvent,
  roundTrip,
} from '../../realtime/test-socket';
import { follow, makeAdmin, type SignedUp, signUp } from '../../test/factories';
import { listeningTestApp } from '../../test/harness';
import { english } from '../../test/i18n';
import { comment, publish, UNKNOWN_ID } from '../../test/posts';

const server = listeningTestApp();

const inject = (method: 'GET' | 'POST', path: string, cookie?: string, payload?: object) =>
  server.app.inject({
    method,
    url: path,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

/** The member's notifications page (the first one unless a query is given). */
async function listOf(member: SignedUp, query = ''): Promise<NotificationsPage> {
  const res = await inject('GET', `/api/notifications${query}`, member.cookie);
  expect(res.statusCode).toBe(200);
  return res.json<NotificationsPage>();
}

const only = async (member: SignedUp): Promise<Notification[]> =>
  (await listOf(member)).notifications;

const like = (member: SignedUp, postId: string, liked: boolean) =>
  inject('POST', `/api/like/${postId}`, member.cookie, { liked });

/** Files a report through the real endpoint, as a fresh member unless `reporter` is given. */
async function fileReport(kind: 'post' | 'user', targetId: string, title: string, by?: SignedUp) {
  const reporter = by ?? (await signUp(server.app));
  const res = await inject('POST', '/api/reports', reporter.cookie, {
    kind,
    targetId,
    title,
    description: 'Please look',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { reporter, reportId: res.json().report._id as string };
}

const rowsFor = (recipientId: string) =>
  server.app.ctx.db.select().from(notifications).where(eq(notifications.recipientId, recipientId));

/** A connected socket of the member, once it is in the member's room (so emits reach it). */
function online(member: SignedUp): Promise<ClientSocket> {
  return connectMember(server.app.ctx.realtime, server.url, member, server.sockets);
}

describe('writing notifications', () => {
  it('tells a post’s author of a comment, but nobody of their own', async () => {
    const ana = await signUp(server.app, { name: 'Ana' });
    const ben = await signUp(server.app, { name: 'Ben' });
    const post = await publish(server.app, ana.cookie, { title: 'Wells that last' });

    await comment(server.app, ana.cookie, post._id, 'My own note');
    expect(await only(ana)).toEqual([]);

    await comment(server.app, ben.cookie, post._id, 'Count me in');
    const [notification, ...rest] = await only(ana);
    expect(rest).toEqual([]);
    expect(notification).toMatchObject({
      kind: 'comment',
      actor: { _id: ben.user._id, name: 'Ben' },
      othersCount: 0,
      post: { _id: post._id, title: 'Wells that last' },
      report: null,
      detail: null,
      target: null,
      read: false,
    });
    expect(await only(ben)).toEqual([]);
  });

  it('groups the likes of a post while unread, and starts a new group once read', async () => {
    const ana = await signUp(server.app);
    const [ben, cleo, dan] = await Promise.all([
      signUp(server.app),
      signUp(server.app),
      signUp(server.app),
    ]);
    const post = await publish(server.app, ana.cookie);

    await like(ana, post._id, true);
    expect(await only(ana)).toEqual([]);

    await like(ben, post._id, true);
    await like(cleo, post._id, true);
    let [group, ...rest] = await only(ana);
    expect(rest).toEqual([]);
    expect(group).toMatchObject({ kind: 'like', actor: { _id: cleo.user._id }, othersCount: 1 });

    // An unlike changes nothing, and the newest liker liking again does not count twice.
    await like(cleo, post._id, false);
    await like(cleo, post._id, true);
    [group] = await only(ana);
    expect(group).toMatchObject({ actor: { _id: cleo.user._id }, othersCount: 1 });

    await like(dan, post._id, true);
    [group] = await only(ana);
    expect(group).toMatchObject({ actor: { _id: dan.user._id }, othersCount: 2 });
    expect(await rowsFor(ana.user._id)).toHaveLength(1);

    const read = await inject('POST', `/api/notifications/${group?._id}/read`, ana.cookie);
    expect(read.json()).toEqual({ unreadCount: 0 });
    await like(ben, post._id, false);
    await like(ben, post._id, true);
    const [fresh, old] = await only(ana);
    expect(fresh).toMatchObject({ actor: { _id: ben.user._id }, othersCount: 0, read: false });
    expect(old).toMatchObject({ _id: group?._id, read: true });
  });

  it('makes likes at the same moment one group', async () => {
    const ana = await signUp(server.app);
    const likers = await Promise.all([signUp(server.app), signUp(server.app), signUp(server.app)]);
    const post = await publish(server.app, ana.cookie);
    const results = await Promise.all(likers.map((liker) => like(liker, post._id, true)));
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await only(ana)).toMatchObject([{ kind: 'like', othersCount: 2 }]);
  });

  it('tells a member of a new follower once while unread', async () => {
    const ana = await signUp(server.app);
    const ben = await signUp(server.app, { name: 'Ben' });
    await follow(server.app, ben.cookie, ana.user._id);
    await inject('POST', `/api/unfollow/${ana.user._id}`, ben.cookie);
    await follow(server.app, ben.cookie, ana.user._id);
    const list = await only(ana);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'follow', actor: { _id: ben.user._id }, post: null });
    expect(await only(ben)).toEqual([]);
  });

  it('tells reporters and authors what a moderator did, never the moderator', async () => {
    const [admin, author, commenter, suspect] = await Promise.all([
      signUp(server.app),
      signUp(server.app),
      signUp(server.app),
      signUp(server.app),
    ]);
    await makeAdmin(server.app, admin.user._id);
    const [spam, fine] = [
      await publish(server.app, author.cookie, { title: 'Buy my coins' }),
      await publish(server.app, author.cookie, { title: 'Rain gardens' }),
    ];
    const rude = (await comment(server.app, commenter.cookie, fine._id, 'You fool')).comment;
    const removedPost = await fileReport('post', spam._id, 'Scam');
    await fileReport('post', spam._id, 'Mine', admin);
    const dismissed = await fileReport('post', fine._id, 'Off topic');
    const aboutSuspect = await fileReport('user', suspect.user._id, 'Fake account');

    const acts = [
      [`/api/admin/posts/${spam._id}/remove`, { reason: 'Spam' }],
      [`/api/admin/reports/${dismissed.reportId}/dismiss`, {}],
      [`/api/admin/users/${suspect.user._id}/suspend`, { reason: 'Fake' }],
      [`/api/admin/comments/${rude._id}/remove`, { reason: 'Insults' }],
    ] as const;
    for (const [path, body] of acts) {
      const res = await inject('POST', path, admin.cookie, body);
      expect(res.statusCode, path).toBe(200);
    }

    const toldOf = async (member: SignedUp) =>
      (await only(member)).map((n) => [
        n.kind,
        n.detail,
        n.actor,
        n.report?.title,
        n.report?.status,
      ]);
    expect(await toldOf(removedPost.reporter)).toEqual([
      ['report', 'removed', null, 'Scam', 'resolved'],
    ]);
    expect(await toldOf(dismissed.reporter)).toEqual([
      ['report', 'dismissed', null, 'Off topic', 'dismissed'],
    ]);
    expect(await toldOf(aboutSuspect.reporter)).toEqual([
      ['report', 'suspended', null, 'Fake account', 'resolved'],
    ]);
    // The author still reads the title of their removed post, on this notice only.
    expect((await only(author)).filter((n) => n.kind === 'moderation')).toMatchObject([
      {
        actor: null,
        post: { _id: spam._id, title: 'Buy my coins' },
        detail: 'Spam',
        target: 'post',
      },
    ]);
    expect(await only(commenter)).toMatchObject([
      { kind: 'moderation', post: { _id: fine._id }, detail: 'Insults', target: 'comment' },
    ]);
    expect(await only(admin)).toEqual([]);
  });

  it('writes nothing, and announces nothing, when the action fails', async () => {
    const ana = await signUp(server.app);
    const ben = await signUp(server.app);
    const socket = await online(ana);
    const heard: number[] = [];
    socket.on('notificationsChanged', ({ unreadCount }) => heard.push(unreadCount));

    // A writer after the notification's, in the follow's transaction, fails it.
    const stop = server.app.ctx.events.subscribeInTransaction('user.followed', async () => {
      throw new Error('the disk is full');
    });
    const failed = await inject('POST', `/api/follow/${ana.user._id}`, ben.cookie);
    stop();
    expect(failed.statusCode).toBe(500);
    expect(await rowsFor(ana.user._id)).toEqual([]);

    // The next announcement is the next successful action's, and it is readable when heard.
    const next = nextEvent(socket, 'notificationsChanged');
    await follow(server.app, ben.cookie, ana.user._id);
    expect(await next).toEqual({ unreadCount: 1 });
    expect(heard).toEqual([1]);
    expect(await rowsFor(ana.user._id)).toHaveLength(1);
  });

  it('goes with its post when the post is deleted', async () => {
    const ana = await signUp(server.app);
    const ben = await signUp(server.app);
    const post = await publish(server.app, ana.cookie);
    await comment(server.app, ben.cookie, post._id, 'Hello');
    expect(await rowsFor(ana.user._id)).toHaveLength(1);
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers: { cookie: ana.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsFor(ana.user._id)).toEqual([]);
  });

  it('goes with its comment, and with the account of the member who acted', async () => {
    const ana = await signUp(server.app);
    const ben = await signUp(server.app);
    const post = await publish(server.app, ana.cookie);
    const { comment: note } = await comment(server.app, ben.cookie, post._id, 'Soon gone');
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/comments/${note._id}`,
      headers: { cookie: ben.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsFor(ana.user._id)).toEqual([]);

    await follow(server.app, ben.cookie, ana.user._id);
    expect(await rowsFor(ana.user._id)).toHaveLength(1);
    const gone = await inject('POST', '/api/account/delete', ben.cookie, { password: 'Secret123' });
    expect(gone.statusCode).toBe(200);
    expect(await rowsFor(ana.user._id)).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('announces the unread count to every tab after a write and after a read', async () => {
    const ana = await signUp(server.app);
    const ben = await signUp(server.app);
    const [first, second] = await Promise.all([online(ana), online(ana)]);
    const heard = [
      nextEvent(first, 'notificationsChanged'),
      nextEvent(second, 'notificationsChanged'),
    ];
    await follow(server.app, ben.cookie, ana.user._id);
    expect(await Promise.all(heard)).toEqual([{ unreadCount: 1 }, { unreadCount: 1 }]);

    const cleared = nextEvent(second, 'notificationsChanged');
    const res = await inject('POST', '/api/notifications/read', ana.cookie);
    expect(res.json<UnreadNotifications>()).toEqual({ unreadCount: 0 });
    expect(await cleared).toEqual({ unreadCount: 0 });
  });

  it('reads a burst’s count once more after the first, and a tab ends with the latest', async () => {
    const ana = await signUp(server.app);
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const follower = await signUp(server.app, { name });
      await follow(server.app, follower.cookie, ana.user._id);
    }
    await server.app.ctx.events.drain();
    // The tab's first getUsers, sent once it is in the member's room, is heard before the burst:
    // the sync point below cannot be answered by that one arriving late.
    const tab = connectSocket(server.url, { cookie: ana.cookie });
    server.sockets.push(tab);
    await nextEvent(tab, 'getUsers');
    const heard: number[] = [];
    tab.on('notificationsChanged', ({ unreadCount }) => heard.push(unreadCount));

    // Five announcements at once, as five commits in a row would make them.
    const rows = await rowsFor(ana.user._id);
    server.app.ctx.events.publish(
      rows.map((row) => ({
        name: 'notification.created',
        payload: { notificationId: row.id, recipientId: ana.user._id },
      })),
    );
    await server.app.ctx.events.drain();
    await roundTrip(tab, ana.user._id);
    expect(heard).toEqual([5, 5]);
  });

  it('pages newest first with the unread count, and marks one or all read', async () => {
    const ana = await signUp(server.app);
    const followers = [];
    for (const name of ['First', 'Second', 'Third']) {
      const follower = await signUp(server.app, { name });
      await follow(server.app, follower.cookie, ana.user._id);
      followers.push(follower);
    }
    const firstPage = await listOf(ana, '?limit=2');
    expect(firstPage.notifications.map((n) => n.actor?.name)).toEqual(['Third', 'Second']);
    expect(firstPage.unreadCount).toBe(3);
    expect(firstPage.nextCursor).not.toBeNull();
    const secondPage = await listOf(
      ana,
      `?limit=2&cursor=${encodeURIComponent(firstPage.nextCursor ?? '')}`,
    );
    expect(secondPage.notifications.map((n) => n.actor?.name)).toEqual(['First']);
    expect(secondPage.nextCursor).toBeNull();

    const unread = await inject('GET', '/api/notifications/unread', ana.cookie);
    expect(unread.json()).toEqual({ unreadCount: 3 });

    const [newest] = firstPage.notifications;
    const once = await inject('POST', `/api/notifications/${newest?._id}/read`, ana.cookie);
    expect(once.statusCode).toBe(200);
    expect(once.json()).toEqual({ unreadCount: 2 });
    // Reading it again changes nothing.
    const again = await inject('POST', `/api/notifications/${newest?._id}/read`, ana.cookie);
    expect(again.json()).toEqual({ unreadCount: 2 });

    const all = await inject('POST', '/api/notifications/read', ana.cookie);
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await only(ana)).every((n) => n.read)).toBe(true);
  });

  it('counts unread notifications up to UNREAD_COUNT_MAX, however many there are', async () => {
    const ana = await signUp(server.app);
    const ben = await signUp(server.app);
    await server.app.ctx.db.insert(notifications).values(
      Array.from({ length: UNREAD_COUNT_MAX + 20 }, () => ({
        recipientId: ana.user._id,
        kind: 'follow' as const,
        actorId: ben.user._id,
      })),
    );
    const unread = await inject('GET', '/api/notifications/unread', ana.cookie);
    expect(unread.json()).toEqual({ unreadCount: UNREAD_COUNT_MAX });
    const page = await listOf(ana, '?limit=1');
    expect(page.unreadCount).toBe(UNREAD_COUNT_MAX);

    const tab = await online(ana);
    const heard = nextEvent(tab, 'notificationsChanged');
    await follow(server.app, (await signUp(server.app)).cookie, ana.user._id);
    expect(await heard).toEqual({ unreadCount: UNREAD_COUNT_MAX });
    const once = await inject(
      'POST',
      `/api/notifications/${page.notifications[0]?._id}/read`,
      ana.cookie,
    );
    expect(once.json()).toEqual({ unreadCount: UNREAD_COUNT_MAX });
    const all = await inject('POST', '/api/notifications/read', ana.cookie);
    expect(all.json()).toEqual({ unreadCount: 0 });
  });

  it('hides a post the member may no longer see, and notifications from blocked members', async () => {
    const ana = await signUp(server.app);
    const ben = await signUp(server.app);
    const cleo = await signUp(server.app);
    const post = await publish(server.app, ana.cookie);
    await comment(server.app, ben.cookie, post._id, 'Hi');
    await follow(server.app, cleo.cookie, ana.user._id);
    await server.app.ctx.db
      .update(posts)
      .set({ removedAt: new Date(), removedReason: 'Spam' })
      .where(eq(posts.id, post._id));
    expect((await only(ana)).map((n) => [n.kind, n.post])).toEqual([
      ['follow', null],
      ['comment', null],
    ]);

    await server.app.ctx.db
      .insert(blocks)
      .values({ blockerId: ana.user._id, blockedId: cleo.user._id });
    const page = await listOf(ana);
    expect(page.notifications.map((n) => n.kind)).toEqual(['comment']);
    expect(page.unreadCount).toBe(1);
  });

  it('answers 401 to visitors whatever they send', async () => {
    for (const [method, path, payload] of [
      ['GET', '/api/notifications?limit=nope', undefined],
      ['GET', '/api/notifications/unread', undefined],
      ['POST', '/api/notifications/read', { junk: true }],
      ['POST', '/api/notifications/not-a-uuid/read', undefined],
    ] as const) {
      const res = await inject(method, path, undefined, payload);
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('refuses bad input with the field’s name', async () => {
    const ana = await signUp(server.app);
    const badLimit = await inject('GET', '/api/notifications?limit=0', ana.cookie);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toMatch(/^limit: /);
    const badCursor = await inject('GET', '/api/notifications?cursor=bm9wZQ', ana.cookie);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toMatch(/^cursor: /);
    const badId = await inject('POST', '/api/notifications/not-a-uuid/read', ana.cookie);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^notificationId: /);
  });

  it('refuses someone else’s notification (403) and an unknown one (404)', async () => {
    const ana = await signUp(server.app);
    const ben = await signUp(server.app);
    await follow(server.app, ben.cookie, ana.user._id);
    const [mine] = await only(ana);
    const theirs = await inject('POST', `/api/notifications/${mine?._id}/read`, ben.cookie);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: english(NOTIFICATION_MESSAGES.notYours) });
    expect((await only(ana))[0]?.read).toBe(false);

    const unknown = await inject('POST', `/api/notifications/${UNKNOWN_ID}/read`, ana.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: english(NOTIFICATION_MESSAGES.notFound) });
  });
});
