import { z } from 'zod';
import { Image, RoleSchema, StatusBadgeSchema } from './common';
import { LIMITS } from './constants';

export const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .max(LIMITS.emailMax, { message: 'Email is too long' })
  .pipe(z.email({ message: 'Enter a valid email address' }));

/** The server's password rule, hinted in the UI as "6+ Characters, 1 Capital letter". */
export const Password = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, {
    message: `Password must be at least ${LIMITS.passwordMin} characters`,
  })
  .max(LIMITS.passwordMax, { message: `Password must be at most ${LIMITS.passwordMax} characters` })
  .regex(/\p{Lu}/u, { message: 'Password must contain at least 1 capital letter' });

export const PersonName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(LIMITS.nameMin, { message: 'Name is required' })
  .max(LIMITS.nameMax, { message: `Name must be at most ${LIMITS.nameMax} characters` });

/** POST /api/users */
export const SignUpBody = z.object({
  name: PersonName,
  email: Email,
  password: Password,
});
export type SignUpBody = z.infer<typeof SignUpBody>;

/** POST /api/users/auth — no password rule here: old passwords must still sign in. */
export const SignInBody = z.object({
  email: Email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(LIMITS.passwordMax),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const UserId = z.uuid({ message: 'Invalid user id' });
export const UserIdParams = z.object({ id: UserId });

/** The signed-in user (SPEC §3 "Session user info"), mirrored in local storage as userInfo. */
export const SessionUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  bio: z.string(),
  statusBadge: StatusBadgeSchema,
  img: Image,
  followers: z.array(z.string()),
  followings: z.array(z.string()),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** GET /api/users/:id — what anyone may see of a member (no email). */
export const PublicUser = z.object({
  _id: z.string(),
  name: z.string(),
  role: RoleSchema,
  bio: z.string(),
  statusBadge: StatusBadgeSchema,
  img: Image,
  followers: z.array(z.string()),
  following: z.array(z.string()),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const MessageResponse = z.object({ message: z.string() });

/** GET /api/session — the web app restores the signed-in user from the cookie on page load. */
export const SessionResponse = z.object({ user: SessionUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** Texts the accounts endpoints answer with; the web app shows them as toasts. */
export const USER_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  loggedOut: 'Logged out successfully',
  userNotFound: 'User not found',
  tooManyAttempts: 'Too many attempts, please try again later',
} as const;
