import { randomBytes } from 'node:crypto';
import type { SessionUser, SignUpBody } from '@one-world/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/** A member created by a test, with the password it signs in with. */
export type E2eUser = SessionUser & { password: string };

/** Fresh sign-up details; the email is unique so tests never collide on the shared server. */
export function newMember(overrides: Partial<SignUpBody> = {}): SignUpBody {
  const id = randomBytes(5).toString('hex');
  return {
    name: `Member ${id}`,
    email: `member-${id}@example.test`,
    password: 'Secret123',
    ...overrides,
  };
}

/**
 * Signs up through the real `POST /api/users`. Pass `page.request` (or `context.request`) and the
 * session cookie lands in the browser context, so the page is signed in from its next navigation.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  overrides: Partial<SignUpBody> = {},
): Promise<E2eUser> {
  const body = newMember(overrides);
  const response = await request.post('/api/users', { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return { ...((await response.json()) as SessionUser), password: body.password };
}

/** Signs in through the real `POST /api/users/auth`; the cookie lands like in `signUpViaApi`. */
export async function signInViaApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<SessionUser> {
  const response = await request.post('/api/users/auth', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionUser;
}
