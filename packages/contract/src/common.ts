/**
 * Schemas that several parts of the contract share. A contract file imports only this file and
 * constants.ts (lint enforces it), so features never lean on each other's schemas.
 */
import { z } from 'zod';
import { ROLES, STATUS_BADGES } from './constants';

/** An image as the API sends it (SPEC §3 `img: { secure_url }`). */
export const Image = z.object({ secure_url: z.string() });

export const RoleSchema = z.enum(ROLES);
export const StatusBadgeSchema = z.enum(STATUS_BADGES).nullable();

/**
 * The acting user's id that spec payloads carry; the session decides, another id is a 403, so it
 * is only checked, never trusted.
 */
export const ActingUserId = z.string().nullish();

/** Page sizes of the keyset-paged lists. */
export const PAGE_LIMITS = {
  pageDefault: 10,
  pageMax: 50,
} as const;

/** An opaque keyset cursor, as returned in `nextCursor`. */
export const Cursor = z
  .string()
  .max(200, { message: 'Invalid cursor' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Invalid cursor' });

/** A page size query parameter: a whole number from 1 to `max`, `fallback` when absent. */
export const pageLimit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int({ message: 'Must be a whole number' })
    .min(1, { message: 'Must be at least 1' })
    .max(max, { message: `Must be at most ${max}` })
    .default(fallback);

/** Cursor paging query shared by the keyset-paged list endpoints. */
export const PageQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(PAGE_LIMITS.pageDefault, PAGE_LIMITS.pageMax),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * Uploaded images (the one pipeline for covers, avatars, article and product pictures): the
 * decoded size limit and the types accepted, read from the file's first bytes, never its name.
 */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
} as const;

export const IMAGE_MESSAGES = {
  tooLarge: 'Image must be at most 5 MB',
  unsupportedType: 'Image must be a PNG, JPEG, WebP or GIF',
  unreadable: 'Image could not be read',
} as const;

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
export const ImageDataUrl = z.string().startsWith('data:', { message: 'Must be a data URL' });
