import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  LIMITS,
  MAIL_MESSAGES,
  type ProfileUpdateResponse,
} from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { pictureDataUrl, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { english } from '../../test/i18n';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ow-profile-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The files in the image store, sorted. */
const storedFiles = () => readdirSync(join(dataDir, 'images')).sort();

/** Whether the stored image behind a `/images/<hash>.webp` URL is on disk. */
const stored = (url: string) => existsSync(join(dataDir, 'images', url.slice('/images/'.length)));

function updateProfile(id: string, payload: object, cookie?: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/profileupdated/${id}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
}

function updateBio(id: string, payload: object, cookie?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/updatedbio/${id}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
}

async function rowOf(id: string) {
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('PUT /api/profileupdated/:id', () => {
  it('updates name and bio, starts the change of email and answers the session user', async () => {
    const { user, cookie } = await signUp(t.app);
    const email = `renamed-${randomUUID()}@example.test`;
    const res = await updateProfile(user._id, { name: ' Grace ', email, bio: ' Hello ' }, cookie);
    expect(res.statusCode).toBe(200);
    // The new address waits for its confirmation link (email-change.test.ts); the old stays.
    expect(res.json<ProfileUpdateResponse>()).toEqual({
      message: english(MAIL_MESSAGES.emailChangePending),
      user: { ...user, name: 'Grace', pendingEmail: email, bio: 'Hello' },
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user).toEqual(res.json().user);
  });

  it('refuses anyone else’s profile with 403 and changes nothing', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await updateProfile(owner.user._id, { name: 'Hijacked' }, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only edit your own profile' });
    expect((await rowOf(owner.user._id))?.name).toBe(owner.user.name);
  });

  it('ignores role and statusBadge in the payload (mass assignment)', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await updateProfile(
      user._id,
      { name: 'Mallory', role: 'admin', statusBadge: 'Legend' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Mallory', role: 'member', statusBadge: null });
    expect(await rowOf(user._id)).toMatchObject({ role: 'member', statusBadge: null });
  });

  it('answers 409 for an email another account has, in any case', async () => {
    const taken = await signUp(t.app, { email: `Taken-${randomUUID()}@Example.test` });
    const { user, cookie } = await signUp(t.app);
    const res = await updateProfile(user._id, { email: taken.user.email.toLowerCase() }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
    expect((await rowOf(user._id))?.email).toBe(user.email);
  });

  it('lets a member change the case of their own email', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await updateProfile(user._id, { email: user.email.toUpperCase() }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email.toUpperCase());
  });

  it('answers 400 naming the field for a bad email or name', async () => {
    const { user, cookie } = await signUp(t.app);
    const bad = await updateProfile(user._id, { email: 'nope' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'email: Enter a valid email address' });
    const blank = await updateProfile(user._id, { name: '  ' }, cookie);
    expect(blank.json()).toEqual({ message: 'name: Name is required' });
  });

  it('stores avatar and cover through the image pipeline and removes the replaced ones', async () => {
    const { user, cookie } = await signUp(t.app);
    const first = await updateProfile(
      user._id,
      { img: await pictureDataUrl('#aa0000'), cover: await pictureDataUrl('#00aa00') },
      cookie,
    );
    expect(first.statusCode).toBe(200);
    const avatar = first.json().user.img.secure_url as string;
    const cover = first.json().user.cover.secure_url as string;
    expect(avatar).toMatch(/^\/images\/[a-f0-9]{64}\.webp$/);
    expect(cover).toMatch(/^\/images\/[a-f0-9]{64}\.webp$/);
    expect(stored(avatar) && stored(cover)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: avatar });
    expect(image.statusCode).toBe(200);

    // The spec's client sends its stored `img` back: the avatar stays, only the cover changes.
    const second = await updateProfile(
      user._id,
      { img: { secure_url: avatar }, cover: await pictureDataUrl('#0000aa') },
      cookie,
    );
    expect(second.statusCode).toBe(200);
    const newCover = second.json().user.cover.secure_url as string;
    expect(second.json().user.img.secure_url).toBe(avatar);
    expect(newCover).not.toBe(cover);
    expect(stored(newCover)).toBe(true);
    expect(stored(cover)).toBe(false);
    expect(stored(avatar)).toBe(true);
  });

  it('keeps a replaced picture another member still shows (files are shared by content)', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const shared = await pictureDataUrl('#123456');
    const url = (await updateProfile(a.user._id, { img: shared }, a.cookie)).json().user.img
      .secure_url as string;
    await updateProfile(b.user._id, { img: shared }, b.cookie);
    await updateProfile(a.user._id, { img: await pictureDataUrl('#654321') }, a.cookie);
    expect(stored(url)).toBe(true);
  });

  it('surfaces the pipeline’s 413 and 415 and keeps the old picture', async () => {
    const { user, cookie } = await signUp(t.app);
    const avatar = (await updateProfile(user._id, { img: await pictureDataUrl() }, cookie)).json()
      .user.img.secure_url as string;
    const tooLarge = Buffer.alloc(IMAGE_LIMITS.maxBytes + 1).toString('base64');
    const large = await updateProfile(
      user._id,
      { cover: `data:image/png;base64,${tooLarge}` },
      cookie,
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: english(IMAGE_MESSAGES.tooLarge) });
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const wrongType = await updateProfile(
      user._id,
      { img: `data:image/png;base64,${text}` },
      cookie,
    );
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: english(IMAGE_MESSAGES.unsupportedType) });
    expect(await rowOf(user._id)).toMatchObject({ avatarUrl: avatar, coverUrl: null });
    expect(stored(avatar)).toBe(true);
  });

  it('refuses an image that is not a data URL with 400', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await updateProfile(user._id, { img: 'https://example.com/me.png' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^img: /);
  });

  it('removes the new picture again when the update fails', async () => {
    const taken = await signUp(t.app);
    const { user, cookie } = await signUp(t.app);
    // Stored once, so the images folder exists before the count.
    await updateProfile(user._id, { img: await pictureDataUrl('#fedcba') }, cookie);
    const before = storedFiles();
    const res = await updateProfile(
      user._id,
      { email: taken.user.email, img: await pictureDataUrl('#abcdef') },
      cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(storedFiles()).toEqual(before);
  });
});

describe('PATCH /api/updatedbio/:id', () => {
  it(`accepts ${LIMITS.bioMax} characters and answers the updated user`, async () => {
    const { user, cookie } = await signUp(t.app);
    const bio = 'b'.repeat(LIMITS.bioMax);
    const res = await updateBio(user._id, { bio }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Bio updated successfully', user: { ...user, bio } });
  });

  it(`refuses ${LIMITS.bioMax + 1} characters with 400`, async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await updateBio(user._id, { bio: 'b'.repeat(LIMITS.bioMax + 1) }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'bio: Bio must be at most 300 characters' });
    expect((await rowOf(user._id))?.bio).toBe('');
  });

  it('refuses anyone else’s bio with 403', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await updateBio(owner.user._id, { bio: 'Not mine' }, other.cookie);
    expect(res.statusCode).toBe(403);
    expect((await rowOf(owner.user._id))?.bio).toBe('');
  });

  it('applies the same 300-character rule in the profile update', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await updateProfile(user._id, { bio: 'b'.repeat(LIMITS.bioMax + 1) }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'bio: Bio must be at most 300 characters' });
  });
});
