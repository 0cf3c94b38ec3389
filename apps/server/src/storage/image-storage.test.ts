import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_AVATAR_URL, IMAGE_LIMITS, IMAGE_MESSAGES } from '@one-world/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-errors';
import { createImageStorage, type ImageStore } from './index';

const dir = mkdtempSync(join(tmpdir(), 'ow-images-'));
const images: ImageStore = createImageStorage({ dir, s3: undefined, log: { warn: () => {} } });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A flat-colour picture in `format`. */
function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: '#2e8b57' } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels, so that cutting the file short always cuts image data. */
function noise(format: 'png' | 'jpeg') {
  const pixels = Buffer.alloc(300 * 200 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const dataUrl = (bytes: Buffer | string, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** The stored WebP behind a URL `save` returned. */
async function stored(url: string) {
  const bytes = await images.read(url.slice('/images/'.length));
  if (!bytes) throw new Error(`${url} is not stored`);
  return { bytes, metadata: await sharp(bytes).metadata() };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, message } = error as HttpError;
  return { statusCode, message };
}

describe('image storage on disk', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('accepts %s and stores WebP', async (format) => {
    const url = await images.save(await picture(320, 240, format), 'article');
    expect(url).toMatch(/^\/images\/[a-f0-9]{64}\.webp$/);
    expect(existsSync(join(dir, url.slice('/images/'.length)))).toBe(true);
    const { metadata } = await stored(url);
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('takes a data URL as well as bytes, trusting the bytes over the declared type', async () => {
    const url = await images.save(dataUrl(await picture(64, 64, 'jpeg'), 'image/gif'), 'product');
    expect((await stored(url)).metadata.format).toBe('webp');
  });

  it.each([
    ['cover', 4000, 1000, 1600, 400],
    ['cover', 1000, 4000, 225, 900],
    ['article', 1000, 4000, 400, 1600],
    ['product', 2400, 2400, 1200, 1200],
    ['avatar', 800, 600, 512, 512],
    ['avatar', 300, 200, 200, 200],
    ['cover', 400, 300, 400, 300],
  ] as const)('fits a %s of %ix%i into %ix%i', async (use, width, height, outWidth, outHeight) => {
    const { metadata } = await stored(await images.save(await picture(width, height), use));
    expect([metadata.width, metadata.height]).toEqual([outWidth, outHeight]);
  });

  it('names an image by its content: the same picture twice is one URL', async () => {
    const bytes = await picture(50, 50);
    const first = await images.save(bytes, 'article');
    expect(await images.save(dataUrl(bytes), 'article')).toBe(first);
    expect(await images.save(await picture(51, 50), 'article')).not.toBe(first);
  });

  it('strips EXIF (GPS included) and applies the orientation to the pixels', async () => {
    // Red left half, blue right half, stored sideways: orientation 6 shows it turned a quarter
    // clockwise, so upright it is tall with red on top.
    const blue = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#0000ff' },
    })
      .png()
      .toBuffer();
    const photo = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#ff0000' },
    })
      .composite([{ input: blue, left: 200, top: 0 }])
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    // The GPS IFD pointer, tag 0x8825, little-endian as libexif writes it.
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { bytes, metadata } = await stored(await images.save(photo, 'article'));
    expect(metadata).toMatchObject({ width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes('Exif')).toBe(false);
    const pixel = async (top: number) => {
      const { data } = await sharp(bytes)
        .extract({ left: 100, top, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data];
    };
    expect((await pixel(50))[0]).toBeGreaterThan(200);
    expect((await pixel(350))[2]).toBeGreaterThan(200);
  });

  it('refuses more than 5 MB decoded with 413, as bytes or as a data URL', async () => {
    const tooBig = Buffer.alloc(IMAGE_LIMITS.maxBytes + 1);
    const expected = { statusCode: 413, message: IMAGE_MESSAGES.tooLarge };
    expect(await refusal(images.save(tooBig, 'cover'))).toEqual(expected);
    expect(await refusal(images.save(dataUrl(tooBig), 'cover'))).toEqual(expected);
    // 5 MB exactly passes the size check (and fails the type check).
    const atLimit = await refusal(images.save(Buffer.alloc(IMAGE_LIMITS.maxBytes), 'cover'));
    expect(atLimit.statusCode).toBe(415);
  });

  it('refuses anything but PNG, JPEG, WebP and GIF with 415, whatever it claims to be', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
    const expected = { statusCode: 415, message: IMAGE_MESSAGES.unsupportedType };
    expect(await refusal(images.save(Buffer.from(svg), 'avatar'))).toEqual(expected);
    expect(await refusal(images.save(dataUrl(svg, 'image/svg+xml'), 'avatar'))).toEqual(expected);
    // A text file renamed photo.png and sent as image/png.
    expect(await refusal(images.save(dataUrl('just some text\n'), 'avatar'))).toEqual(expected);
    expect(await refusal(images.save(Buffer.from('<!doctype html><p>hi'), 'avatar'))).toEqual(
      expected,
    );
  });

  it('refuses a PNG/HTML polyglot and truncated images with 415', async () => {
    const png = await noise('png');
    const jpeg = await noise('jpeg');
    const polyglot = Buffer.concat([
      png.subarray(0, 8),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const expected = { statusCode: 415, message: IMAGE_MESSAGES.unreadable };
    for (const bytes of [
      polyglot,
      png.subarray(0, png.length / 2),
      png.subarray(0, png.length - 20),
      jpeg.subarray(0, jpeg.length / 2),
      jpeg.subarray(0, jpeg.length - 20),
    ]) {
      expect(await refusal(images.save(bytes, 'article'))).toEqual(expected);
    }
  });

  it('re-encodes a valid PNG with HTML appended, so none of the HTML is stored', async () => {
    const png = await picture(40, 40);
    const url = await images.save(
      Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]),
      'article',
    );
    const { bytes, metadata } = await stored(url);
    expect(metadata.format).toBe('webp');
    expect(bytes.includes('<script')).toBe(false);
  });

  it('refuses a malformed data URL with 400', async () => {
    for (const input of [
      'not a data url',
      'data:image/png;base64',
      'data:image/png;base64,iVBOR@@@',
      'data:image/png,%89PNG',
      'https://example.com/cat.png',
    ]) {
      expect(await refusal(images.save(input, 'cover')), input).toEqual({
        statusCode: 400,
        message: IMAGE_MESSAGES.unreadable,
      });
    }
  });

  it('removes an image it stored and ignores every other URL', async () => {
    const url = await images.save(await picture(30, 30), 'avatar');
    const file = join(dir, url.slice('/images/'.length));
    for (const foreign of [
      null,
      undefined,
      '',
      DEFAULT_AVATAR_URL,
      '/images/logo.svg',
      `/images/${'0'.repeat(64)}.webp`,
      `/images/../${url.slice('/images/'.length)}`,
      `https://elsewhere.example${url}`,
    ]) {
      await images.remove(foreign);
    }
    expect(existsSync(file)).toBe(true);
    await images.remove(url);
    expect(existsSync(file)).toBe(false);
    expect(await images.read(url.slice('/images/'.length))).toBeUndefined();
  });

  it('reads only names that are content hashes', async () => {
    const url = await images.save(await picture(20, 20), 'avatar');
    const name = url.slice('/images/'.length);
    expect(await images.read(name)).toBeInstanceOf(Buffer);
    for (const bad of [name.toUpperCase(), `../images/${name}`, name.replace('.webp', '.png')]) {
      expect(await images.read(bad), bad).toBeUndefined();
    }
  });
});
