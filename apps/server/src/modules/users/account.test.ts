import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountExport, DELETED_MEMBER, type Post, SESSION_COOKIE } from '@one-world/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../../db/schema';
import {
  follow,
  MEMBER_PASSWORD as PASSWORD,
  pictureDataUrl,
  sendMessage,
  signInAgain,
  signUp,
  startConversation,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { comment, publish, UNKNOWN_ID } from '../../test/posts';
import { rowsOf } from '../../test/rows';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ow-account-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function inject(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

async function sessionUserOf(cookie: string) {
  return (await inject('GET', '/api/session', cookie)).json().user;
}

const like = (cookie: string, postId: string) =>
  inject('POST', `/api/like/${postId}`, cookie, { liked: true });

const report = (cookie: string, kind: 'post' | 'user', targetId: string) =>
  inject('POST', '/api/reports', cookie, {
    kind,
    targetId,
    title: 'Spam here',
    description: 'Repeated advertising',
  });

async function postRow(id: string) {
  const [row] = await t.app.ctx.db.select().from(posts).where(eq(posts.id, id));
  return row;
}

async function countsOf(id: string) {
  const [row] = await t.app.ctx.db
    .select({ followerCount: users.followerCount, followingCount: users.followingCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('PUT /api/account/password', () => {
  it('changes the password, signs every other session out and keeps this one', async () => {
    const member = await signUp(t.app, { password: PASSWORD });
    const laptop = await signInAgain(t.app, member);
    const phone = await signInAgain(t.app, member);
    const res = await inject('PUT', '/api/account/password', member.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'Changed456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Password changed. You have been signed out on your other devices.',
    });
    expect((await sessionUserOf(member.cookie))?._id).toBe(member.user._id);
    expect(await sessionUserOf(laptop)).toBeNull();
    expect(await sessionUserOf(phone)).toBeNull();
    const old = await inject('POST', '/api/users/auth', undefined, {
      email: member.user.email,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await signInAgain(t.app, member, 'Changed456');
  });

  it('refuses a wrong current password with 401 and changes nothing', async () => {
    const member = await signUp(t.app, { password: PASSWORD });
    const other = await signInAgain(t.app, member);
    const res = await inject('PUT', '/api/account/password', member.cookie, {
      currentPassword: 'Wrong123',
      newPassword: 'Changed456',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Current password is incorrect' });
    expect(await sessionUserOf(other)).not.toBeNull();
    await signInAgain(t.app, member);
  });

  it('applies the sign-up password rule to the new password (400)', async () => {
    const member = await signUp(t.app, { password: PASSWORD });
    const res = await inject('PUT', '/api/account/password', member.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'lowercase1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'newPassword: Password must contain at least 1 capital letter',
    });
    const missing = await inject('PUT', '/api/account/password', member.cookie, {
      newPassword: 'Changed456',
    });
    expect(missing.json()).toEqual({ message: 'currentPassword: Current password is required' });
  });
});

describe('POST /api/account/logout-everywhere', () => {
  it('ends every session of the member, this one included, and clears the cookie', async () => {
    const member = await signUp(t.app);
    const bystander = await signUp(t.app);
    const other = await signInAgain(t.app, member);
    const res = await inject('POST', '/api/account/logout-everywhere', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out on every device' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await sessionUserOf(member.cookie)).toBeNull();
    expect(await sessionUserOf(other)).toBeNull();
    expect(await sessionUserOf(bystander.cookie)).not.toBeNull();
  });
});

describe('GET /api/account/export', () => {
  it('downloads the profile, posts, comments, likes, follows, reports, conversations and sent messages', async () => {
    const member = await signUp(t.app, { password: PASSWORD });
    const friend = await signUp(t.app);
    const own = await publish(t.app, member.cookie, { title: 'My own post' });
    const theirs = await publish(t.app, friend.cookie);
    await comment(t.app, member.cookie, theirs._id, 'A thought of mine');
    await like(member.cookie, theirs._id);
    await follow(t.app, member.cookie, friend.user._id);
    await follow(t.app, friend.cookie, member.user._id);
    await report(member.cookie, 'post', theirs._id);
    const chat = await startConversation(t.app, member.cookie, friend.user._id);
    const mine = await sendMessage(t.app, member.cookie, chat._id, 'A message of mine');
    await sendMessage(t.app, friend.cookie, chat._id, 'The friend’s answer');

    const res = await inject('GET', '/api/account/export', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="one-world-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<AccountExport>();
    expect(data.profile).toMatchObject({
      _id: member.user._id,
      name: member.user.name,
      email: member.user.email,
      role: 'member',
      emailConfirmed: false,
      pendingEmail: null,
      digest: 'none',
      language: 'en',
      contentLanguages: null,
    });
    expect(data.mails).toEqual([
      expect.objectContaining({ kind: 'confirm-email', to: member.user.email, status: 'pending' }),
    ]);
    expect(res.body).not.toContain('token=');
    expect(data.posts).toEqual([
      expect.objectContaining({ _id: own._id, title: 'My own post', likeCount: 0 }),
    ]);
    expect(data.comments).toEqual([
      expect.objectContaining({ postId: theirs._id, content: 'A thought of mine' }),
    ]);
    expect(data.likes).toEqual([{ postId: theirs._id, createdAt: expect.any(String) }]);
    const friendRef = { _id: friend.user._id, name: friend.user.name };
    expect(data.followers).toEqual([{ ...friendRef, since: expect.any(String) }]);
    expect(data.following).toEqual([{ ...friendRef, since: expect.any(String) }]);
    expect(data.reports).toEqual([
      expect.objectContaining({ kind: 'post', targetId: theirs._id, status: 'open' }),
    ]);
    expect(data.conversations).toEqual([
      { _id: chat._id, with: friendRef, createdAt: chat.createdAt },
    ]);
    expect(data.messages).toEqual([
      {
        _id: mine._id,
        conversationId: chat._id,
        text: 'A message of mine',
        createdAt: mine.createdAt,
      },
    ]);
    expect(res.body.toLowerCase()).not.toContain('argon2');
    expect(res.body.toLowerCase()).not.toContain('password');
    expect(res.body).not.toContain(PASSWORD);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong password with 401 and keeps the account', async () => {
    const member = await signUp(t.app, { password: PASSWORD });
    const res = await inject('POST', '/api/account/delete', member.cookie, { password: 'Wrong1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Password is incorrect' });
    expect(await sessionUserOf(member.cookie)).not.toBeNull();
  });

  it('leaves no personal data behind, nothing dangling and others’ content intact', async () => {
    const member = await signUp(t.app, { password: PASSWORD });
    const x = await signUp(t.app);
    const y = await signUp(t.app);
    const pictures = await inject('PUT', `/api/profileupdated/${member.user._id}`, member.cookie, {
      img: await pictureDataUrl('#111111'),
      cover: await pictureDataUrl('#222222'),
    });
    const avatar = pictures.json().user.img.secure_url as string;
    const cover = pictures.json().user.cover.secure_url as string;
    const stored = (url: string) =>
      existsSync(join(dataDir, 'images', url.slice('/images/'.length)));
    expect(stored(avatar) && stored(cover)).toBe(true);
    const secondDevice = await signInAgain(t.app, member);

    // Alone: nobody else commented on it, so it goes (with Y's like).
    const alone = await publish(t.app, member.cookie, { title: 'Goes away' });
    await like(y.cookie, alone._id);
    // Discussed: X replied, so it stays under "Deleted member" with X's comment and Y's like.
    const discussed = await publish(t.app, member.cookie, { title: 'Stays for the replies' });
    await comment(t.app, x.cookie, discussed._id, 'A reply by X');
    await comment(t.app, member.cookie, discussed._id, 'The author answers');
    await like(y.cookie, discussed._id);
    await like(member.cookie, discussed._id);
    // X's post, which the member liked and commented on twice.
    const xPost = await publish(t.app, x.cookie, { title: 'X writes' });
    await comment(t.app, member.cookie, xPost._id, 'First by the member');
    await comment(t.app, y.cookie, xPost._id, 'Y was here');
    await comment(t.app, member.cookie, xPost._id, 'Second by the member');
    await like(member.cookie, xPost._id);
    await like(x.cookie, xPost._id);
    await follow(t.app, member.cookie, x.user._id);
    await follow(t.app, y.cookie, member.user._id);
    await follow(t.app, y.cookie, x.user._id);
    await report(member.cookie, 'post', xPost._id);
    const aboutMember = await report(x.cookie, 'user', member.user._id);
    expect(aboutMember.statusCode).toBe(200);
    const chat = await startConversation(t.app, member.cookie, x.user._id);
    await sendMessage(t.app, member.cookie, chat._id, 'From the member');
    await sendMessage(t.app, x.cookie, chat._id, 'From X');

    const res = await inject('POST', '/api/account/delete', member.cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');

    // Signed out everywhere; the account and its pictures are gone.
    expect(await sessionUserOf(member.cookie)).toBeNull();
    expect(await sessionUserOf(secondDevice)).toBeNull();
    expect((await inject('GET', `/api/users/${member.user._id}`)).statusCode).toBe(404);
    expect(stored(avatar) || stored(cover)).toBe(false);
    const signIn = await inject('POST', '/api/users/auth', undefined, {
      email: member.user.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);

    // No table holds the member's id, email or name any more, except X's report about them,
    // which stays with the moderators (it names only the id, which now resolves to nothing).
    const tables = await rowsOf<{ name: string }>(
      t.app.ctx.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'users',
        'posts',
        'comments',
        'likes',
        'follows',
        'conversations',
        'messages',
        // The sign-up's confirmation link and mail, which name the member's id and address.
        'email_tokens',
        'mail_outbox',
      ]),
    );
    for (const { name } of tables) {
      const rows = await rowsOf<{ row: string }>(
        t.app.ctx.db,
        sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t`,
      );
      const leftovers = rows
        .map(({ row }) => row)
        .filter((row) =>
          [member.user._id, member.user.email, member.user.name].some((s) => row.includes(s)),
        );
      if (name === 'reports') {
        expect(leftovers).toHaveLength(1);
        expect(JSON.parse(leftovers[0] ?? '{}')).toMatchObject({
          kind: 'user',
          target_id: member.user._id,
          reporter_id: x.user._id,
        });
      } else {
        expect({ table: name, leftovers }).toEqual({ table: name, leftovers: [] });
      }
    }
    // Their conversation went whole, X's messages in it too.
    const chatMessages = await rowsOf(
      t.app.ctx.db,
      sql`select id from messages where conversation_id = ${chat._id}::uuid`,
    );
    expect(chatMessages).toEqual([]);

    // The post with X's reply stays, under "Deleted member", its counters exact.
    expect(await postRow(alone._id)).toBeUndefined();
    expect(await postRow(discussed._id)).toMatchObject({
      userId: DELETED_MEMBER.id,
      commentCount: 1,
      likeCount: 1,
    });
    expect(await postRow(xPost._id)).toMatchObject({ commentCount: 1, likeCount: 1 });
    const listed = await inject('GET', `/api/posts?category=Climate`);
    const shown = listed.json<{ posts: Post[] }>().posts.find((p) => p._id === discussed._id);
    expect(shown?.user).toMatchObject({ _id: DELETED_MEMBER.id, name: 'Deleted member' });
    expect(shown?.comments.map((c) => c.content)).toEqual(['A reply by X']);
    const xComments = await inject('GET', `/api/comments/${xPost._id}`);
    expect(xComments.json().comments.map((c: { content: string }) => c.content)).toEqual([
      'Y was here',
    ]);
    expect((await inject('GET', `/api/like/${discussed._id}`)).json()).toMatchObject({
      count: 1,
      likes: [{ userId: y.user._id }],
    });

    // Follow counters of the others are exact.
    expect(await countsOf(x.user._id)).toEqual({ followerCount: 1, followingCount: 0 });
    expect(await countsOf(y.user._id)).toEqual({ followerCount: 0, followingCount: 1 });

    // "Deleted member" is nobody's profile and cannot be followed or messaged.
    expect((await inject('GET', `/api/users/${DELETED_MEMBER.id}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/userposts/${DELETED_MEMBER.id}`)).statusCode).toBe(404);
    expect((await inject('POST', `/api/follow/${DELETED_MEMBER.id}`, x.cookie)).statusCode).toBe(
      404,
    );
    const message = await inject('POST', '/api/conversations', x.cookie, {
      receiverId: DELETED_MEMBER.id,
    });
    expect(message.statusCode).toBe(404);
  });

  it('lets a second deleted member share "Deleted member"', async () => {
    const replier = await signUp(t.app);
    for (let i = 0; i < 2; i++) {
      const member = await signUp(t.app, { password: PASSWORD });
      const kept = await publish(t.app, member.cookie);
      await comment(t.app, replier.cookie, kept._id, 'Reply');
      const res = await inject('POST', '/api/account/delete', member.cookie, {
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect((await postRow(kept._id))?.userId).toBe(DELETED_MEMBER.id);
    }
  });
});

describe('member routes', () => {
  const routes = [
    ['PUT', `/api/profileupdated/${UNKNOWN_ID}`],
    ['PUT', '/api/profileupdated/not-an-id'],
    ['PATCH', `/api/updatedbio/${UNKNOWN_ID}`],
    ['POST', `/api/follow/${UNKNOWN_ID}`],
    ['POST', `/api/unfollow/${UNKNOWN_ID}`],
    ['POST', '/api/conversations'],
    ['PUT', '/api/account/password'],
    ['POST', '/api/account/logout-everywhere'],
    ['GET', '/api/account/export'],
    ['POST', '/api/account/delete'],
  ] as const;
  const bodies = [undefined, {}, { bio: 'x'.repeat(1000), password: 1, receiverId: 'nope' }];

  it.each(routes)('%s %s answers a visitor 401 whatever the body', async (method, url) => {
    for (const payload of bodies) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in' });
    }
  });
});
