import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeS3, startFakeS3 } from '../test/fake-s3';
import { createImageStorage, type ImageStore } from './index';

describe('image storage in S3 (the real SDK against a fake S3)', () => {
  let s3: FakeS3;
  let images: ImageStore;
  // Never created: with S3 configured nothing is written to disk.
  const dir = join(tmpdir(), `ow-images-unused-${process.pid}`);
  const log = { warn: vi.fn() };

  beforeAll(async () => {
    s3 = await startFakeS3();
    images = createImageStorage({ dir, s3: s3.settings, log });
  });
  afterAll(async () => {
    images.close();
    await s3.close();
  });

  const picture = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffa500' } })
      .png()
      .toBuffer();

  it('puts the WebP under images/ in the bucket, reads it back and deletes it', async () => {
    const url = await images.save(await picture(), 'product');
    const name = url.slice('/images/'.length);
    const object = s3.objects.get(`${s3.settings.bucket}/images/${name}`);
    expect((await sharp(object).metadata()).format).toBe('webp');
    expect(await images.read(name)).toEqual(object);
    expect(existsSync(dir)).toBe(false);

    await images.remove(url);
    expect(s3.objects.size).toBe(0);
    expect(await images.read(name)).toBeUndefined();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('signs requests with the configured keys', async () => {
    const stranger = createImageStorage({
      dir,
      s3: { ...s3.settings, accessKeyId: 'someone-else' },
      log,
    });
    try {
      await expect(stranger.save(await picture(), 'product')).rejects.toMatchObject({
        name: 'AccessDenied',
      });
    } finally {
      stranger.close();
    }
  });

  it('says the storage is unavailable when the bucket is out of reach or answers 5xx', async () => {
    const gone = await startFakeS3();
    await gone.close();
    const unreachable = createImageStorage({ dir, s3: gone.settings, log });
    try {
      await expect(unreachable.save(await picture(), 'product')).rejects.toMatchObject({
        name: 'ServiceUnavailableError',
        text: 'errors.storageUnavailable',
      });
      await expect(unreachable.read(`${'d'.repeat(64)}.webp`)).rejects.toMatchObject({
        name: 'ServiceUnavailableError',
      });
    } finally {
      unreachable.close();
    }

    s3.outage = true;
    try {
      await expect(images.save(await picture(), 'product')).rejects.toMatchObject({
        name: 'ServiceUnavailableError',
      });
    } finally {
      s3.outage = false;
    }
  });

  it('logs, and does not throw, when a replaced image cannot be deleted', async () => {
    const url = await images.save(await picture(), 'product');
    const down = await startFakeS3();
    await down.close();
    const unreachable = createImageStorage({ dir, s3: down.settings, log });
    try {
      await unreachable.remove(url);
    } finally {
      unreachable.close();
    }
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ url }),
      'a replaced image could not be deleted',
    );
  });
});
