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

/** Whether a value (a form's, an address's) is a topic, spelled exactly as the API spells it. */
export const isCategory = (value: string | undefined): value is Category =>
  CATEGORIES.some((category) => category === value);
/** Whether a value is a region, spelled exactly as the API spells it. */
export const isRegion = (value: string | undefined): value is Region =>
  REGIONS.some((region) => region === value);

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
 * A board's name, its heading and title, in the reader's language: "Climate",
 * "Climate · Africa", "Policy · Asia" ("Clima · África"). `t` is the web app's or the server's
 * translation of a catalog id: the app draws the name, the server writes it into a board's
 * served first screen.
 */
export function boardTitle(
  { category, region }: { category: Category; region: Region | null },
  t: (id: MessageId, values?: Record<string, string>) => string,
): string {
  const topic = t(CATEGORY_LABELS[category]);
  return region ? t('nav.boardTitle', { topic, region: t(regionLabel(region, category)) }) : topic;
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
 * The session cookie's name. A Secure cookie (production over HTTPS) takes the `__Host-` prefix:
 * browsers then accept it only from this host, over HTTPS, for the whole site, so a sibling
 * subdomain or a plain-http page cannot plant a session of its choosing. Development over plain
 * http cannot set a Secure cookie and keeps the bare name.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

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

// Addresses, limits and texts of the domain modules that the web app's first bundle reads. They
// stay out of the modules that hold schemas: a bundler places a module whole, so a constant
// beside a schema would bring the schemas, and Zod, into every page.

/** Page sizes of the keyset-paged lists. */
export const PAGE_LIMITS = {
  pageDefault: 10,
  pageMax: 50,
} as const;

/**
 * Unread counts (the bell, chats, a conversation) are counted up to this many and no further: a
 * badge shows "99+" from here on, and counting every unread row of a member who never reads would
 * cost the database on each page load and each new notification (issue 12). An answer of this
 * many means "this many or more".
 */
export const UNREAD_COUNT_MAX = 100;

/**
 * The languages members' writing is recognised in (ISO 639-1): what the detector can tell apart
 * and what "my languages" offers. Screens name them with `Intl.DisplayNames`, in the reader's
 * language.
 */
export const CONTENT_LANGUAGES = [
  'en',
  'es',
  'fr',
  'ar',
  'sw',
  'pt',
  'de',
  'it',
  'nl',
  'pl',
  'ro',
  'ru',
  'uk',
  'tr',
  'fa',
  'ur',
  'hi',
  'bn',
  'ta',
  'zh',
  'ja',
  'ko',
  'vi',
  'th',
  'id',
  'ms',
  'tl',
  'am',
  'ha',
  'yo',
  'ig',
  'zu',
  'so',
  'rw',
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Discussion board limits (issue 3). Texts are trimmed before they are measured. */
export const POST_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  contentMin: 1,
  contentMax: 5000,
  commentMin: 1,
  commentMax: 1000,
  /** Page size of the board, user posts and comment lists. */
  pageDefault: PAGE_LIMITS.pageDefault,
  pageMax: PAGE_LIMITS.pageMax,
  /** Comments embedded in every post of a page (oldest first); the rest via GET /api/comments. */
  embeddedComments: 3,
  /** Page size of a post's likers (GET /api/like/:postId): ids only, so larger pages. */
  likesPageDefault: 50,
  likesPageMax: 200,
} as const;

/** Texts of the board endpoints and screens (SPEC §2, §5, §8). */
export const POST_MESSAGES = {
  created: 'posts.created',
  commentAdded: 'posts.commentAdded',
  liked: 'posts.liked',
  unliked: 'posts.unliked',
  postDeleted: 'posts.postDeleted',
  commentDeleted: 'posts.commentDeleted',
  postNotFound: 'posts.postNotFound',
  commentNotFound: 'posts.commentNotFound',
  postUpdated: 'posts.postUpdated',
  commentUpdated: 'posts.commentUpdated',
  /** The mark beside the time of a post or comment changed after it was published. */
  edited: 'posts.edited',
  /** What admins read on a post or comment a moderator removed, before the reason. */
  removedByModerator: 'posts.removedByModerator',
  /** A single post's page when the post has no comments yet. */
  noComments: 'posts.noComments',
  /** A member the post's author blocked (or who blocked them) cannot comment on their posts. */
  cannotComment: 'posts.cannotComment',
  signInToComment: 'posts.signInToComment',
  signInToLike: 'posts.signInToLike',
  intro: 'posts.intro',
  empty: 'posts.empty',
} as const satisfies Record<string, MessageId>;

/**
 * What `z.uuid()` accepts (RFC 9562: versions 1 to 8, the nil and the max UUID), for a page that
 * checks an id in its address without loading Zod (constants.test.ts holds the two together).
 */
export const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/** The list's four filter buttons and the values they set (SPEC §2 "Inspiration list"). */
export const ARTICLE_FILTERS = [
  { label: 'How-Tos', value: 'How-Tos' },
  { label: 'Editorials', value: 'editorials' },
  { label: 'Climate News', value: 'climate' },
  { label: 'Science News', value: 'science' },
] as const;

/** SPEC §9 "Inspiration card image height 250 px" and the carousel's constants. */
export const INSPIRATION_CARD_IMAGE_HEIGHT_PX = 250;

/** The web pages mail links open (absolute links are built from PUBLIC_URL). */
export const MAIL_LINK_PATHS = {
  confirm: '/auth/confirm',
  reset: '/auth/reset',
  /** "Forgot password?": where a member who did not change their password resets it. */
  forgot: '/auth/forgot',
  unsubscribe: '/unsubscribe',
} as const;

export const MAIL_MESSAGES = {
  forgotSent: 'mail.forgotSent',
  passwordReset: 'mail.passwordReset',
  invalidLink: 'mail.invalidLink',
  emailConfirmed: 'mail.emailConfirmed',
  confirmationSent: 'mail.confirmationSent',
  alreadyConfirmed: 'mail.alreadyConfirmed',
  confirmBanner: 'mail.confirmBanner',
  sendAgain: 'mail.sendAgain',
  /** 403 for an unconfirmed member when REQUIRE_EMAIL_CONFIRMATION is on. */
  confirmationRequired: 'mail.confirmationRequired',
  emailChangePending: 'mail.emailChangePending',
  mailSettingsSaved: 'mail.mailSettingsSaved',
  unsubscribed: 'mail.unsubscribed',
  forgotLink: 'mail.forgotLink',
} as const satisfies Record<string, MessageId>;

export const ARTICLE_MESSAGES = {
  empty: 'articles.empty',
  notFound: 'articles.notFound',
  created: 'articles.created',
  updated: 'articles.updated',
  deleted: 'articles.deleted',
  publishedOn: 'articles.publishedOn',
} as const satisfies Record<string, MessageId>;

/**
 * Uploaded images (the one pipeline for covers, avatars, article and product pictures): the
 * decoded size limit and the types accepted, read from the file's first bytes, never its name.
 */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
} as const;

