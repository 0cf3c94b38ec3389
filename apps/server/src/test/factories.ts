import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_ROUTES,
  type Conversation,
  type Message,
  SESSION_COOKIE,
  type SessionUser,
} from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../app';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

export interface SignedUp {
  user: SessionUser;
  /** Pass as `headers: { cookie }` to act as this user in later inject calls. */
  cookie: string;
}

/** The session cookie of an inject response as a request `cookie` header ('' when none). */
export function sessionCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const session = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
  return session ? `${SESSION_COOKIE}=${session.value}` : '';
}

/** The password `signUp` gives a member unless told otherwise. */
export const MEMBER_PASSWORD = 'Secret123';

/** Signs up a fresh member through the real `POST /api/users`; unique email by default. */
export async function signUp(
  app: App,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<SignedUp> {
  const id = randomBytes(6).toString('hex');
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: {
      name: `Member ${id}`,
      email: `user-${id}@example.test`,
      password: MEMBER_PASSWORD,
      ...overrides,
    },
  });
  if (res.statusCode !== 200) {
    throw new Error(`sign-up failed with ${res.statusCode}: ${res.body}`);
  }
  return { user: res.json<SessionUser>(), cookie: sessionCookieOf(res) };
}

/**
 * Another session of the member, as from a second device, through the real `POST
 * /api/users/auth`: its cookie header.
 */
export async function signInAgain(
  app: App,
  member: SignedUp,
  password = MEMBER_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/auth',
    payload: { email: member.user.email, password },
  });
  if (res.statusCode !== 200) {
    throw new Error(`sign-in failed with ${res.statusCode}: ${res.body}`);
  }
  return sessionCookieOf(res);
}

/**
 * Gives an existing user the admin role (there is no endpoint for it, on purpose: `npm run admin`
 * does it), and has the app read their sessions again at once instead of within the session
 * cache's lifetime.
 */
export async function makeAdmin(app: App, userId: string): Promise<void> {
  await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
  app.sessions.memberChanged(userId);
}

/** Sets the member's interface language through the real `PUT /api/account/languages`. */
export async function setLanguage(app: App, cookie: string, language: Locale): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: `/api${ACCOUNT_ROUTES.languages}`,
    payload: { language },
    headers: { cookie },
  });
  if (res.statusCode !== 200) {
    throw new Error(`setting the language failed with ${res.statusCode}: ${res.body}`);
  }
}

/** A user row written straight to the database, for tests below the API (no password works). */
export async function insertUser(db: Executor, fields: { name: string; email: string }) {
  const [user] = await db
    .insert(users)
    .values({ ...fields, passwordHash: 'not-a-real-hash' })
    .returning();
  if (!user) throw new Error('insert into users returned no row');
  return user;
}

/** `follower` follows the member through the real `POST /api/follow/:id`. */
export async function follow(app: App, followerCookie: string, userId: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/follow/${userId}`,
    headers: { cookie: followerCookie },
  });
  if (res.statusCode !== 200) throw new Error(`follow failed with ${res.statusCode}: ${res.body}`);
}

/** A small PNG as the web's file picker reads it (a data URL); `color` makes each one distinct. */
export async function pictureDataUrl(color = '#4682b4'): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The conversation of the member (by cookie) with another, through `POST /api/conversations`. */
export async function startConversation(
  app: App,
  cookie: string,
  receiverId: string,
): Promise<Conversation> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie },
    payload: { receiverId },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    throw new Error(`opening a conversation failed with ${res.statusCode}: ${res.body}`);
  }
  return res.json<Conversation>();
}

/** Sends a message through the real `POST /api/messages` as the member whose cookie is given. */
export async function sendMessage(
  app: App,
  cookie: string,
  conversationId: string,
  text: string,
): Promise<Message> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { conversationId, text },
  });
  if (res.statusCode !== 201) {
    throw new Error(`sending a message failed with ${res.statusCode}: ${res.body}`);
  }
  return res.json<Message>();
}
