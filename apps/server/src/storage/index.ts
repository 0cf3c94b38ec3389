/**
 * The image store's public face: the one pipeline for covers, avatars, article and product
 * pictures (checked by size and magic bytes, re-encoded to WebP without metadata, named by
 * content hash) on local disk or S3-compatible storage. Services reach it as `ctx.images`.
 */
import { IMAGE_LIMITS } from '@one-world/contract';

export { imageRoutes } from './image-route';
export {
  createImageStorage,
  type ImageStorage,
  type ImageStore,
  type ImageUse,
} from './image-storage';
export type { S3Settings } from './s3-blob-store';
export { MULTIPART_OPTIONS, readUpload } from './upload';

/**
 * The `bodyLimit` of a JSON route taking an image as a data URL: the base64 of the largest image
 * plus Fastify's usual 1 MiB for the rest of the body (about 7.7 MiB).
 */
export const DATA_URL_BODY_LIMIT = Math.ceil(IMAGE_LIMITS.maxBytes / 3) * 4 + 1024 * 1024;
