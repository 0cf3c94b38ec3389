import type { ServiceContext } from '../../app-context';
import type { ImageUse } from '../../storage';
import { usersRepository } from './users.repository';

/**
 * Stores a new avatar or cover when the field holds a data URL; anything else (absent, null, the
 * `{ secure_url }` the client already had) means "keep the current one" (undefined).
 */
export function newPicture(
  ctx: ServiceContext,
  field: unknown,
  use: ImageUse,
): Promise<string | undefined> {
  return typeof field === 'string' ? ctx.images.save(field, use) : Promise.resolve(undefined);
}

/**
 * Deletes a stored avatar or cover that no member shows any more. Images are named by their
 * content, so two members who uploaded the same picture share one file.
 */
export async function releasePicture(
  ctx: ServiceContext,
  url: string | null | undefined,
): Promise<void> {
  if (url && !(await usersRepository(ctx.db).imageInUse(url))) await ctx.images.remove(url);
}
