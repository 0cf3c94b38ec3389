/**
 * Every address of the web app, in one table (after bulletproof-react's `config/paths.ts`). An
 * entry holds the route pattern the router mounts (`path`), the builder every link and redirect
 * uses (`href`) and the page's name in the document title (`title`), so a link, its route and
 * its title cannot drift apart. Nothing else in the app writes an address by hand.
 */
import {
  boardTitle,
  CATEGORIES,
  type Category,
  COMPANY,
  MAIL_LINK_PATHS,
  REGIONS,
  type Region,
  type ReportKind,
  TEST_CHECKOUT_PATH,
} from '@one-world/contract';
import type { MessageId, MessageValues, Translatable } from '@one-world/i18n';

/** Route parameters as the router hands them over (react-router's `Params`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Formats a catalog text in the reader's language (`useT()`). */
export type Translate = (text: Translatable, values?: MessageValues) => string;

/**
 * A page's name in the document title: a catalog id, translated when shown. A function reads it
 * from the route's parameters, in the reader's language, and answers undefined when they name no
 * page (the page then shows "not found" with its own title).
 */
export type PageTitle = MessageId | ((params: RouteParams, t: Translate) => string | undefined);

/** What the router keeps on each route of the table (`handle`), for {@link documentTitle}. */
export interface RouteHandle {
  title: PageTitle;
}

/** The query parameter of the sign-in address that names the page to come back to. */
export const REDIRECT_PARAM = 'redirect';

/** A discussion board: one topic, and optionally one region (SPEC §2). */
export interface BoardLocation {
  category: Category;
  region: Region | null;
}

/** What a Report link names (SPEC §2 "Report form"): the query of `/report`. */
export interface ReportQuery {
  kind: ReportKind;
  targetId: string;
  /** A post's author, so the form can switch to reporting the member instead. */
  userId?: string;
  /** The post a reported comment belongs to, so the form can name it. */
  postId?: string;
}

/** What a Report link may pass in its state so the form can name the target, not only its id. */
export interface ReportLinkState {
  postTitle?: string;
  userName?: string;
}

const SIGN_IN_PATH = '/auth/signin';
const REPORT_PATH = '/report';
const SEARCH_PATH = '/search';

/** `path` with the query, or bare when the query is empty. */
function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** An address without parameters: its links are its pattern. */
function fixed(path: string, title: MessageId) {
  return { path, href: () => path, title };
}

