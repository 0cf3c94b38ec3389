import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent, Product } from '@one-world/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { makeAdmin, pictureDataUrl, type SignedUp, signUp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { findProductsForPricing } from './index';
import { addProduct, listProducts, productBody } from './test-helpers';

let t: TestApp;
let dataDir: string;
let admin: SignedUp;
let member: SignedUp;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ow-products-'));
  t = await createTestApp({ dataDir });
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
  member = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const STORED = /^\/images\/[a-f0-9]{64}\.webp$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Whether the stored image behind a `/images/…` URL is on disk. */
const stored = (url: string) => existsSync(join(dataDir, 'images', url.slice('/images/'.length)));

const post = async (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: cookie ? { cookie } : {},
    payload,
  });
const put = (id: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: cookie ? { cookie } : {},
    payload,
  });
const del = (id: string, cookie: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/products/${id}`,
    headers: cookie ? { cookie } : {},
  });

const onSale = async (id: string) =>
  (await listProducts(t.app, 'limit=100')).products.some((p) => p._id === id);

describe('POST /api/products', () => {
  it('adds a product with its picture stored through the image pipeline', async () => {
    const res = await post(admin.cookie, await productBody({ title: '  Solar Lamp  ' }));
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json<Product>();
    expect(product).toMatchObject({
      title: 'Solar Lamp',
      desc: 'A canvas bag for the market.',
      price: 18,
      priceCents: 1800,
      status: 'active',
      abilities: { update: true, retire: true },
    });
    expect(product.img.secure_url).toMatch(STORED);
    expect(stored(product.img.secure_url)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: product.img.secure_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await onSale(product._id)).toBe(true);
  });

  it.each([
    [{ title: 'A' }, 'title: Title must be at least 2 characters'],
    [{ title: 'x'.repeat(101) }, 'title: Title must be at most 100 characters'],
    [{ desc: '   ' }, 'desc: Description is required'],
    [{ desc: 'x'.repeat(1001) }, 'desc: Description must be at most 1000 characters'],
    [{ priceCents: 12.5 }, 'priceCents: Price must be a whole number of cents'],
    [{ priceCents: 0 }, 'priceCents: Price must be at least 1 cent'],
    [{ priceCents: 1_000_001 }, 'priceCents: Price must be at most $10,000'],
    [{ priceCents: '25' }, 'priceCents: Price must be a number'],
    [{ image: 'https://example.test/a.png' }, 'image: Must be a data URL'],
  ])('answers 400 for %j', async (overrides, message) => {
    const res = await post(admin.cookie, await productBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('requires a picture', async () => {
    const { image: _image, ...body } = await productBody();
    const res = await post(admin.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^image: /);
  });

  it('refuses a picture that is not an image (415) and adds nothing', async () => {
    const before = await listProducts(t.app, 'status=all&limit=100', admin.cookie);
    const text = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    const res = await post(admin.cookie, await productBody({ image: text }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Image must be a PNG, JPEG, WebP or GIF' });
    const after = await listProducts(t.app, 'status=all&limit=100', admin.cookie);
    expect(after.products).toHaveLength(before.products.length);
  });

  it('asks a visitor to sign in (401) whatever the body, and refuses a member (403)', async () => {
    expect((await post('', {})).statusCode).toBe(401);
    const visitor = await post('', await productBody());
    expect(visitor.statusCode).toBe(401);
    const asMember = await post(member.cookie, await productBody());
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: 'Only administrators can add products' });
  });
});

describe('PUT /api/products/:id', () => {
  it('changes only the fields it is given', async () => {
    const product = await addProduct(t.app, admin.cookie);
    const res = await put(product._id, admin.cookie, { priceCents: 2250 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Product>()).toMatchObject({
      _id: product._id,
      title: product.title,
      desc: product.desc,
      img: product.img,
      price: 22.5,
      priceCents: 2250,
      status: 'active',
    });
    const renamed = await put(product._id, admin.cookie, { title: 'Renamed', desc: 'New text' });
    expect(renamed.json<Product>()).toMatchObject({
      title: 'Renamed',
      desc: 'New text',
      priceCents: 2250,
    });
  });

  it('replaces the picture and deletes the old file once committed; without one it stays', async () => {
    const product = await addProduct(t.app, admin.cookie, {
      image: await pictureDataUrl('#aa3322'),
    });
    const old = product.img.secure_url;
    const replaced = await put(product._id, admin.cookie, {
      image: await pictureDataUrl('#2233aa'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const picture = replaced.json<Product>().img.secure_url;
    expect(picture).toMatch(STORED);
    expect(picture).not.toBe(old);
    expect(stored(picture)).toBe(true);
    expect(stored(old)).toBe(false);

    const kept = await put(product._id, admin.cookie, { title: 'Only the title changes' });
    expect(kept.json<Product>().img.secure_url).toBe(picture);
    expect(stored(picture)).toBe(true);
  });

  it('keeps a picture file another product still shows (files are named by their content)', async () => {
    const image = await pictureDataUrl('#654321');
    const first = await addProduct(t.app, admin.cookie, { image });
    const second = await addProduct(t.app, admin.cookie, { image });
    expect(second.img.secure_url).toBe(first.img.secure_url);
    await put(first._id, admin.cookie, { image: await pictureDataUrl('#123456') });
    expect(stored(second.img.secure_url)).toBe(true);
  });

  it('retires a product with status retired and restores it with status active', async () => {
    const product = await addProduct(t.app, admin.cookie);
    const retired = await put(product._id, admin.cookie, { status: 'retired' });
    expect(retired.json<Product>().status).toBe('retired');
    expect(await onSale(product._id)).toBe(false);
    const restored = await put(product._id, admin.cookie, { status: 'active' });
    expect(restored.json<Product>().status).toBe('active');
    expect(await onSale(product._id)).toBe(true);
  });

  it('answers 400 for a bad id or body, 404 for an unknown product', async () => {
    const product = await addProduct(t.app, admin.cookie);
    const badId = await put('not-a-uuid', admin.cookie, { priceCents: 100 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'id: Invalid product id' });
    const badPrice = await put(product._id, admin.cookie, { priceCents: -5 });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json()).toEqual({ message: 'priceCents: Price must be at least 1 cent' });
    const badStatus = await put(product._id, admin.cookie, { status: 'deleted' });
    expect(badStatus.statusCode).toBe(400);
    const unknown = await put(UNKNOWN_ID, admin.cookie, { priceCents: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
  });

  it('answers an admin who reads Arabic in Arabic, whatever the browser asks for', async () => {
    const arabic = await signUp(t.app);
    await makeAdmin(t.app, arabic.user._id);
    await t.app.ctx.db.update(users).set({ language: 'ar' }).where(eq(users.id, arabic.user._id));
    const headers = { cookie: arabic.cookie, 'accept-language': 'es-ES,es;q=0.9' };
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${UNKNOWN_ID}`,
      headers,
      payload: { priceCents: 100 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'المنتج غير موجود' });
    const badPrice = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: await productBody({ priceCents: 0 }),
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json()).toEqual({ message: 'priceCents: يجب ألا يقل السعر عن سنت واحد' });
  });

  it('refuses visitors (401) and members (403), and the product stays as it was', async () => {
    const product = await addProduct(t.app, admin.cookie);
    expect((await put(product._id, '', { priceCents: 1 })).statusCode).toBe(401);
    const asMember = await put(product._id, member.cookie, { priceCents: 1 });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: 'Only administrators can edit products' });
    const page = await listProducts(t.app, 'limit=100');
    expect(page.products.find((p) => p._id === product._id)?.priceCents).toBe(1800);
  });
});

