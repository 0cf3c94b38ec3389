import type { MessageId } from '@one-world/i18n';

/** Product constants from SPEC.md §2, §5, §6 and §9. Visible texts and limits live here once. */

export const COMPANY = 'One World';
/** Topics in header order (SPEC §2 "Shared layout"). */
export const CATEGORIES = ['Poverty', 'Climate', 'Conflict', 'Inequality', 'Policy'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Regions in header dropdown order (SPEC §2). */
export const REGIONS = [
  'Africa',
  'Asia',
  'Europe',
  'MiddleEast',
  'NorthAmerica',
  'SouthAmerica',
] as const;
export type Region = (typeof REGIONS)[number];

/** A topic's name as screens show it (the API's value stays the English key). */
export const CATEGORY_LABELS = {
  Poverty: 'topics.poverty',
  Climate: 'topics.climate',
  Conflict: 'topics.conflict',
  Inequality: 'topics.inequality',
  Policy: 'topics.policy',
} as const satisfies Record<Category, MessageId>;

const REGION_LABELS = {
  Africa: 'regions.africa',
  Asia: 'regions.asiaOceania',
  Europe: 'regions.europe',
  MiddleEast: 'regions.middleEast',
  NorthAmerica: 'regions.northAmerica',
  SouthAmerica: 'regions.southAmerica',
} as const satisfies Record<Region, MessageId>;

/** The label a region carries under a topic: "Asia/Oceania", except "Asia" under Policy. */
export function regionLabel(region: Region, category?: Category): MessageId {
  if (region === 'Asia' && category === 'Policy') return 'regions.asia';
  return REGION_LABELS[region];
}

/**
 * The regions a board shows (SPEC §2): a topic's bare board shows every region (`null`); a
 * region's board shows that region's posts and the posts that name no region. The one statement
 * of the rule: the server's board query and the web's cache placement both read it.
 */
export function boardRegions(region: Region | null | undefined): readonly (Region | null)[] | null {
  return region ? [region, null] : null;
}

export const ROLES = ['member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Paid membership tiers (SPEC §6); a user without one has statusBadge null. */
export const STATUS_BADGES = ['Warrior', 'Legend'] as const;
export type StatusBadge = (typeof STATUS_BADGES)[number];

export const LIMITS = {
  nameMin: 1,
  nameMax: 80,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  bioMax: 300,
} as const;

/** Local storage keys (SPEC §9). */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  cartItems: 'cartItems',
  sidebarExpanded: 'sidebar-expanded',
} as const;

export const TIMINGS = {
  dropdownAutoCloseMs: 30_000,
  preloaderMs: 100,
} as const;

/** Served by the web app; used as img.secure_url when a user has no avatar. */
export const DEFAULT_AVATAR_URL = '/images/default-avatar.svg';

export const SESSION_COOKIE = 'ow_session';

/**
 * The membership tiers (SPEC §6): monthly price in US cents, merchandise discount and weekly quiz
 * allowance (null: unlimited). Basic is free; a member without a statusBadge is on Basic.
 */
export const TIERS = {
  Basic: { priceCents: 0, discountPercent: 0, weeklyQuizzes: 2 },
  Warrior: { priceCents: 500, discountPercent: 10, weeklyQuizzes: 5 },
  Legend: { priceCents: 1000, discountPercent: 20, weeklyQuizzes: null },
} as const satisfies Record<
  string,
  { priceCents: number; discountPercent: number; weeklyQuizzes: number | null }
>;
export type Tier = keyof typeof TIERS;

/** The one currency of the shop and the memberships (the spec's "Rs" reading is a defect). */
export const CURRENCY = 'usd';

/** An inspiration item is an article or a video (SPEC §3 Article.type). */
/** What `POST /api/translate` translates (issue 17). */
export const TRANSLATION_KINDS = ['post', 'comment', 'article', 'message'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

export const ARTICLE_TYPES = ['article', 'video'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
