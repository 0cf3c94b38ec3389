import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where stored images' bytes live, by file name: a folder on this node's disk or an S3 bucket.
 * Names are checked by the caller (a content hash and an extension), never taken raw from a
 * request.
 */
export interface BlobStore {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when nothing is stored under that name. */
  get(name: string): Promise<Buffer | undefined>;
  /** Deletes the blob; deleting a missing one is not an error. */
  delete(name: string): Promise<void>;
  /** Releases connections when the server closes. */
  close(): void | Promise<void>;
}

/** Blobs as files in `dir`, which is created on the first write. */
export function diskBlobStore(dir: string): BlobStore {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // Written aside then renamed, so a concurrent read never sees half a file.
      const partial = join(dir, `.${name}.${randomBytes(6).toString('hex')}.partial`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, join(dir, name));
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    },
    async delete(name) {
      await rm(join(dir, name), { force: true });
    },
    close() {
      // Files hold no connection open.
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
