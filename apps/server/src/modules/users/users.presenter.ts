import type { PublicUser, SessionUser } from '@one-world/contract';
import { imageOf } from '../../lib/images';
import type { UserWithFollows } from './users.repository';

/** The signed-in user as the web app stores it (SPEC §3 "Session user info"). */
export function toSessionUser(user: UserWithFollows): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    bio: user.bio,
    statusBadge: user.statusBadge,
    img: imageOf(user.avatarUrl),
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
    img: imageOf(user.avatarUrl),
    followers: user.followers,
    following: user.following,
    createdAt: user.createdAt.toISOString(),
  };
}
