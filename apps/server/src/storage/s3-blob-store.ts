import type { S3Client } from '@aws-sdk/client-s3';
import { isConnectionFailure } from '../lib/connection-errors';
import { ServiceUnavailableError } from '../lib/http-errors';
import type { BlobStore } from './blob-store';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, …) and the keys to it. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** The service's address; unset means AWS S3 itself. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path rather than the host name, as most self-hosted services need. */
  forcePathStyle: boolean;
}

/** Keeps the bucket usable for other things later. */
const KEY_PREFIX = 'images/';

/** Blobs as objects under `images/` in an S3-compatible bucket. */
export function s3BlobStore(settings: S3Settings): BlobStore {
  // The SDK is loaded when the bucket is first used, not at start-up (about a fifth of a second).
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const sdkOf = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
        // The SDK's default CRC32 checksums on every request are refused by several S3-compatible
        // services; send them only where an operation requires one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;
  /**
   * Runs one request to the bucket. The bucket out of reach (after the SDK's own retries) or
   * answering 5xx is the storage being unavailable, said as such (a 503 naming it); any other
   * refusal (wrong keys, no such bucket) stays the fault it is.
   */
  const send = async <T>(
    work: (sdk: typeof import('@aws-sdk/client-s3'), client: S3Client) => Promise<T>,
  ): Promise<T> => {
    const { sdk, client } = await sdkOf();
    try {
      return await work(sdk, client);
    } catch (error) {
      const serverError =
        error instanceof sdk.S3ServiceException && (error.$metadata.httpStatusCode ?? 0) >= 500;
      if (serverError || isConnectionFailure(error)) {
        throw new ServiceUnavailableError('errors.storageUnavailable', { cause: error });
      }
      throw error;
    }
  };
  return {
    async put(name, bytes) {
      await send((sdk, client) =>
        client.send(new sdk.PutObjectCommand({ Bucket, Key: KEY_PREFIX + name, Body: bytes })),
      );
    },
    get: (name) =>
      send(async (sdk, client) => {
        try {
          const object = await client.send(
            new sdk.GetObjectCommand({ Bucket, Key: KEY_PREFIX + name }),
          );
          const bytes = await object.Body?.transformToByteArray();
          return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) {
            return undefined;
          }
          throw error;
        }
      }),
    async delete(name) {
      await send((sdk, client) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket, Key: KEY_PREFIX + name })),
      );
    },
    async close() {
      if (loaded) (await loaded).client.destroy();
    },
  };
}
