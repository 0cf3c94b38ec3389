import {
  type AccountExport,
  BLOCK_MESSAGES,
  type BlockedUsersPage,
  type BlockResponse,
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type FollowListResponse,
  type FollowResponse,
  type PublicUser,
  type SessionUser,
  USER_MESSAGES,
} from '@one-world/contract';
import { DEFAULT_LOCALE, isLocale, type Locale, type Translator } from '@one-world/i18n';
import type { UserRow } from '../../db/schema';
import { imageOf } from '../../lib/images';
import type { Page } from '../../lib/keyset-cursor';
import type { Actor } from '../../lib/policy';
import type { AccountData } from './account.service';
import type { ListedMember } from './follows.repository';
import type { FollowState } from './follows.service';
import { userPolicy } from './users.policy';
import type { UserProfile } from './users.repository';

/** A stored cover as the API shapes images; none is null (the screen draws its own backdrop). */
const coverOf = (url: string | null) => (url ? { secure_url: url } : null);

const isContentLanguage = (code: string): code is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(code);

/** The member's interface language; one no longer offered falls back to English. */
export function languageOf(user: Pick<UserRow, 'language'>): Locale {
  return isLocale(user.language) ? user.language : DEFAULT_LOCALE;
}

/**
 * "My languages": the member's choice, or by default their interface language and English (once
 * for an English reader).
 */
export function contentLanguagesOf(
  user: Pick<UserRow, 'language' | 'contentLanguages'>,
): ContentLanguage[] {
  const chosen = (user.contentLanguages ?? []).filter(isContentLanguage);
  if (chosen.length > 0) return [...new Set(chosen)];
  return [...new Set<ContentLanguage>([languageOf(user), 'en'])];
}

/** The signed-in user as the web app stores it (SPEC §3 "Session user info"), with counts. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    bio: user.bio,
    statusBadge: user.statusBadge,
    img: imageOf(user.avatarUrl),
    cover: coverOf(user.coverUrl),
    followerCount: user.followerCount,
    followingCount: user.followingCount,
    emailConfirmed: user.emailConfirmedAt !== null,
    pendingEmail: user.pendingEmail,
    language: languageOf(user),
    contentLanguages: contentLanguagesOf(user),
  };
}

/** What anyone may see of a member (no email, no credentials), with the viewer's abilities. */
export function toPublicUser(user: UserProfile, viewer: Actor | null): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    role: user.role,
    bio: user.bio,
    statusBadge: user.statusBadge,
    img: imageOf(user.avatarUrl),
    cover: coverOf(user.coverUrl),
    followerCount: user.followerCount,
    followingCount: user.followingCount,
    followedByViewer: user.followedByViewer,
    blockedByViewer: user.blockedByViewer,
    createdAt: user.createdAt.toISOString(),
    abilities: userPolicy.abilities(viewer, user),
  };
}

/** A page of members (followers, followings, blocked members), shaped as posts show authors. */
export function toMemberList(page: Page<ListedMember>): FollowListResponse & BlockedUsersPage {
  return {
    users: page.items.map((member) => ({
      _id: member.id,
      name: member.name,
      img: imageOf(member.avatarUrl),
      statusBadge: member.statusBadge,
    })),
    nextCursor: page.nextCursor,
  };
}

/** The answer to a follow or unfollow, with the text the web app shows in the reader's language. */
export function toFollowResponse(state: FollowState, translator: Translator): FollowResponse {
  return {
    message: translator.t(state.following ? USER_MESSAGES.followed : USER_MESSAGES.unfollowed),
    followerCount: state.followerCount,
    followedByViewer: state.following,
  };
}

/** The answer to a block or unblock, with the text the web app shows in the reader's language. */
export function toBlockResponse(blocked: boolean, translator: Translator): BlockResponse {
  return {
    message: translator.t(blocked ? BLOCK_MESSAGES.blocked : BLOCK_MESSAGES.unblocked),
    blockedByViewer: blocked,
  };
}

/** The member's data as the downloaded file holds it (no password hash, no session). */
export function toAccountExport(data: AccountData, exportedAt: Date): AccountExport {
  const { user } = data;
  const iso = (date: Date) => date.toISOString();
  const member = (m: { id: string; name: string; since: Date }) => ({
    _id: m.id,
    name: m.name,
    since: iso(m.since),
  });
  return {
    exportedAt: iso(exportedAt),
    profile: {
      _id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      bio: user.bio,
      statusBadge: user.statusBadge,
      img: imageOf(user.avatarUrl),
      cover: coverOf(user.coverUrl),
      createdAt: iso(user.createdAt),
      emailConfirmed: user.emailConfirmedAt !== null,
      pendingEmail: user.pendingEmail,
      digest: user.digest,
      language: user.language,
      contentLanguages: user.contentLanguages,
    },
    posts: data.posts.map(({ id, createdAt, ...post }) => ({
      _id: id,
      ...post,
      createdAt: iso(createdAt),
    })),
    comments: data.comments.map(({ id, createdAt, ...comment }) => ({
      _id: id,
      ...comment,
      createdAt: iso(createdAt),
    })),
    likes: data.likes.map((like) => ({ postId: like.postId, createdAt: iso(like.createdAt) })),
    followers: data.followers.map(member),
    following: data.following.map(member),
    blocked: data.blocked.map(member),
    reports: data.reports.map(({ id, createdAt, ...report }) => ({
      _id: id,
      ...report,
      createdAt: iso(createdAt),
    })),
    conversations: data.conversations.map((c) => ({
      _id: c.id,
      with: { _id: c.withId, name: c.withName },
      createdAt: iso(c.createdAt),
    })),
    messages: data.messages.map(({ id, createdAt, ...message }) => ({
      _id: id,
      ...message,
      createdAt: iso(createdAt),
    })),
    mails: data.mails.map(({ createdAt, sentAt, ...mail }) => ({
      ...mail,
      createdAt: iso(createdAt),
      sentAt: sentAt ? iso(sentAt) : null,
    })),
  };
}
