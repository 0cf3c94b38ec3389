/**
 * Issue 13 §2, bad input: an XSS corpus (script tags, event-handler attributes, `javascript:`
 * URLs, SVG with script, markup in names) put through the API into every text a member controls
 * (name, bio, post, comment, chat message, review, report) and an admin's product and article,
 * then every screen that shows them opened in Chromium. No script may run: the `window.__xss`
 * marker the payloads set stays undefined, no dialog opens, and the page holds no element the
 * payloads could have brought (an `on…` attribute, a `javascript:` link, an inline script, an
 * iframe's `srcdoc`). The pages are opened with the CSP bypassed, so this proves the rendering
 * itself safe, not only the CSP that also stands in the way.
 */
import { randomBytes } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { E2E_ADMIN } from '../../e2e/support/env';
import { type E2eUser, signInViaApi, signUpViaApi } from '../../e2e/support/users';

/** Markup that runs `window.__xss=1` (or opens a dialog) wherever it is rendered as HTML. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<a href="javascript:window.__xss=1">click me</a>',
  'javascript:window.__xss=1',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '"><img src=x onerror=alert(1)>',
  "'-alert(1)-'",
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '{{constructor.constructor("window.__xss=1")()}}',
];

/** A tag no other run uses, so each screen's check waits for this run's text. */
const TAG = `XSS${randomBytes(3).toString('hex')}`;

/** A short field (a name, a title): the tag and one payload. */
const short = (payload = '<img src=x onerror=alert(1)>') => `${TAG} ${payload}`;

/** A long field (a post, a bio, a message): the tag and every payload. */
const long = (limit: number) => `${TAG} ${PAYLOADS.join(' ')}`.slice(0, limit);

/** A 1×1 PNG, for the product's required picture. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const baseURL = () => test.info().project.use.baseURL ?? '';

interface World {
  attacker: E2eUser;
  victim: E2eUser;
  attackerPostId: string;
  victimPostId: string;
  conversationId: string;
  articleId: string;
}

let world: World;
const contexts: APIRequestContext[] = [];

/** An API client of its own (its own cookies), disposed after the file. */
async function apiClient(): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: baseURL() });
  contexts.push(client);
  return client;
}

/** POSTs/PUTs/PATCHes `data` and expects a 2xx, naming the call when it fails. */
async function send(
  client: APIRequestContext,
  method: 'post' | 'put' | 'patch',
  url: string,
  data: unknown,
): Promise<Record<string, unknown>> {
  const response = await client[method](url, { data });
  expect(
    response.status(),
    `${method.toUpperCase()} ${url}: ${await response.text()}`,
  ).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

test.beforeAll(async () => {
  const attackerApi = await apiClient();
  const victimApi = await apiClient();
  const adminApi = await apiClient();
  const attacker = await signUpViaApi(attackerApi, { name: short() });
  const victim = await signUpViaApi(victimApi, { name: `Victim ${TAG}` });
  await signInViaApi(adminApi, E2E_ADMIN);

  await send(attackerApi, 'patch', `/api/updatedbio/${attacker._id}`, { bio: long(300) });
  const attackerPost = await send(attackerApi, 'post', '/api/posts', {
    title: short('<svg onload=alert(1)>'),
    content: long(5000),
    postCategory: 'Climate',
    region: null,
  });
  const victimPost = await send(victimApi, 'post', '/api/posts', {
    title: `Victim post ${TAG}`,
    content: 'A plain post.',
    postCategory: 'Climate',
    region: null,
  });
  const victimPostId = (victimPost.post as { _id: string })._id;
  await send(attackerApi, 'post', `/api/comments/${victimPostId}`, {
    commentContent: long(1000),
  });
  await send(attackerApi, 'post', `/api/follow/${victim._id}`, {});
  const conversation = await send(attackerApi, 'post', '/api/conversations', {
    receiverId: victim._id,
  });
  const conversationId = conversation._id as string;
  await send(attackerApi, 'post', '/api/messages', { conversationId, text: long(2000) });
  await send(attackerApi, 'post', '/api/review', {
    title: short(),
    desc: long(2000),
    rating: 5,
  });
  await send(attackerApi, 'post', '/api/reports', {
    kind: 'post',
    targetId: victimPostId,
    title: short('<script>window.__xss=1</script>'),
    description: long(2000),
  });
  await send(adminApi, 'post', '/api/products', {
    title: short(),
    desc: long(1000),
    priceCents: 1234,
    image: PIXEL,
  });
  const article = await send(adminApi, 'post', '/api/article', {
    title: short('<svg onload=alert(1)>'),
    desc: long(500),
    content: `<p>${TAG}</p>${PAYLOADS.join('<br>')}`,
    type: 'article',
    category: 'How-Tos',
    mediaUrl: null,
    publishDate: new Date().toISOString(),
    status: 'published',
  });
  world = {
    attacker,
    victim,
    attackerPostId: (attackerPost.post as { _id: string })._id,
    victimPostId,
    conversationId,
    articleId: (article.article as { _id: string })._id,
  };
});

test.afterAll(async () => {
  for (const client of contexts) await client.dispose();
});

type Viewer = 'victim' | 'admin' | 'visitor';

/** A browser page signed in as the viewer, with the CSP bypassed and dialogs recorded. */
async function pageAs(browser: Browser, viewer: Viewer) {
  const context = await browser.newContext({ baseURL: baseURL(), bypassCSP: true });
  if (viewer === 'victim') {
    await signInViaApi(context.request, {
      email: world.victim.email,
      password: world.victim.password,
    });
  }
  if (viewer === 'admin') await signInViaApi(context.request, E2E_ADMIN);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { context, page, dialogs };
}

/** What the payloads could have left in the page: a set marker, handlers, script-bearing links. */
function injectedInPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as { __xss?: unknown }).__xss !== undefined) found.push('window.__xss was set');
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name)) found.push(`<${tag} ${name}="${value}">`);
        if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
        if (/^(href|src|action|formaction|xlink:href|data)$/i.test(name)) {
          // Browsers ignore control characters and spaces around and inside a URL's scheme.
          const bare = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
          if (bare.toLowerCase().startsWith('javascript:')) {
            found.push(`<${tag} ${name}="${value}">`);
          }
        }
      }
      if (tag === 'script' && !element.hasAttribute('src')) found.push('an inline <script>');
    }
    return found;
  });
}