/** The entry of `options` that equals `segment` ignoring case, as the router matches paths. */
function findIgnoringCase<T extends string>(
  options: readonly T[],
  segment: string | undefined,
): T | undefined {
  const wanted = segment?.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

/**
 * The board a `/:category/:region?` address names, its segments matched ignoring case like the
 * router matches static paths ("/climate/africa"; the page then moves to the canonical
 * {@link paths.board} address). Null when a segment is not one of the contract's topics or
 * regions, so "/about-us" or "/Climate/Mars" are not boards.
 */
export function matchBoard(params: RouteParams): BoardLocation | null {
  const category = findIgnoringCase(CATEGORIES, params.category);
  if (!category) return null;
  if (params.region === undefined) return { category, region: null };
  const region = findIgnoringCase(REGIONS, params.region);
  return region ? { category, region } : null;
}

export const paths = {
  home: fixed('/', 'nav.home'),

  board: {
    path: '/:category/:region?',
    href: (category: Category, region: Region | null = null) =>
      region ? `/${category}/${region}` : `/${category}`,
    title: (params: RouteParams, t: Translate) => {
      const board = matchBoard(params);
      return board ? boardTitle(board, t) : undefined;
    },
  },
  createPost: fixed('/createpost', 'nav.createPost'),
  /** One post with all its comments; every board card's time links here. */
  post: {
    path: '/posts/:postId',
    href: (postId: string) => `/posts/${encodeURIComponent(postId)}`,
    title: 'nav.post',
  },
  search: {
    path: SEARCH_PATH,
    /** The search page for `q`, with posts' topic and region filters when given. */
    href: (q = '', filters: { category?: Category; region?: Region } = {}) => {
      const query = new URLSearchParams(q ? { q } : {});
      if (filters.category) query.set('category', filters.category);
      if (filters.region) query.set('region', filters.region);
      return withQuery(SEARCH_PATH, query);
    },
    title: 'nav.search',
  },
  notifications: fixed('/notifications', 'nav.notifications'),

  auth: {
    signIn: {
      path: SIGN_IN_PATH,
      /** Sign-in that brings the user back to `from` (path, query and hash) afterwards. */
      href: (from?: string) =>
        withQuery(
          SIGN_IN_PATH,
          new URLSearchParams(from && from !== '/' ? { [REDIRECT_PARAM]: from } : {}),
        ),
      title: 'nav.signIn',
    },
    signUp: fixed('/auth/signup', 'nav.signUp'),
    forgotPassword: fixed('/auth/forgot', 'nav.forgotPassword'),
    // The pages mail links open: the server builds those links from the same contract paths.
    confirmEmail: fixed(MAIL_LINK_PATHS.confirm, 'nav.confirmEmail'),
    resetPassword: fixed(MAIL_LINK_PATHS.reset, 'nav.resetPassword'),
  },
  unsubscribe: fixed(MAIL_LINK_PATHS.unsubscribe, 'nav.unsubscribe'),
  welcome: fixed('/welcome', 'nav.welcome'),

  report: {
    path: REPORT_PATH,
    href: (query?: ReportQuery) => {
      const search = new URLSearchParams(query && { kind: query.kind, targetId: query.targetId });
      if (query?.postId) search.set('postId', query.postId);
      if (query?.userId) search.set('userId', query.userId);
      return withQuery(REPORT_PATH, search);
    },
    title: 'nav.report',
  },

  profile: fixed('/profile', 'nav.myProfile'),
  userProfile: {
    path: '/userprofile/:id',
    href: (userId: string) => `/userprofile/${encodeURIComponent(userId)}`,
    title: 'nav.profile',
  },
  /** The public profile's other address (SPEC §2 infers /users/{id}); it leads to userProfile. */
  users: {
    path: '/users/:id',
    href: (userId: string) => `/users/${encodeURIComponent(userId)}`,
    title: 'nav.profile',
  },
  settings: fixed('/settings', 'nav.settings'),

  inspiration: fixed('/inspiration', 'nav.inspiration'),
  article: {
    path: '/inspiration/:id',
    href: (articleId: string) => `/inspiration/${encodeURIComponent(articleId)}`,
    title: 'nav.article',
  },

  // The admins' article desk: every article, drafts too, and the editor.
  adminArticles: fixed('/admin/articles', 'nav.adminArticles'),
  // The admins' shop desk: add, edit and retire products.
  adminProducts: fixed('/admin/products', 'nav.adminProducts'),
  // The admins' quiz bank: add, edit and import questions.
  adminQuiz: fixed('/admin/quiz', 'nav.adminQuiz'),
  // The moderators' desk: the queue of open reports and the audit log.
  adminReports: fixed('/admin/reports', 'nav.adminReports'),
  adminAudit: fixed('/admin/reports/log', 'nav.adminAudit'),
  newArticle: fixed('/admin/articles/new', 'nav.newArticle'),
  editArticle: {
    path: '/admin/articles/:id/edit',
    href: (articleId: string) => `/admin/articles/${encodeURIComponent(articleId)}/edit`,
    title: 'nav.editArticle',
  },

  chats: {
    path: '/chats/:conversationId?',
    /** The chats, with one conversation open when its id is given, so reload and back keep it. */
    href: (conversationId?: string) =>
      conversationId ? `/chats/${encodeURIComponent(conversationId)}` : '/chats',
    title: 'nav.chats',
  },
  shop: fixed('/shop', 'nav.shop'),
  cart: fixed('/cart', 'nav.cart'),
  checkoutSuccess: {
    path: '/checkout-success',
    /** Payment Done, naming the order that was paid when there is one (?order=). */
    href: (orderId?: string) =>
      withQuery('/checkout-success', new URLSearchParams(orderId ? { order: orderId } : {})),
    title: 'nav.paymentDone',
  },
  // The built-in test checkout (no Stripe key): an order's Pay and Cancel page.
  testCheckout: {
    path: `${TEST_CHECKOUT_PATH}/:orderId`,
    href: (orderId: string) => `${TEST_CHECKOUT_PATH}/${encodeURIComponent(orderId)}`,
    title: 'nav.testCheckout',
  },
  pricing: fixed('/pricing', 'nav.pricing'),
  quiz: fixed('/quiz', 'nav.quiz'),
  review: fixed('/review', 'nav.reviews'),
  addReview: fixed('/addreview', 'nav.addReview'),

  about: fixed('/about', 'nav.about'),
  mission: fixed('/mission', 'nav.mission'),
  codeOfConduct: fixed('/codeconduct', 'nav.codeOfConduct'),
  joinGlobal: fixed('/joinglobal', 'nav.globalFamily'),
  comingSoon: fixed('/commingsoon', 'nav.comingSoon'),
  privacyPolicy: fixed('/privacypolicy', 'nav.privacyPolicy'),
  asia: fixed('/asia', 'nav.asia'),

  forms: {
    elements: fixed('/forms/form-elements', 'nav.formElements'),
    layout: fixed('/forms/form-layout', 'nav.formLayout'),
  },
} as const;

/** One entry of {@link paths}, as the router mounts it. */
export interface PathEntry {
  path: string;
  title: PageTitle;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/**
 * The document title for the matched routes (outermost first, as `useMatches` lists them), in
 * the reader's language: the deepest table route's page name and the company ("Climate · Africa
 * · One World"), or the company alone where no page is named. A page may still put its own,
 * more precise title (DocumentTitle, lib/document-title.ts).
 */
export function documentTitle(
  matches: readonly { handle?: unknown; params: RouteParams }[],
  t: Translate,
): string {
  const names = matches.flatMap(({ handle, params }) =>
    isRouteHandle(handle)
      ? [typeof handle.title === 'string' ? t(handle.title) : handle.title(params, t)]
      : [],
  );
  const name = names.at(-1);
  return name ? t('app.pageTitle', { page: name, company: COMPANY }) : COMPANY;
}
