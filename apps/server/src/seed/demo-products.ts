import { readFile } from 'node:fs/promises';
import { withTransaction } from '../events/transaction';
import { anyProductExists, importProduct } from '../modules/products';
import type { SeedStep } from './seed-step';

/**
 * Demo merchandise, so a fresh install has a shop to browse and a cart to fill. The pictures are
 * drawings made for this site (in `./images/products`, stored through the image pipeline like any
 * upload). The step runs only while none of the demo products exists, so running it again creates
 * nothing and a demo product an admin retired stays retired.
 */

interface DemoProduct {
  title: string;
  desc: string;
  /** US cents. */
  priceCents: number;
  /** The picture's file in `./images/products`. */
  image: string;
}

const PRODUCTS: DemoProduct[] = [
  {
    title: 'One World T-Shirt',
    desc: 'A soft cotton crew-neck T-shirt in One World green, with the globe and "One World, One Future" printed on the front.',
    priceCents: 2500,
    image: 't-shirt.jpg',
  },
  {
    title: 'One World Tote Bag',
    desc: 'A sturdy natural canvas tote with long handles and the green One World globe: room for the groceries, the library books or the repair café.',
    priceCents: 1800,
    image: 'tote-bag.jpg',
  },
  {
    title: 'One World Mug',
    desc: 'A white ceramic mug with the One World globe and a green band, for the tea at your next community meeting. Holds about 330 ml.',
    priceCents: 1250,
    image: 'mug.jpg',
  },
  {
    title: 'One World Water Bottle',
    desc: 'A reusable green water bottle with a screw cap and a carry loop. Fill it up instead of buying plastic.',
    priceCents: 2000,
    image: 'water-bottle.jpg',
  },
  {
    title: 'One World Cap',
    desc: 'A green six-panel cap with a curved brim and the One World globe embroidered on the front, for shade at marches and clean-ups.',
    priceCents: 1500,
    image: 'cap.jpg',
  },
  {
    title: 'One World Notebook',
    desc: 'A green hardcover notebook with a yellow ribbon marker and lined pages, for campaign ideas, meeting notes and letters to your representative.',
    priceCents: 999,
    image: 'notebook.jpg',
  },
];

// Fixed ids make every demo product addressable on the next run (uuid v4 layout, valid for z.uuid()).
const productId = (n: number) => `0e0b0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DEMO_IDS = PRODUCTS.map((_, i) => productId(i + 1));

// `./images/products` beside this file under tsx and vitest; build.mjs copies `./images` beside
// the bundle.
const imagesFolder = new URL('./images/products/', import.meta.url);

export const demoProductsSeed: SeedStep = {
  name: 'demo-products',
  async run(ctx, log) {
    if (!ctx.config.seedDemo) return;
    if (await anyProductExists(ctx.db, DEMO_IDS)) return;
    // Pictures are stored before the transaction: storing a file is not transactional, and an
    // image that ends up unused only costs space (it is named by its bytes, so a retry reuses it).
    const images = await Promise.all(
      PRODUCTS.map(async (p) =>
        ctx.images.save(await readFile(new URL(p.image, imagesFolder)), 'product'),
      ),
    );
    const now = ctx.clock.now().getTime();
    await withTransaction(ctx, async (tx) => {
      for (const [i, p] of PRODUCTS.entries()) {
        const imageUrl = images[i];
        if (!imageUrl) throw new Error(`no stored picture for ${p.image}`);
        await importProduct(tx, {
          id: productId(i + 1),
          title: p.title,
          desc: p.desc,
          priceCents: p.priceCents,
          imageUrl,
          status: 'active',
          // A millisecond apart, in the order above: the shop lists oldest first.
          createdAt: new Date(now - (PRODUCTS.length - i)),
        });
      }
    });
    log.info({ products: PRODUCTS.length }, 'Seeded demo products');
  },
};

/** The demo products as the admin desk would have sent them (for tests of their shape). */
export const DEMO_PRODUCTS: readonly DemoProduct[] = PRODUCTS;
