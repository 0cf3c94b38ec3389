import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@one-world/contract';
import type { ResizeOptions } from 'sharp';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../lib/http-errors';

/** What an image is for; each use has its own bounds. */
export type ImageUse = 'cover' | 'avatar' | 'article' | 'product';

type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** Fit inside the box, never enlarged; an avatar is cropped to a square instead. */
const BOUNDS: Record<ImageUse, { width: number; height: number }> = {
  cover: { width: 1600, height: 900 },
  article: { width: 1600, height: 1600 },
  product: { width: 1200, height: 1200 },
  avatar: { width: 512, height: 512 },
};

const WEBP_QUALITY = 80;

/**
 * A 5 MB file can still declare a huge canvas (a decompression bomb). 64 megapixels is above the
 * photos of phones and most cameras and bounds the memory one decode may take.
 */
const MAX_INPUT_PIXELS = 64 * 1024 * 1024;

// FileReader.readAsDataURL, the only producer the web uses, always writes base64, so the
// percent-encoded form of data URLs is refused as malformed rather than supported.
const DATA_URL_HEAD = /^data:[^,]*;base64$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 data URL, whatever type it claims (the bytes decide); 400 if malformed. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const payload = dataUrl.slice(comma + 1);
  if (comma < 0 || !DATA_URL_HEAD.test(dataUrl.slice(0, comma)) || !BASE64.test(payload)) {
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
  return Buffer.from(payload, 'base64');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format named by the file's first bytes (never its name or declared type), if accepted. */
function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  return undefined;
}

/**
 * Checks size (413) and type (415), then decodes and re-encodes the image as WebP sized for
 * `use`. Nothing of the original file survives but its pixels: EXIF (GPS included), XMP and
 * comments are dropped, and the orientation is applied to the pixels first.
 */
export async function toWebp(bytes: Buffer, use: ImageUse): Promise<Buffer> {
  if (bytes.length > IMAGE_LIMITS.maxBytes) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw unsupportedMediaType(IMAGE_MESSAGES.unsupportedType);
  // Loaded at the first image rather than at start-up, which it would slow by a tenth of a second.
  const { default: sharp } = await import('sharp');
  try {
    // sharp's default `failOn: 'warning'`, its advice for untrusted input, refuses truncated and
    // corrupt data. Only the first frame is read, so an animated GIF or WebP becomes a still.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await image.metadata();
    // libvips picks its decoder by sniffing too; a file whose start says PNG but that libvips
    // reads as another format must not get through.
    if (metadata.format !== format) throw unsupportedMediaType(IMAGE_MESSAGES.unsupportedType);
    return await image
      .rotate()
      .resize(resizeFor(use, metadata.autoOrient))
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unsupportedMediaType(IMAGE_MESSAGES.unreadable);
  }
}

/** The resize for `use`, given the upright size of the image. */
function resizeFor(use: ImageUse, upright: { width: number; height: number }): ResizeOptions {
  const box = BOUNDS[use];
  if (use === 'avatar') {
    // `withoutEnlargement` would leave a small picture uncropped, so shrink the square instead.
    const side = Math.min(box.width, upright.width, upright.height);
    return { width: side, height: side, fit: 'cover' };
  }
  return { ...box, fit: 'inside', withoutEnlargement: true };
}
