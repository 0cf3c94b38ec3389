/**
 * Typed local-storage access for the keys of SPEC §9. Reads never throw: missing storage, bad
 * JSON or an unexpected shape read as "nothing stored". Every write also fires
 * {@link STORAGE_CHANGE_EVENT} so components in the same tab update (the browser's `storage`
 * event only reaches other tabs).
 */
import { type SessionUser, STORAGE_KEYS } from '@one-world/contract';
import { type CartItem, toCartItems } from './cart';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Fired on window after every write through this module; detail is `{ key }`. */
export const STORAGE_CHANGE_EVENT = 'ow:storage-change';

export interface StorageChangeDetail {
  key: StorageKey;
}

/** The raw stored string, or null when absent or storage is unavailable. */
export function readRaw(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify(key: StorageKey) {
  window.dispatchEvent(
    new CustomEvent<StorageChangeDetail>(STORAGE_CHANGE_EVENT, { detail: { key } }),
  );
}

/** Parses JSON without throwing; undefined when absent or malformed. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON and tells same-tab listeners. */
export function writeJson(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
  notify(key);
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored either.
  }
  notify(key);
}

/** Calls `listener` whenever `key` changes in this tab or another one; returns the unsubscribe. */
export function subscribeStorage(key: StorageKey, listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<StorageChangeDetail>).detail?.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(STORAGE_CHANGE_EVENT, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(STORAGE_CHANGE_EVENT, onLocal);
  };
}

// --- userInfo: a mirror of the signed-in user; the session cookie stays the truth.

export function writeUserInfo(user: SessionUser | null): void {
  if (user) writeJson(STORAGE_KEYS.userInfo, user);
  else removeItem(STORAGE_KEYS.userInfo);
}

// --- cartItems: the cart (lib/cart.ts holds its rules and reads its stored shape).

/** The stored cart; anything unreadable reads as an empty one. */
export function cartItemsFromRaw(raw: string | null): CartItem[] {
  return toCartItems(parseJson(raw));
}

/** The cart as stored right now. */
export function readCartItems(): CartItem[] {
  return cartItemsFromRaw(readRaw(STORAGE_KEYS.cartItems));
}

/** Saves the cart (SPEC §4: every change is saved), emptied by writing an empty list. */
export function writeCartItems(items: readonly CartItem[]): void {
  writeJson(STORAGE_KEYS.cartItems, items);
}

// --- sidebar-expanded: "true" / "false".

export function sidebarExpandedFromRaw(raw: string | null): boolean {
  return parseJson(raw) === true;
}

export function writeSidebarExpanded(expanded: boolean): void {
  writeJson(STORAGE_KEYS.sidebarExpanded, expanded);
}
