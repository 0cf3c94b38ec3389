import { CART_MESSAGES, CHECKOUT_LIMITS } from '@one-world/contract';
import { msg } from '@one-world/i18n';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartItem,
  cartTotals,
  clearCart,
  decreaseInCart,
  removeFromCart,
  tierDiscount,
  toCartItems,
} from './cart';

function product(id: string, priceCents: number) {
  return {
    _id: id,
    title: `Product ${id}`,
    desc: `About ${id}`,
    img: { secure_url: `/images/${id}.webp` },
    price: priceCents / 100,
    priceCents,
  };
}

const mug = product('mug', 1250);
const tee = product('tee', 2000);
const cap = product('cap', 999);

function line(p: ReturnType<typeof product>, cartQuantity: number): CartItem {
  return { ...p, cartQuantity };
}

describe('addToCart', () => {
  it('appends a new product with quantity 1 and says it was added', () => {
    const change = addToCart([line(mug, 1)], tee);
    expect(change.items).toEqual([line(mug, 1), line(tee, 1)]);
    expect(change.message).toBe(CART_MESSAGES.added);
  });

  it('keeps only the product fields a cart item has', () => {
    const change = addToCart([], { ...mug, status: 'active', createdAt: 'now' } as typeof mug);
    expect(change.items).toEqual([line(mug, 1)]);
  });

  it('raises the quantity of a product already there and says so', () => {
    const change = addToCart([line(mug, 1), line(tee, 2)], tee);
    expect(change.items).toEqual([line(mug, 1), line(tee, 3)]);
    expect(change.message).toBe(CART_MESSAGES.increased);
  });

  it('raises the item in the first position too, instead of appending it again', () => {
    const change = addToCart([line(mug, 1), line(tee, 1)], mug);
    expect(change.items).toEqual([line(mug, 2), line(tee, 1)]);
    expect(change.message).toBe(CART_MESSAGES.increased);
  });

  it('stops at the most one checkout accepts', () => {
    const full = [line(mug, CHECKOUT_LIMITS.quantityMax)];
    const change = addToCart(full, mug);
    expect(change.items).toEqual(full);
    expect(change.message).toBe(CART_MESSAGES.atLimit);
  });

  it('leaves the given list untouched', () => {
    const items = [line(mug, 1)];
    addToCart(items, mug);
    addToCart(items, tee);
    expect(items).toEqual([line(mug, 1)]);
  });
});

describe('decreaseInCart', () => {
  it('lowers the quantity by 1 without a notice', () => {
    const change = decreaseInCart([line(mug, 3), line(tee, 1)], 'mug');
    expect(change.items).toEqual([line(mug, 2), line(tee, 1)]);
    expect(change.message).toBeNull();
  });

  it('removes the item at quantity 1 and names it', () => {
    const change = decreaseInCart([line(mug, 1), line(tee, 2)], 'mug');
    expect(change.items).toEqual([line(tee, 2)]);
    expect(change.message).toEqual(msg(CART_MESSAGES.removed, { title: 'Product mug' }));
  });

  it('changes nothing for a product not in the cart', () => {
    const change = decreaseInCart([line(mug, 1)], 'cap');
    expect(change.items).toEqual([line(mug, 1)]);
    expect(change.message).toBeNull();
  });
});

describe('removeFromCart', () => {
  it('deletes the item whatever its quantity and names it', () => {
    const change = removeFromCart([line(mug, 1), line(tee, 5), line(cap, 1)], 'tee');
    expect(change.items).toEqual([line(mug, 1), line(cap, 1)]);
    expect(change.message).toEqual(msg(CART_MESSAGES.removed, { title: 'Product tee' }));
  });

  it('removes the item in the first position', () => {
    const change = removeFromCart([line(mug, 2), line(tee, 1)], 'mug');
    expect(change.items).toEqual([line(tee, 1)]);
  });

  it('changes nothing for a product not in the cart', () => {
    expect(removeFromCart([line(mug, 1)], 'cap')).toEqual({
      items: [line(mug, 1)],
      message: null,
    });
  });
});

