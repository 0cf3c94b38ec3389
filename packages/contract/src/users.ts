import { z } from 'zod';
import {
  ActingUserId,
  ContentLanguageSchema,
  Image,
  ImageDataUrl,
  LocaleSchema,
  MailToken,
  MemberSummary,
  RoleSchema,
  StatusBadgeSchema,
  UserId,
} from './common';
import { CATEGORIES, LIMITS, REGIONS } from './constants';

export const Email = z
  .string({ error: 'users.emailRequired' })
  .trim()
  .max(LIMITS.emailMax, { message: 'users.emailTooLong' })
  .pipe(z.email({ message: 'users.emailInvalid' }));

/** The server's password rule, hinted in the UI as "6+ Characters, 1 Capital letter". */
export const Password = z
  .string({ error: 'users.passwordRequired' })
  .min(LIMITS.passwordMin, { message: 'users.passwordTooShort' })
  .max(LIMITS.passwordMax, { message: 'users.passwordTooLong' })
  .regex(/\p{Lu}/u, { message: 'users.passwordCapital' });

export const PersonName = z
  .string({ error: 'users.nameRequired' })
  .trim()
  .min(LIMITS.nameMin, { message: 'users.nameRequired' })
  .max(LIMITS.nameMax, { message: 'users.nameTooLong' });

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
    .string({ error: 'users.passwordRequired' })
    .min(1, { message: 'users.passwordRequired' })
    .max(LIMITS.passwordMax),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const UserIdParams = z.object({ id: UserId });

/**
 * The signed-in user (SPEC §3 "Session user info"), mirrored in local storage as userInfo. The
 * spec's `followers`/`followings` id lists are counts here (they grow without bound); the lists
 * themselves are paged at GET /api/users/:id/followers and /following.
 */
export const SessionUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  bio: z.string(),
  statusBadge: StatusBadgeSchema,
  img: Image,
  /** The cover image of the profile; null when none was uploaded. */
  cover: Image.nullable(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  /** Whether the member opened the confirmation link sent to `email` (issue 16). */
  emailConfirmed: z.boolean(),
  /** A new address waiting for its confirmation link; `email` stays in use until then. */
  pendingEmail: z.string().nullable(),
  /** The interface language they chose (issue 17). */
  language: LocaleSchema,
  /** The languages of writing their boards show ("my languages"): their choice or the default. */
  contentLanguages: z.array(ContentLanguageSchema),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * What the viewer may do with a member, decided by the server's policy: the web shows Edit,
 * Follow/Unfollow, Message and Report from these and never recomputes them. For a visitor,
 * `follow`, `message` and `report` are true: the screen offers them and asks to sign in first.
 */
export const UserAbilities = z.object({
  /** Edit the profile, bio, avatar and cover: oneself only. */
  update: z.boolean(),
  /** Follow or unfollow: anyone but oneself (the button is hidden on one's own profile). */
  follow: z.boolean(),
  /** Start a conversation: anyone but oneself (one's own Message link goes to /chats). */
  message: z.boolean(),
  /** Report the member: anyone but oneself. */
  report: z.boolean(),
  /** Block or unblock the member: anyone but oneself (false for visitors). */
  block: z.boolean(),
});
export type UserAbilities = z.infer<typeof UserAbilities>;

/**
 * GET /api/users/:id — what anyone may see of a member (no email). The spec's `followers` and
 * `following` id lists are `followerCount`/`followingCount` plus `followedByViewer` (false for
 * visitors); the lists are paged at /api/users/:id/followers and /following.
 */
export const PublicUser = z.object({
  _id: z.string(),
  name: z.string(),
  role: RoleSchema,
  bio: z.string(),
  statusBadge: StatusBadgeSchema,
  img: Image,
  cover: Image.nullable(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  followedByViewer: z.boolean(),
  /** Whether the viewer blocked this member (false for visitors). */
  blockedByViewer: z.boolean(),
  createdAt: z.string(),
  abilities: UserAbilities,
});
export type PublicUser = z.infer<typeof PublicUser>;

/** GET /api/users/:id/followers and /following — newest follow first. */
export const FollowListResponse = z.object({
  users: z.array(MemberSummary),
  nextCursor: z.string().nullable(),
});
export type FollowListResponse = z.infer<typeof FollowListResponse>;

/** About Me (SPEC §5: at most 300 characters); trimmed before it is measured. */
export const Bio = z
  .string({ error: 'users.bioType' })
  .trim()
  .max(LIMITS.bioMax, { message: 'users.bioTooLong' });

/**
 * An image field of the profile update: a data URL replaces the picture; null, absent or the
 * `{ secure_url }` the client already holds (the spec's client sends its stored user back)
 * leaves it as it is.
 */
const ProfileImageField = z.union([ImageDataUrl, Image]).nullish();

/**
 * PUT /api/profileupdated/:id (SPEC §7) — oneself only; every field may be left out. `role` and
 * `statusBadge`, which the spec's client sends back, change only by admin action or payment:
 * they are accepted and ignored (unknown keys are dropped).
 */
export const ProfileUpdateBody = z.object({
  name: PersonName.optional(),
  email: Email.optional(),
  bio: Bio.optional(),
  /** The avatar. */
  img: ProfileImageField,
  /** The cover image. */
  cover: ProfileImageField,
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBody>;

/** PATCH /api/updatedbio/:id (SPEC §7) — oneself only. */
export const BioBody = z.object({ bio: Bio });
export type BioBody = z.input<typeof BioBody>;

/** The answer to a profile or bio update: the toast text and the updated session user. */
export const ProfileUpdateResponse = z.object({ message: z.string(), user: SessionUser });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponse>;

/**
 * POST /api/follow/:id and /api/unfollow/:id — the follower is the session user; the spec's
 * `followerId`, when sent, must name them (403 otherwise).
 */
export const FollowBody = z.object({ followerId: ActingUserId });
export type FollowBody = z.input<typeof FollowBody>;

/** The answer to a follow or unfollow: the member's new follower count and the viewer's state. */
export const FollowResponse = z.object({
  message: z.string(),
  followerCount: z.number().int(),
  followedByViewer: z.boolean(),
});
export type FollowResponse = z.infer<typeof FollowResponse>;

/** PUT /api/account/password — the current password, then a new one under the sign-up rule. */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'users.currentPasswordRequired' })
    .min(1, { message: 'users.currentPasswordRequired' })
    .max(LIMITS.passwordMax),
  newPassword: Password,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** POST /api/account/delete — confirmed with the password. */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: 'users.passwordRequired' })
    .min(1, { message: 'users.passwordRequired' })
    .max(LIMITS.passwordMax),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

