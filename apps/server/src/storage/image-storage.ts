import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { diskBlobStore } from './blob-store';
import { decodeDataUrl, type ImageUse, toWebp } from './image-pipeline';
import { type S3Settings, s3BlobStore } from './s3-blob-store';

export type { ImageUse };

/** The image store as services use it (`ctx.images`). */
export interface ImageStorage {
  /**
   * Checks size and type, re-encodes to WebP sized for `use`, stores it; returns its public URL
   * `/images/<hash>.webp`. Throws HttpError 400 (malformed data URL), 413, 415.
   */
  save(input: Buffer | string, use: ImageUse): Promise<string>;
  /**
   * Deletes an image this storage stored, by its URL; anything else (null, default pictures) is
   * ignored. A failed delete is logged, not thrown: the caller's change is made by then, and the
   * orphan costs only space.
   */
  remove(url: string | null | undefined): Promise<void>;
}

/** The storage as the server holds it: it also reads images back for `GET /images/:name`. */
export interface ImageStore extends ImageStorage {
  /** A stored image's bytes by its file name (`<hash>.webp`); undefined for any other name. */
  read(fileName: string): Promise<Buffer | undefined>;
  close(): void | Promise<void>;
}

/** Named by the SHA-256 of their bytes, so a URL never changes meaning and caches forever. */
const FILE_NAME = /^[a-f0-9]{64}\.webp$/;
const URL_PREFIX = '/images/';

/** The image store: files under `dir`, or objects in the S3 bucket when `s3` is set. */
export function createImageStorage(options: {
  dir: string;
  s3: S3Settings | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): ImageStore {
  const blobs = options.s3 ? s3BlobStore(options.s3) : diskBlobStore(options.dir);
  return {
    async save(input, use) {
      const webp = await toWebp(typeof input === 'string' ? decodeDataUrl(input) : input, use);
      const fileName = `${createHash('sha256').update(webp).digest('hex')}.webp`;
      await blobs.put(fileName, webp);
      return URL_PREFIX + fileName;
    },
    async remove(url) {
      const fileName = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : '';
      if (!FILE_NAME.test(fileName)) return;
      try {
        await blobs.delete(fileName);
      } catch (err) {
        options.log.warn({ err, url }, 'a replaced image could not be deleted');
      }
    },
    async read(fileName) {
      return FILE_NAME.test(fileName) ? blobs.get(fileName) : undefined;
    },
    close: () => blobs.close(),
  };
}