describe('DELETE /api/products/:id', () => {
  it('retires the product: off the shop, still on the admin desk, picture kept', async () => {
    const product = await addProduct(t.app, admin.cookie);
    const res = await del(product._id, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>()).toMatchObject({ _id: product._id, status: 'retired' });
    expect(await onSale(product._id)).toBe(false);
    const desk = await listProducts(t.app, 'status=all&limit=100', admin.cookie);
    expect(desk.products.find((p) => p._id === product._id)?.status).toBe('retired');
    expect(stored(product.img.secure_url)).toBe(true);
  });

  it('answers 400 for a bad id and 404 for an unknown product', async () => {
    const badId = await del('42', admin.cookie);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'id: Invalid product id' });
    const unknown = await del(UNKNOWN_ID, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
  });

  it('refuses visitors (401) and members (403), and the product stays on sale', async () => {
    const product = await addProduct(t.app, admin.cookie);
    expect((await del(product._id, '')).statusCode).toBe(401);
    const asMember = await del(product._id, member.cookie);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({
      message: 'Only administrators can retire or restore products',
    });
    expect(await onSale(product._id)).toBe(true);
  });
});

describe('product events', () => {
  it('announces creation and every change after each commit, nothing for a refused write', async () => {
    const seen: DomainEvent[] = [];
    const stop = t.app.ctx.events.subscribeAll((event) => {
      if (event.name.startsWith('product.')) seen.push(event);
    });
    try {
      const product = await addProduct(t.app, admin.cookie);
      const productId = product._id;
      const actorId = admin.user._id;
      await put(productId, admin.cookie, { priceCents: 999 });
      await del(productId, admin.cookie);
      await put(productId, member.cookie, { priceCents: 1 });
      await post(member.cookie, await productBody());
      expect(seen).toEqual([
        { name: 'product.created', payload: { productId, actorId } },
        { name: 'product.updated', payload: { productId, actorId } },
        { name: 'product.updated', payload: { productId, actorId } },
      ]);
    } finally {
      stop();
    }
  });
});

describe('findProductsForPricing', () => {
  it('answers the active products among the ids with their title and price in cents', async () => {
    const mug = await addProduct(t.app, admin.cookie, { title: 'Mug', priceCents: 1250 });
    const cap = await addProduct(t.app, admin.cookie, { title: 'Cap', priceCents: 1500 });
    const gone = await addProduct(t.app, admin.cookie, { title: 'Gone' });
    await del(gone._id, admin.cookie);
    const found = await findProductsForPricing(t.app.ctx.db, [
      mug._id,
      cap._id,
      gone._id,
      UNKNOWN_ID,
    ]);
    expect(found.sort((a, b) => a.priceCents - b.priceCents)).toEqual([
      { id: mug._id, title: 'Mug', priceCents: 1250, status: 'active' },
      { id: cap._id, title: 'Cap', priceCents: 1500, status: 'active' },
    ]);
    expect(await findProductsForPricing(t.app.ctx.db, [])).toEqual([]);
  });
});