describe('clearCart', () => {
  it('empties the cart and says so', () => {
    expect(clearCart()).toEqual({ items: [], message: CART_MESSAGES.cleared });
  });
});

describe('cartTotals', () => {
  it('sums price times quantity and the quantities', () => {
    expect(cartTotals([line(mug, 2), line(tee, 1), line(cap, 3)])).toEqual({
      cartTotalQuantity: 6,
      cartTotalCents: 2500 + 2000 + 2997,
      cartTotalAmount: 74.97,
    });
  });

  it('is exact to the cent where dollar floats are not', () => {
    const dime = product('dime', 10);
    const twenty = product('twenty', 20);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(cartTotals([line(dime, 1), line(twenty, 1)]).cartTotalAmount).toBe(0.3);
    expect(1.1 * 3).not.toBe(3.3);
    expect(cartTotals([line(product('a', 110), 3)]).cartTotalAmount).toBe(3.3);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ cartTotalQuantity: 0, cartTotalCents: 0, cartTotalAmount: 0 });
  });
});

describe('tierDiscount', () => {
  it('takes nothing off for Basic', () => {
    expect(tierDiscount(5000, null)).toEqual({
      tier: null,
      percent: 0,
      discountCents: 0,
      totalCents: 5000,
    });
  });

  it('takes 10% off for Warriors and 20% for Legends', () => {
    expect(tierDiscount(5000, 'Warrior')).toMatchObject({ percent: 10, totalCents: 4500 });
    expect(tierDiscount(5000, 'Legend')).toMatchObject({ percent: 20, totalCents: 4000 });
  });

  it('rounds the discount to a whole cent', () => {
    expect(tierDiscount(999, 'Warrior')).toMatchObject({ discountCents: 100, totalCents: 899 });
    expect(tierDiscount(1, 'Legend')).toMatchObject({ discountCents: 0, totalCents: 1 });
  });
});

describe('toCartItems', () => {
  it('reads back what the cart stores', () => {
    const items = [line(mug, 2), line(tee, 1)];
    expect(toCartItems(JSON.parse(JSON.stringify(items)))).toEqual(items);
  });

  it('reads anything but a list as an empty cart', () => {
    for (const stored of [undefined, null, 3, 'cart', { cartQuantity: 3 }]) {
      expect(toCartItems(stored)).toEqual([]);
    }
  });

  it('drops entries that are not cart items, and repeats of one', () => {
    const stored = [
      line(mug, 1),
      null,
      'item',
      { ...line(tee, 1), cartQuantity: 0 },
      { ...line(tee, 1), cartQuantity: 1.5 },
      { ...line(tee, 1), cartQuantity: '2' },
      { ...line(tee, 1), priceCents: -1, price: -1 },
      { ...line(tee, 1), priceCents: undefined, price: '20' },
      { ...line(cap, 1), _id: 7 },
      line(mug, 4),
    ];
    expect(toCartItems(stored)).toEqual([line(mug, 1)]);
  });

  it('prices from the cents and caps the quantity at the checkout limit', () => {
    const stored = [{ ...line(mug, 500), price: 0.01 }];
    expect(toCartItems(stored)).toEqual([line(mug, CHECKOUT_LIMITS.quantityMax)]);
  });

  it("prices a line from the spec's dollar price when it has no cents", () => {
    const { priceCents: _cents, ...spec } = line(product('tee', 1999), 2);
    expect(toCartItems([spec])).toEqual([line(product('tee', 1999), 2)]);
  });

  it('fills a missing description or picture with empty text', () => {
    const { desc: _desc, img: _img, ...bare } = line(mug, 1);
    expect(toCartItems([bare])).toEqual([{ ...line(mug, 1), desc: '', img: { secure_url: '' } }]);
  });
});
