import { DEFAULT_AVATAR_URL } from '@one-world/contract';

/** An avatar as the spec shapes it (`img.secure_url`); none stored means the default picture. */
export function imageOf(url: string | null): { secure_url: string } {
  return { secure_url: url ?? DEFAULT_AVATAR_URL };
}
