import { invalidCursor } from '../../lib/http-errors';

/**
 * A position in a ranked list (rank descending, then id descending): the last hit a client has
 * seen. The rank is PostgreSQL's `numeric` text, so it goes back to the database exactly as it
 * came (a float through JavaScript could compare unequal to itself and repeat or skip a hit).
 */
export interface RankKey {
  rank: string;
  id: string;
}

const RANK = /^\d+(?:\.\d+)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque base64url `nextCursor` of a search section. */
export function encodeRankCursor(key: RankKey): string {
  return Buffer.from(`${key.rank}|${key.id}`).toString('base64url');
}

/** Reads a cursor made by `encodeRankCursor`; anything else is a 400 naming the `cursor` field. */
export function decodeRankCursor(cursor: string | undefined): RankKey | undefined {
  if (cursor === undefined) return undefined;
  const [rank, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !rank || !RANK.test(rank) || !id || !UUID.test(id)) {
    throw invalidCursor();
  }
  return { rank, id };
}