export const IMAGE_MESSAGES = {
  tooLarge: 'images.tooLarge',
  unsupportedType: 'images.unsupportedType',
  unreadable: 'images.unreadable',
} as const satisfies Record<string, MessageId>;

/**
 * The account settings endpoints (member routes, under `/api`): change the password, sign out on
 * every device, download one's data, delete the account.
 */
export const ACCOUNT_ROUTES = {
  /** PUT, `ChangePasswordBody` → `MessageResponse`; every other session is signed out. */
  password: '/account/password',
  /** POST, no body → `MessageResponse`; every session ends, this one included. */
  logoutEverywhere: '/account/logout-everywhere',
  /** GET → `AccountExport` as the attachment `one-world-data.json`. */
  export: '/account/export',
  /** POST, `DeleteAccountBody` → `MessageResponse`; the account is gone, the cookie cleared. */
  delete: '/account/delete',
  /** PUT, `LanguageSettingsBody` → `ProfileUpdateResponse`: interface and content languages. */
  languages: '/account/languages',
} as const;

/**
 * SPEC's English texts of the profile screens (§2 "Own profile", "Public profile", §4), as the
 * end-to-end tests find them. The screens show them from the catalogs (`profile.*`).
 */
export const PROFILE_TEXTS = {
  aboutMe: 'profile.aboutMe',
  addBio: 'profile.addBio',
  bioPlaceholder: 'profile.bioPlaceholder',
  submit: 'profile.submit',
  editCover: 'profile.editCover',
  uploadCover: 'profile.uploadCover',
  message: 'profile.message',
  follow: 'profile.follow',
  unfollow: 'profile.unfollow',
  followers: 'profile.followers',
  following: 'profile.following',
  premiumUser: 'profile.premiumUser',
} as const satisfies Record<string, MessageId>;

