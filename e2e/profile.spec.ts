import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import {
  type Conversation,
  type CreatePostResponse,
  IMAGE_MESSAGES,
  PROFILE_TEXTS,
  USER_MESSAGES,
} from '@one-world/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { english } from './support/i18n';
import { signUpViaApi } from './support/users';

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG of one colour, so the server's decoder and re-encoder accept it. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(48, 32, colour),
});

/** The profile's cover picture (the first image of the profile card). */
const coverImage = (page: Page) => page.getByRole('main').locator('img').first();

/** The picture's address, once it is no longer a local preview. */
async function savedSource(image: Locator): Promise<string> {
  await expect(image).toHaveAttribute('src', /^\/images\//);
  return (await image.getAttribute('src')) ?? '';
}

test('a member writes a bio, uploads a cover and an avatar, and sees them after a reload and on their posts', async ({
  page,
}) => {
  test.slow();
  const member = await signUpViaApi(page.request);
  const response = await page.request.post('/api/posts', {
    data: { title: `Tree planting ${randomUUID()}`, content: 'Join us.', postCategory: 'Climate' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { post } = (await response.json()) as CreatePostResponse;

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  await expect(page).toHaveTitle('My Profile · One World');
  await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
  await expect(page.getByRole('link', { name: english(PROFILE_TEXTS.message) })).toHaveAttribute(
    'href',
    '/chats',
  );
  await expect(
    page.getByRole('button', { name: english(PROFILE_TEXTS.follow), exact: true }),
  ).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'My posts' }).getByRole('article')).toHaveText(
    new RegExp(post.title),
  );
  await expect(
    page
      .getByRole('list', { name: 'My posts' })
      .getByRole('link', { name: post.title, exact: true }),
  ).toHaveAttribute('href', `/posts/${post._id}`);
  await expectNoAxeViolations(page);

  // About Me: Add Bio opens the editor, Submit saves and closes it.
  const addBio = page.getByRole('button', { name: english(PROFILE_TEXTS.addBio) });
  await addBio.click();
  const bio = page.getByRole('textbox', { name: english(PROFILE_TEXTS.aboutMe) });
  await expect(bio).toBeFocused();
  await expect(bio).toHaveAttribute('placeholder', english(PROFILE_TEXTS.bioPlaceholder));
  await expect(bio).toHaveAttribute('maxlength', '300');
  const text = 'I plant trees\nwith my neighbours.';
  await bio.fill(text);
  await expect(page.getByText(`${text.length}/300 characters`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: english(PROFILE_TEXTS.submit) }).click();
  await expect(page.getByText(english(USER_MESSAGES.bioUpdated))).toBeVisible();
  await expect(bio).toHaveCount(0);
  await expect(addBio).toBeFocused();
  await expect(page.getByText(/^I plant trees/)).toBeVisible();

  // A file that is not a picture is refused before anything is sent.
  const editCover = page.getByLabel('Edit cover image');
  await editCover.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    english(IMAGE_MESSAGES.unsupportedType),
  );
  await expect(page.getByRole('button', { name: 'Upload cover image' })).toHaveCount(0);

  // The cover: previewed at once, Upload saves it and goes away.
  await editCover.setInputFiles(png('cover.png', [24, 116, 76]));
  await expect(coverImage(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByRole('button', { name: 'Upload cover image' }).click();
  await expect(page.getByText(english(USER_MESSAGES.profileUpdated))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload cover image' })).toHaveCount(0);
  const cover = await savedSource(coverImage(page));

  // The avatar, the same way.
  await page.getByLabel('Edit profile picture').setInputFiles(png('me.png', [200, 120, 40]));
  const headerAvatar = page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'My Profile' })
    .locator('img');
  const profileAvatar = page.getByRole('main').locator('img').nth(1);
  await expect(profileAvatar).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByRole('button', { name: 'Upload profile picture' }).click();
  await expect(page.getByRole('button', { name: 'Upload profile picture' })).toHaveCount(0);
  const avatar = await savedSource(profileAvatar);
  await expect(headerAvatar).toHaveAttribute('src', avatar);

  await page.reload();
  await expect(page.getByText(/^I plant trees/)).toBeVisible();
  await expect(coverImage(page)).toHaveAttribute('src', cover);
  await expect(profileAvatar).toHaveAttribute('src', avatar);
  await expect(headerAvatar).toHaveAttribute('src', avatar);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
  expect(stored).toMatchObject({
    bio: text,
    img: { secure_url: avatar },
    cover: { secure_url: cover },
  });

  await page.goto('/Climate');
  const card = page.getByRole('article', { name: post.title, exact: true });
  await expect(card.locator('img').first()).toHaveAttribute('src', avatar);
});

test('a second member follows and unfollows the first, and both counts change', async ({
  page,
  request,
}) => {
  test.slow();
  const first = await signUpViaApi(request);
  const second = await signUpViaApi(page.request);

  await page.goto(`/userprofile/${first._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await expect(page).toHaveTitle(`${first.name} · One World`);
  const followers = page.getByRole('button', { name: /Followers$/ });
  await expect(followers).toHaveText(`0 ${english(PROFILE_TEXTS.followers)}`);
  await expect(page.getByLabel('Edit cover image')).toHaveCount(0);
  await expect(page.getByRole('button', { name: english(PROFILE_TEXTS.addBio) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: english(PROFILE_TEXTS.follow), exact: true }).click();
  await expect(page.getByRole('button', { name: english(PROFILE_TEXTS.unfollow) })).toBeVisible();
  await expect(followers).toHaveText(`1 ${english(PROFILE_TEXTS.followers)}`);
  await expect(page.getByText(english(USER_MESSAGES.followed))).toBeVisible();

  await page.reload();
  await expect(followers).toHaveText(`1 ${english(PROFILE_TEXTS.followers)}`);
  await followers.click();
  const dialog = page.getByRole('dialog', { name: english(PROFILE_TEXTS.followers) });
  await expect(dialog.getByRole('link', { name: second.name })).toHaveAttribute(
    'href',
    `/userprofile/${second._id}`,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(followers).toBeFocused();

  // The follower's own profile counts the member they follow, and lists them.
  await page.goto('/profile');
  const following = page.getByRole('button', { name: /Following$/ });
  await expect(following).toHaveText(`1 ${english(PROFILE_TEXTS.following)}`);
  await following.click();
  await page
    .getByRole('dialog', { name: english(PROFILE_TEXTS.following) })
    .getByRole('link', { name: first.name })
    .click();
  await expect(page).toHaveURL(onPath(`/userprofile/${first._id}`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: english(PROFILE_TEXTS.unfollow) }).click();
  await expect(
    page.getByRole('button', { name: english(PROFILE_TEXTS.follow), exact: true }),
  ).toBeVisible();
  await expect(followers).toHaveText(`0 ${english(PROFILE_TEXTS.followers)}`);
  await page.goto('/profile');
  await expect(following).toHaveText(`0 ${english(PROFILE_TEXTS.following)}`);
});

test('Message opens the chats on the conversation with the member', async ({ page, request }) => {
  const first = await signUpViaApi(request);
  const second = await signUpViaApi(page.request);

  await page.goto(`/userprofile/${first._id}`);
  await page.getByRole('button', { name: english(PROFILE_TEXTS.message) }).click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  const opened = new URL(page.url()).pathname.split('/').at(-1);

  // The same pair always has the same conversation: asking again answers the one opened.
  const again = await page.request.post('/api/conversations', {
    data: { senderId: second._id, receiverId: first._id },
  });
  expect(again.status(), await again.text()).toBe(200);
  expect(((await again.json()) as Conversation)._id).toBe(opened);
});

test('profile addresses: one’s own id, the /users alias and unknown members', async ({
  page,
  request,
}) => {
  const other = await signUpViaApi(request);
  const member = await signUpViaApi(page.request);

  await page.goto(`/userprofile/${member._id}`);
  await expect(page).toHaveURL(onPath('/profile'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');

  await page.goto(`/users/${other._id}`);
  await expect(page).toHaveURL(onPath(`/userprofile/${other._id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.name);

  for (const id of [randomUUID(), 'not-an-id']) {
    await page.goto(`/userprofile/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      english(USER_MESSAGES.userNotFound),
    );
    await expect(page).toHaveTitle(`${english(USER_MESSAGES.userNotFound)} · One World`);
  }
  await expectNoAxeViolations(page);
});
