import { randomFillSync } from 'node:crypto';

/** Random bytes for 256 ids, refilled when used up (one system call per 256 ids). */
const pool = Buffer.alloc(16 * 256);
let used = pool.length;

/**
 * A UUID of version 7 (RFC 9562): 48 bits of Unix milliseconds, then 74 random bits. Rows written
 * one after another get ids that sort together, so inserting one touches the right edge of its
 * primary key's B-tree, a page already in the buffer cache, instead of a random page of it as a
 * random (version 4) id does: on a table of millions of rows such a page is seldom cached, and the
 * page splits scatter (issue 12). Ids of one millisecond are not ordered among themselves.
 */
export function timeOrderedId(ms = Date.now()): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + 16);
  used += 16;
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
