import { createHash, randomBytes } from 'node:crypto';
import { MAIL_LIMITS } from '@one-world/contract';

/**
 * A new single-use mail token: `token` goes into the link, only `hash` is stored, so a leaked
 * database cannot be turned into working links.
 */
export function newMailToken(): { token: string; hash: string } {
  const token = randomBytes(MAIL_LIMITS.tokenBytes).toString('base64url');
  return { token, hash: hashMailToken(token) };
}

/** The stored form of a mail token (SHA-256, hex): a lookup key, no salt needed at 256 bits. */
export function hashMailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
