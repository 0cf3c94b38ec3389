import { type SessionUser, STORAGE_KEYS } from '@one-world/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartItemsFromRaw,
  readCartItems,
  readRaw,
  STORAGE_CHANGE_EVENT,
  type StorageChangeDetail,
  sidebarExpandedFromRaw,
  subscribeStorage,
  writeCartItems,
  writeSidebarExpanded,
  writeUserInfo,
} from './storage';

/**
 * The web project runs in Node, so each test gets the two parts of `window` this module uses:
 * an event target and an in-memory localStorage.
 */
function installWindow() {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  };
  const win = Object.assign(new EventTarget(), { localStorage });
  vi.stubGlobal('window', win);
  return { win, store };
}

/** A browser with storage turned off: touching window.localStorage throws. */
function installWindowWithoutStorage() {
  const win = new EventTarget();
  Object.defineProperty(win, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  vi.stubGlobal('window', win);
}

/** What the browser fires when another tab changes storage (`key` null after clear()). */
function otherTabChanged(win: EventTarget, key: string | null) {
  win.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

const ada: SessionUser = {
  _id: 'b5c0c8e2-6a3f-4a51-9a38-2f8d2c2f6f10',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'member',
  bio: '',
  statusBadge: null,
  img: { secure_url: '/images/default-avatar.svg' },
  cover: null,
  followerCount: 0,
  followingCount: 0,
  emailConfirmed: true,
  pendingEmail: null,
  language: 'en',
  contentLanguages: ['en'],
};

let env: ReturnType<typeof installWindow>;

beforeEach(() => {
  env = installWindow();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('userInfo', () => {
  it('writes the user as JSON under userInfo', () => {
    writeUserInfo(ada);
    expect(JSON.parse(env.store.get(STORAGE_KEYS.userInfo) ?? '')).toEqual(ada);
  });

  it('removes the entry when written with null', () => {
    writeUserInfo(ada);
    writeUserInfo(null);
    expect(env.store.has(STORAGE_KEYS.userInfo)).toBe(false);
  });
});

describe('cartItems', () => {
  const mug = {
    _id: 'mug',
    title: 'Mug',
    desc: 'A mug',
    img: { secure_url: '/mug.webp' },
    price: 12.5,
    priceCents: 1250,
    cartQuantity: 2,
  };

  it('writes the cart as JSON and reads it back', () => {
    writeCartItems([mug]);
    expect(JSON.parse(env.store.get(STORAGE_KEYS.cartItems) ?? '')).toEqual([mug]);
    expect(readCartItems()).toEqual([mug]);
  });

  it('reads a missing entry, bad JSON or a non-array as an empty cart', () => {
    expect(cartItemsFromRaw(null)).toEqual([]);
    expect(cartItemsFromRaw('[{"cartQuantity":')).toEqual([]);
    expect(cartItemsFromRaw('{"cartQuantity":3}')).toEqual([]);
    expect(cartItemsFromRaw('')).toEqual([]);
  });
});

describe('sidebar-expanded', () => {
  it('is expanded only for a stored true', () => {
    expect(sidebarExpandedFromRaw('true')).toBe(true);
    expect(sidebarExpandedFromRaw('false')).toBe(false);
    expect(sidebarExpandedFromRaw(null)).toBe(false);
    expect(sidebarExpandedFromRaw('"true"')).toBe(false);
    expect(sidebarExpandedFromRaw('yes')).toBe(false);
  });

  it('is written as JSON under sidebar-expanded', () => {
    writeSidebarExpanded(true);
    expect(env.store.get(STORAGE_KEYS.sidebarExpanded)).toBe('true');
    writeSidebarExpanded(false);
    expect(env.store.get(STORAGE_KEYS.sidebarExpanded)).toBe('false');
  });
});

describe('change notifications', () => {
  it('fires the same-tab event with the written key', () => {
    const keys: string[] = [];
    env.win.addEventListener(STORAGE_CHANGE_EVENT, (event) => {
      keys.push((event as CustomEvent<StorageChangeDetail>).detail.key);
    });
    writeUserInfo(ada);
    writeUserInfo(null);
    writeSidebarExpanded(true);
    expect(keys).toEqual([STORAGE_KEYS.userInfo, STORAGE_KEYS.userInfo, 'sidebar-expanded']);
  });

  it('calls a subscriber for its own key only, from this tab and from others', () => {
    const listener = vi.fn();
    subscribeStorage(STORAGE_KEYS.userInfo, listener);

    writeUserInfo(ada);
    expect(listener).toHaveBeenCalledTimes(1);
    writeSidebarExpanded(true);
    expect(listener).toHaveBeenCalledTimes(1);

    otherTabChanged(env.win, STORAGE_KEYS.userInfo);
    expect(listener).toHaveBeenCalledTimes(2);
    otherTabChanged(env.win, STORAGE_KEYS.cartItems);
    expect(listener).toHaveBeenCalledTimes(2);
    otherTabChanged(env.win, null);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stops calling after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(STORAGE_KEYS.cartItems, listener);
    unsubscribe();
    otherTabChanged(env.win, STORAGE_KEYS.cartItems);
    env.win.dispatchEvent(
      new CustomEvent<StorageChangeDetail>(STORAGE_CHANGE_EVENT, {
        detail: { key: STORAGE_KEYS.cartItems },
      }),
    );
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('with storage turned off', () => {
  it('reads nothing, writes without throwing and still tells this tab', () => {
    installWindowWithoutStorage();
    const listener = vi.fn();
    subscribeStorage(STORAGE_KEYS.userInfo, listener);

    expect(readRaw(STORAGE_KEYS.userInfo)).toBeNull();
    expect(() => writeUserInfo(ada)).not.toThrow();
    expect(() => writeUserInfo(null)).not.toThrow();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
