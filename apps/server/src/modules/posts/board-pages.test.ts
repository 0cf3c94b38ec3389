import { boardTitle, POST_MESSAGES, type Post } from '@one-world/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { type SignedUp, signUp } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { publish } from '../../test/posts';
import { createPagesTestApp, servedPage } from '../../test/web-pages';

const HOSTILE_TITLE = `Floods & "fixes" <script>alert('t')</script> $& $1`;
const HOSTILE_CONTENT = `Drains <b>matter</b>\nwho "pays"? $' $\``;

let t: TestApp;
let author: SignedUp;
let first: Post;

beforeAll(async () => {
  t = await createPagesTestApp();
  author = await signUp(t.app, { name: 'Amara <Okafor>' });
  await publish(t.app, author.cookie, { postCategory: 'Climate', region: 'Africa' });
  first = await publish(t.app, author.cookie, {
    title: HOSTILE_TITLE,
    content: HOSTILE_CONTENT,
    postCategory: 'Climate',
    region: 'Africa',
  });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => servedPage(t.app, url, headers);

const FEED_PRELOAD =
  '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/posts?category=Climate&amp;region=Africa">';

describe('a board’s served page (issue 12)', () => {
  it('draws a visitor’s first screen from the board’s newest post, every text escaped', async () => {
    const html = await page('/Climate/Africa');
    expect(html).not.toContain('data-shell-loading');
    expect(html).toContain('data-shell-first-card="/Climate/Africa"');
    expect(html).toContain('>Climate · Africa</h1>');
    expect(html).toContain('aria-current="page" ');
    expect(html).toContain(
      'Floods &amp; &quot;fixes&quot; &lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; $&amp; $1',
    );
    expect(html).toContain('Drains &lt;b&gt;matter&lt;/b&gt;\nwho &quot;pays&quot;? $&#39; $`');
    expect(html).toContain('<bdi>Amara &lt;Okafor&gt;</bdi>');
    expect(html).toContain(`href="/userprofile/${author.user._id}"`);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(FEED_PRELOAD);
    // The second newest post is the app's to draw.
    expect(html.match(/<article /g)).toHaveLength(1);
    expect(first.title).toBe(HOSTILE_TITLE);
  });

  it('writes it in the reader’s language', async () => {
    const html = await page('/Climate/Africa', { 'accept-language': 'es' });
    const t = translatorFor('es');
    expect(html).toContain(`>${boardTitle({ category: 'Climate', region: 'Africa' }, t.t)}</h1>`);
    expect(html).toContain(t.t(POST_MESSAGES.intro));
    expect(html).toContain(`>${t.t('boards.allRegions')}</a>`);
  });

  it('keeps the loading indicator for a member, whose page is their own, and preloads it', async () => {
    const html = await page('/Climate/Africa', { cookie: author.cookie });
    expect(html).toContain('data-shell-loading');
    expect(html).not.toContain('data-shell-first-card');
    expect(html).toContain(FEED_PRELOAD);
  });

  it('keeps it for an empty board and for an address with a query, which preloads nothing', async () => {
    const empty = await page('/Policy/Europe');
    expect(empty).toContain('data-shell-loading');
    expect(empty).toContain('href="/api/posts?category=Policy&amp;region=Europe"');
    const filtered = await page('/Climate/Africa?languages=en');
    expect(filtered).toContain('data-shell-loading');
    expect(filtered).not.toContain('/api/posts');
  });

  it('leaves another spelling to the app, which moves to the canonical address', async () => {
    const html = await page('/climate/africa');
    expect(html).toContain('data-shell-loading');
    expect(html).not.toContain('/api/posts');
  });
});
