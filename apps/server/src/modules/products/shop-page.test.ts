import type { Product } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type SignedUp, signUp } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { createPagesTestApp, servedPage } from '../../test/web-pages';
import { addProduct } from './test-helpers';

const HOSTILE_TITLE = `Tote & "bag" <script>alert('t')</script> $& $1`;

const PRODUCTS_PRELOAD =
  '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products">';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createPagesTestApp();
  admin = await signUp(t.app);
  await makeAdmin(t.app, admin.user._id);
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => servedPage(t.app, url, headers);

describe('the shop’s served page (issue 12)', () => {
  it('shows the loading indicator while the shop has no products, with the list preloaded', async () => {
    const html = await page('/shop');
    expect(html).toContain('data-shell-loading');
    expect(html).not.toContain('data-shell-first-card');
    expect(html).toContain(PRODUCTS_PRELOAD);
  });

  describe('with products', () => {
    let oldest: Product;
    beforeAll(async () => {
      oldest = await addProduct(t.app, admin.cookie, {
        title: HOSTILE_TITLE,
        desc: `Canvas <b>and</b> "rope" $'`,
        priceCents: 123456,
      });
      await addProduct(t.app, admin.cookie, { title: 'The second product' });
    });

    it('draws the first screen from the oldest product, every text escaped', async () => {
      const html = await page('/shop');
      expect(html).not.toContain('data-shell-loading');
      expect(html).toContain('data-shell-first-card="/shop"');
      expect(html).toContain('>Shop</h1>');
      expect(html).toContain('Warriors save 10% and Legends 20%');
      expect(html).toContain('>View cart (0)</a>');
      expect(html).toContain(`<img src="${oldest.img.secure_url}" alt="" fetchpriority="high"`);
      expect(html).toContain(
        'Tote &amp; &quot;bag&quot; &lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; $&amp; $1',
      );
      expect(html).toContain('Canvas &lt;b&gt;and&lt;/b&gt; &quot;rope&quot; $&#39;');
      expect(html).toContain('>$1,234.56</p>');
      expect(html).not.toContain('<script>alert');
      // The other products are the app's to draw.
      expect(html.match(/<article /g)).toHaveLength(1);
      expect(html).not.toContain('The second product');
      expect(html).toContain(PRODUCTS_PRELOAD);
    });

    it('writes it in the reader’s language, the price their way', async () => {
      const html = await page('/shop', { 'accept-language': 'es' });
      expect(html).toContain('<html lang="es"');
      expect(html).toContain('>Tienda</h1>');
      expect(html.replace(/\s/g, ' ')).toContain('>1234,56 US$</p>');
    });

    it('draws it for members too: the list is the same for everyone', async () => {
      const member = await signUp(t.app);
      const html = await page('/shop', { cookie: member.cookie });
      expect(html).toContain('data-shell-first-card="/shop"');
    });

    it('gives the plain page to an address with a query', async () => {
      const html = await page('/shop?from=mail');
      expect(html).toContain('data-shell-loading');
      expect(html).not.toContain(PRODUCTS_PRELOAD);
    });
  });
});