/** The screens that show the corpus, and a text of this run each must show first. */
const SCREENS: Array<{ name: string; viewer: Viewer; path: () => string; shows: string }> = [
  { name: 'the board', viewer: 'victim', path: () => '/Climate', shows: TAG },
  { name: 'the board to a visitor', viewer: 'visitor', path: () => '/Climate', shows: TAG },
  { name: 'the home page', viewer: 'victim', path: () => '/', shows: TAG },
  {
    name: "the attacker's post",
    viewer: 'victim',
    path: () => `/posts/${world.attackerPostId}`,
    shows: TAG,
  },
  {
    name: "the victim's post with the comment",
    viewer: 'victim',
    path: () => `/posts/${world.victimPostId}`,
    shows: TAG,
  },
  {
    name: "the attacker's profile",
    viewer: 'victim',
    path: () => `/userprofile/${world.attacker._id}`,
    shows: TAG,
  },
  {
    name: "the attacker's member page",
    viewer: 'victim',
    path: () => `/users/${world.attacker._id}`,
    shows: TAG,
  },
  { name: 'the conversations', viewer: 'victim', path: () => '/chats', shows: TAG },
  {
    name: "the victim's profile with the follower",
    viewer: 'victim',
    path: () => '/profile',
    shows: `Victim ${TAG}`,
  },
  {
    name: 'the conversation',
    viewer: 'victim',
    path: () => `/chats/${world.conversationId}`,
    shows: TAG,
  },
  { name: 'the notifications', viewer: 'victim', path: () => '/notifications', shows: TAG },
  { name: 'the reviews', viewer: 'visitor', path: () => '/review', shows: TAG },
  { name: 'the shop', viewer: 'victim', path: () => '/shop', shows: TAG },
  { name: 'the articles', viewer: 'visitor', path: () => '/inspiration', shows: TAG },
  {
    name: 'the article',
    viewer: 'visitor',
    path: () => `/inspiration/${world.articleId}`,
    shows: TAG,
  },
  { name: 'the search', viewer: 'victim', path: () => `/search?q=${TAG}`, shows: TAG },
  { name: 'the moderation queue', viewer: 'admin', path: () => '/admin/reports', shows: TAG },
  { name: 'the articles desk', viewer: 'admin', path: () => '/admin/articles', shows: TAG },
  {
    name: 'the article editor',
    viewer: 'admin',
    path: () => `/admin/articles/${world.articleId}/edit`,
    shows: TAG,
  },
  { name: 'the products desk', viewer: 'admin', path: () => '/admin/products', shows: TAG },
];

test('the checks see the corpus when a page renders it as HTML', async ({ browser }) => {
  const { context, page, dialogs } = await pageAs(browser, 'visitor');
  await page.goto('/about');
  await page.evaluate((html) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    document.body.append(holder);
  }, PAYLOADS.join(''));
  await page.waitForLoadState('networkidle');
  await expect.poll(() => dialogs.length).toBeGreaterThan(0);
  const injected = await injectedInPage(page);
  await context.close();
  expect(injected).toContain('window.__xss was set');
  expect(injected).toContain('<a href="javascript:window.__xss=1">');
  expect(injected).toContain('<iframe srcdoc>');
  expect(injected).toContain('an inline <script>');
});

const WHO: Record<Viewer, string> = {
  victim: 'the victim',
  visitor: 'a visitor',
  admin: 'an admin',
};

for (const viewer of ['victim', 'visitor', 'admin'] as const) {
  test(`the screens ${WHO[viewer]} opens run none of the corpus`, async ({ browser }) => {
    const { context, page, dialogs } = await pageAs(browser, viewer);
    const found: Record<string, string[]> = {};
    for (const screen of SCREENS.filter((s) => s.viewer === viewer)) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path());
        await expect(page.getByText(screen.shows).first()).toBeVisible();
        // Handlers of injected images and SVGs fire once the element loads or fails to.
        await page.waitForLoadState('networkidle');
        const injected = [...(await injectedInPage(page)), ...dialogs.splice(0)];
        if (injected.length > 0) found[screen.name] = injected;
      });
    }
    await context.close();
    expect(found).toEqual({});
  });
}
