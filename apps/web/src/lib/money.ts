import { CURRENCY } from '@one-world/contract';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** An amount of the shop's one currency from whole cents: 1000 → "$10.00". */
export function formatCents(cents: number): string {
  return USD.format(cents / 100);
}
