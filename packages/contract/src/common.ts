/**
 * Schemas that several parts of the contract share. A contract file imports only this file,
 * constants.ts and the `<feature>-constants.ts` modules (lint enforces it), so features never lean
 * on each other's schemas.
 */
import { LOCALE_CODES } from '@one-world/i18n';
import { z } from 'zod';
import { CHAT_LIMITS, CHAT_MESSAGES } from './chat-constants';
import {
  CONTENT_LANGUAGES,
  PAGE_LIMITS,
  ROLES,
  STATUS_BADGES,
  UNREAD_COUNT_MAX,
} from './constants';

/** An image as the API sends it (SPEC §3 `img: { secure_url }`). */
export const Image = z.object({ secure_url: z.string() });

export const RoleSchema = z.enum(ROLES);
export const StatusBadgeSchema = z.enum(STATUS_BADGES).nullable();

/** An unread count, counted up to UNREAD_COUNT_MAX ("this many or more"). */
export const UnreadCountValue = z.number().int().min(0).max(UNREAD_COUNT_MAX);

/** A member's id in paths, queries and payloads. */
export const UserId = z.uuid({ message: 'validation.invalidUserId' });

/** A conversation's id in paths and payloads. */
export const ConversationId = z.uuid({ message: 'validation.invalidConversationId' });

/**
 * The acting user's id that spec payloads carry; the session decides, another id is a 403, so it
 * is only checked, never trusted.
 */
export const ActingUserId = z.string().nullish();

/** An opaque keyset cursor, as returned in `nextCursor`. */
export const Cursor = z
  .string()
  .max(200, { message: 'errors.invalidCursor' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'errors.invalidCursor' });

/** A page size query parameter: a whole number from 1 to `max`, `fallback` when absent. */
export const pageLimit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'validation.mustBeNumber' })
    .int({ message: 'validation.wholeNumber' })
    // "Must be at least 1", "Must be at most 50": the issue's own limit fills the text.
    .min(1, { message: 'validation.tooSmall' })
    .max(max, { message: 'validation.tooBig' })
    .default(fallback);

/** Cursor paging query shared by the keyset-paged list endpoints. */
export const PageQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(PAGE_LIMITS.pageDefault, PAGE_LIMITS.pageMax),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A member as lists and posts show them: name, picture and badge (SPEC §3 Post.user). */
export const MemberSummary = z.object({
  _id: z.string(),
  name: z.string(),
  img: Image,
  statusBadge: StatusBadgeSchema,
});
export type MemberSummary = z.infer<typeof MemberSummary>;

/**
 * A new picture as the web's file picker reads it (FileReader.readAsDataURL). The server checks
 * its bytes (413 beyond 5 MB, 415 for anything but PNG, JPEG, WebP or GIF) and re-encodes it.
 */
export const ImageDataUrl = z.string().startsWith('data:', { message: 'images.dataUrlRequired' });

export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES, {
  message: 'languages.unknownContentLanguage',
});

/**
 * The language of a text being written (posts, comments, articles, reviews, messages): a content
 * language the author chose, or null (also when left out on creation) to have it detected. On an
 * edit, leaving it out keeps the author's earlier choice, or detects the new text's language when
 * the earlier one was detected.
 */
export const ContentLanguageChoice = ContentLanguageSchema.nullish();

/**
 * A message's text: trimmed, non-empty, at most `CHAT_LIMITS.messageMax` characters, without a
 * NUL character. PostgreSQL cannot store one, and messages are stored in groups (the chat's group
 * commit): one such text would fail the other members' messages of its group too.
 */
export const MessageText = z
  .string({ error: CHAT_MESSAGES.messageEmpty })
  .trim()
  .min(1, { message: CHAT_MESSAGES.messageEmpty })
  .max(CHAT_LIMITS.messageMax, { message: CHAT_MESSAGES.messageTooLong })
  .refine((text) => !text.includes('\u0000'), { message: 'validation.invalid' });

/**
 * A message id the client generates (a UUID) so that a retry of the same message, over HTTP or
 * the socket, is stored once: the server answers the stored message instead of a second copy.
 */
export const ClientMessageId = z.uuid({ message: 'validation.invalidMessageId' });

/**
 * A chat message (SPEC §3 Message): the API's shape, shared by the chat endpoints and the socket
 * event map (realtime.ts), which is why it lives here.
 */
export const Message = z.object({
  _id: z.string(),
  sender: z.string(),
  text: z.string(),
  conversationId: z.string(),
  createdAt: z.string(),
  /** The language it is written in (ISO 639-1), detected or chosen by its sender; null: unknown. */
  language: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

/**
 * The socket's `sendMessage` (SPEC §7: `senderId`, `receiverId`, `text`). `senderId`, when sent,
 * must be the socket's member; `_id` makes retries idempotent; `conversationId`, when sent, must
 * be the pair's conversation (otherwise the pair's conversation is found or created).
 */
export const SendMessagePayload = z.object({
  senderId: ActingUserId,
  receiverId: UserId,
  text: MessageText,
  _id: ClientMessageId.optional(),
  conversationId: ConversationId.optional(),
  language: ContentLanguageChoice,
});
export type SendMessagePayload = z.input<typeof SendMessagePayload>;

/** The acknowledgement of `sendMessage`: the stored message, or why it was refused. */
export type SendMessageAck =
  | { ok: true; message: Message }
  | { ok: false; status: number; error: string };

/** `getMessage` (SPEC §7: `senderId`, `text`), plus what a client needs to place it. */
export interface IncomingMessage {
  _id: string;
  senderId: string;
  text: string;
  conversationId: string;
  createdAt: string;
  language: string | null;
}

/** The token of a mail link (confirmation, password reset, unsubscribe), as the link carries it. */
export const MailToken = z
  .string({ error: 'validation.tokenRequired' })
  .trim()
  .min(1, { message: 'validation.tokenRequired' })
  .max(200, { message: 'validation.tokenInvalid' });

/** An interface language (issue 17): en, es, fr, ar or sw. */
export const LocaleSchema = z.enum(LOCALE_CODES, { message: 'languages.unknownLocale' });
