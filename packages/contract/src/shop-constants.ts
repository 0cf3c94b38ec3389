/**
 * The shop's product limits.
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads, nor of
 * `shop.ts`, whose chunk holds the schemas the admins' products form loads on use: the desk's
 * form reads these for its fields' lengths without loading Zod (docs/ARCHITECTURE.md, "A page
 * keeps only the contract's schemas it uses").
 */

/** Product limits (issue 9). Texts are trimmed before they are measured; prices are US cents. */
export const PRODUCT_LIMITS = {
  titleMin: 2,
  titleMax: 100,
  descMin: 1,
  descMax: 1000,
  priceMinCents: 1,
  priceMaxCents: 1_000_000,
  pageDefault: 24,
  pageMax: 100,
} as const;
