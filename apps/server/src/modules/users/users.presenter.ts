import { DEFAULT_AVATAR_URL, type PublicUser, type SessionUser } from '@one-world/contract';
import type { UserRow } from '../../db/schema';
import type { UserWithFollows } from './users.repository';

/** `img` as the spec shapes it; members without an avatar get the default picture. */
export function avatarOf(user: Pick<UserRow, 'avatarUrl'>): { secure_url: string } {
  return { secure_url: user.avatarUrl ?? DEFAULT_AVATAR_URL };
}

/** The signed-in user as the web app stores it (SPEC §3 "Session user info"). */
export function toSessionUser(user: UserWithFollows): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    bio: user.bio,
    statusBadge: user.statusBadge,
    img: avatarOf(user),
    followers: user.followers,
    followings: user.following,
  };
}

/** What anyone may see of a member: no email, no credentials. */
export function toPublicUser(user: UserWithFollows): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    role: user.role,
    bio: user.bio,
    statusBadge: user.statusBadge,
    img: avatarOf(user),
    followers: user.followers,
    following: user.following,
    createdAt: user.createdAt.toISOString(),
  };
}
