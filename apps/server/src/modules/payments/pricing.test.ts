import { PAYMENT_MESSAGES } from '@one-world/contract';
import { describe, expect, it } from 'vitest';
import { priceCart, priceMembership } from './pricing';

const tote = { id: 'tote', title: 'Tote', priceCents: 1995 };
const mug = { id: 'mug', title: 'Mug', priceCents: 1250 };

describe('priceCart', () => {
  it('sums lines at the database price', () => {
    const priced = priceCart(
      [
        { productId: 'tote', quantity: 2 },
        { productId: 'mug', quantity: 1 },
      ],
      [tote, mug],
      null,
    );
    expect(priced).toMatchObject({ subtotalCents: 5240, discountCents: 0, totalCents: 5240 });
    expect(priced.lines.map((l) => l.totalCents)).toEqual([3990, 1250]);
  });

  it('rounds the tier discount half up, once, on the subtotal', () => {
    expect(priceCart([{ productId: 'tote', quantity: 1 }], [tote], 'Warrior')).toMatchObject({
      discountPercent: 10,
      discountCents: 200,
      totalCents: 1795,
    });
    expect(priceCart([{ productId: 'tote', quantity: 3 }], [tote], 'Legend')).toMatchObject({
      discountPercent: 20,
      discountCents: 1197,
      totalCents: 4788,
    });
  });

  it('merges lines of one product and refuses a merged quantity over the limit', () => {
    const merged = priceCart(
      [
        { productId: 'mug', quantity: 1 },
        { productId: 'mug', quantity: 2 },
      ],
      [mug],
      null,
    );
    expect(merged.lines).toEqual([expect.objectContaining({ productId: 'mug', quantity: 3 })]);
    expect(() =>
      priceCart(
        [
          { productId: 'mug', quantity: 50 },
          { productId: 'mug', quantity: 50 },
        ],
        [mug],
        null,
      ),
    ).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('refuses a product that is not sold', () => {
    expect(() => priceCart([{ productId: 'gone', quantity: 1 }], [tote], null)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        text: PAYMENT_MESSAGES.unknownProduct,
      }),
    );
  });
});

describe('priceMembership', () => {
  it('charges the tier’s monthly price', () => {
    expect(priceMembership('Warrior')).toEqual({
      lines: [],
      subtotalCents: 500,
      discountPercent: 0,
      discountCents: 0,
      totalCents: 500,
    });
    expect(priceMembership('Legend').totalCents).toBe(1000);
  });
});
