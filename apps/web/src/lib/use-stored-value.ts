import { STORAGE_KEYS } from '@one-world/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { type CartItem, cartTotals } from './cart';
import {
  cartItemsFromRaw,
  readRaw,
  type StorageKey,
  sidebarExpandedFromRaw,
  subscribeStorage,
} from './storage';

/**
 * Subscribes to one local-storage key and returns it parsed. `parse` must be stable (a module
 * function); the snapshot is the raw string so unchanged storage never re-renders.
 */
export function useStoredValue<T>(key: StorageKey, parse: (raw: string | null) => T): T {
  const raw = useSyncExternalStore(
    (listener) => subscribeStorage(key, listener),
    () => readRaw(key),
    () => null,
  );
  return useMemo(() => parse(raw), [raw, parse]);
}

/** The cart in local storage, live across tabs and same-tab writes. */
export function useCartItems(): CartItem[] {
  return useStoredValue(STORAGE_KEYS.cartItems, cartItemsFromRaw);
}

/** Total quantity of the cart (the header's badge). */
export function useCartQuantity(): number {
  const items = useCartItems();
  return useMemo(() => cartTotals(items).cartTotalQuantity, [items]);
}

/** The remembered sidebar state (local storage `sidebar-expanded`). */
export function useSidebarExpanded(): boolean {
  return useStoredValue(STORAGE_KEYS.sidebarExpanded, sidebarExpandedFromRaw);
}