/** The member another member is linked to in the export (a follower, a conversation partner). */
const ExportedMember = z.object({ _id: z.string(), name: z.string(), since: z.string() });

/**
 * GET /api/account/export — everything the site holds about the member, as one JSON file: the
 * profile, their posts, comments, likes, follows in both directions, the members they blocked,
 * the reports they filed, their conversations, the messages they sent and the mail sent to them.
 * Never a password hash, a session or a mail link's token.
 */
export const AccountExport = z.object({
  exportedAt: z.string(),
  profile: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: RoleSchema,
    bio: z.string(),
    statusBadge: StatusBadgeSchema,
    img: Image,
    cover: Image.nullable(),
    createdAt: z.string(),
    emailConfirmed: z.boolean(),
    pendingEmail: z.string().nullable(),
    /** How often notifications are mailed: none, daily or weekly. */
    digest: z.string(),
    /** The interface language they chose (issue 17). */
    language: z.string(),
    /** The languages of writing their boards show, as they chose them (null: the default). */
    contentLanguages: z.array(z.string()).nullable(),
  }),
  posts: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      content: z.string(),
      postCategory: z.enum(CATEGORIES),
      region: z.enum(REGIONS).nullable(),
      createdAt: z.string(),
      likeCount: z.number().int(),
      commentCount: z.number().int(),
    }),
  ),
  comments: z.array(
    z.object({ _id: z.string(), postId: z.string(), content: z.string(), createdAt: z.string() }),
  ),
  likes: z.array(z.object({ postId: z.string(), createdAt: z.string() })),
  followers: z.array(ExportedMember),
  following: z.array(ExportedMember),
  /** The members the member blocked, since when. */
  blocked: z.array(ExportedMember),
  reports: z.array(
    z.object({
      _id: z.string(),
      kind: z.string(),
      targetId: z.string(),
      title: z.string(),
      description: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  conversations: z.array(
    z.object({
      _id: z.string(),
      with: ExportedMember.omit({ since: true }),
      createdAt: z.string(),
    }),
  ),
  /** The messages the member sent, oldest first. */
  messages: z.array(
    z.object({
      _id: z.string(),
      conversationId: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
  /**
   * The mail the site queued or sent to the member, oldest first; not the bodies, whose links may
   * still work.
   */
  mails: z.array(
    z.object({
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;

export const MessageResponse = z.object({ message: z.string() });

/** GET /api/session — the web app restores the signed-in user from the cookie on page load. */
export const SessionResponse = z.object({ user: SessionUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

// ---------------------------------------------------------------------------------------------
// Blocking (issue 11). Between a blocker and the member they blocked: neither sees the other's
// posts and comments, neither can message the other, the blocked member cannot follow the
// blocker or comment on their posts, and blocking ends the follows between them both ways.

/** POST /api/blocks/:id (block) and DELETE /api/blocks/:id (unblock): the viewer's state now. */
export const BlockResponse = z.object({ message: z.string(), blockedByViewer: z.boolean() });
export type BlockResponse = z.infer<typeof BlockResponse>;

/** GET /api/blocks — the members the signed-in member blocked, most recent first. */
export const BlockedUsersPage = z.object({
  users: z.array(MemberSummary),
  nextCursor: z.string().nullable(),
});
export type BlockedUsersPage = z.infer<typeof BlockedUsersPage>;

/** POST /api/users/password/forgot — answers the same whether or not the address exists. */
export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

/** POST /api/users/password/reset — the link's token and the new password (the sign-up rule). */
export const ResetPasswordBody = z.object({ token: MailToken, password: Password });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/**
 * POST /api/users/email/confirm — the confirmed member when the request is signed in as them
 * (the web then updates its session user), else null.
 */
export const ConfirmEmailResponse = z.object({
  message: z.string(),
  user: SessionUser.nullable(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;