/** Texts the accounts endpoints answer with; the web app shows them as toasts. */
export const USER_MESSAGES = {
  invalidCredentials: 'users.invalidCredentials',
  emailTaken: 'users.emailTaken',
  loggedOut: 'users.loggedOut',
  userNotFound: 'users.userNotFound',
  tooManyAttempts: 'users.tooManyAttempts',
  profileUpdated: 'users.profileUpdated',
  bioUpdated: 'users.bioUpdated',
  followed: 'users.followed',
  unfollowed: 'users.unfollowed',
  cannotFollowSelf: 'users.cannotFollowSelf',
  wrongPassword: 'users.wrongPassword',
  wrongDeletePassword: 'users.wrongDeletePassword',
  passwordChanged: 'users.passwordChanged',
  loggedOutEverywhere: 'users.loggedOutEverywhere',
  accountDeleted: 'users.accountDeleted',
} as const satisfies Record<string, MessageId>;

export const SEARCH_LIMITS = {
  qMin: 1,
  qMax: 200,
  /** Hits per section on the first, mixed page (`type=all`). */
  previewPerType: 5,
  pageDefault: 10,
  pageMax: 50,
  /**
   * How many of a section's newest matches are ranked (posts by when they were written, members
   * by when they joined, articles by publication); a section's hits end after them. A common word
   * matches a large share of a table, and ranking and sorting all its matches, again for every
   * page, made a search cost time in proportion to the table (a quarter of a second at 100,000
   * posts). Capped, PostgreSQL walks a newest-first index until this many have matched and ranks
   * only those, whatever the words. Few readers page that far: 100 pages of `pageDefault`.
   */
  candidatesPerType: 1000,
} as const;

export const SEARCH_MESSAGES = {
  placeholder: 'search.placeholder',
  noResults: 'search.noResults',
  prompt: 'search.prompt',
  /** Under a section's heading when that section has no hits but another one has. */
  noPosts: 'search.noPosts',
  noArticles: 'search.noArticles',
  noMembers: 'search.noMembers',
  failed: 'search.failed',
  moreFailed: 'search.moreFailed',
} as const satisfies Record<string, MessageId>;

/** Texts of the shop and cart (SPEC §4 "Cart"). */
export const CART_MESSAGES = {
  added: 'cart.added',
  increased: 'cart.increased',
  removed: 'cart.removed',
  cleared: 'cart.cleared',
  /** Adding beyond CHECKOUT_LIMITS.quantityMax (99) of one product. */
  atLimit: 'cart.atLimit',
  heading: 'cart.heading',
  productNotFound: 'cart.productNotFound',
} as const satisfies Record<string, MessageId>;

/** Checkout limits (issue 9). */
export const CHECKOUT_LIMITS = {
  /** The most of one product a cart line may hold. */
  quantityMax: 99,
  /** The most lines one checkout may hold. */
  linesMax: 50,
  ordersPageDefault: 10,
  ordersPageMax: 50,
} as const;

/** The web page the built-in test checkout answers with (`{ url }` points at it). */
export const TEST_CHECKOUT_PATH = '/checkout/test';

export const CAROUSEL = {
  maxItems: 5,
  slidesPerView: 1,
  spaceBetween: 10,
  autoplayDelayMs: 1000,
} as const;

/** The fixed video entry's texts as catalog ids, for screens that show it in the reader's language. */
export const FIXED_VIDEO_TEXTS = {
  title: 'articles.fixedVideoTitle',
  desc: 'articles.fixedVideoDesc',
} as const satisfies Record<string, MessageId>;
