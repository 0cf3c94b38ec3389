import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './articles.sanitize';

/** Markup that must never survive, whatever else does. */
const DANGEROUS =
  /<script|<style|<svg|<math|<iframe|<object|<embed|\son\w+=|javascript:|data:|style=|class=/i;

/**
 * An XSS corpus (OWASP's filter-evasion cheat sheet and DOMPurify's test cases, trimmed to what
 * reaches an HTML sanitizer): each entry with what must remain of it.
 */
const CORPUS: [string, string, string][] = [
  ['a script tag', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
  ['a script tag in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
  ['an img with onerror', '<img src="x" onerror="alert(1)">', ''],
  [
    'an img with a good src and onerror',
    '<img src="https://example.org/a.png" onerror="alert(1)" alt="A">',
    '<img src="https://example.org/a.png" alt="A" />',
  ],
  ['an img with a data: src', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
  ['an img with a protocol-relative src', '<img src="//evil.example/x.png">', ''],
  ['an img climbing out of /images/', '<img src="/images/../api/users">', ''],
  [
    'a javascript: link',
    '<a href="javascript:alert(1)">x</a>',
    '<a rel="noopener noreferrer">x</a>',
  ],
  [
    'an entity-encoded javascript: link',
    '<a href="jav&#x61;script:alert(1)">x</a>',
    '<a rel="noopener noreferrer">x</a>',
  ],
  [
    'a javascript: link hidden by a tab and case',
    '<a href=" JaVa\tScRiPt:alert(1)">x</a>',
    '<a rel="noopener noreferrer">x</a>',
  ],
  [
    'a data: link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a rel="noopener noreferrer">x</a>',
  ],
  ['an svg with a script', '<svg><script>alert(1)</script></svg><p>after</p>', '<p>after</p>'],
  ['an svg onload', '<svg onload=alert(1)><p>after</p>', ''],
  [
    'the math/mglyph/style mutation trick',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '',
  ],
  [
    'a noscript attribute break-out',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '',
  ],
  ['style and class attributes', '<p style="color:red" class="x" id="y">Hi</p>', '<p>Hi</p>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
  ['a form button', '<form><button formaction="javascript:alert(1)">x</button></form>', 'x'],
  ['a style tag', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
  ['unclosed tags', '<p>open <strong>bold <em>em', '<p>open <strong>bold <em>em</em></strong></p>'],
  [
    'a quote break-out in an attribute',
    '<img src="https://x.example/a.png" alt="&quot;><script>alert(1)</script>">',
    '<img src="https://x.example/a.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
  ],
  ['escaped markup in text', '<p>a &lt;script&gt; b</p>', '<p>a &lt;script&gt; b</p>'],
];

describe('sanitizeArticleHtml', () => {
  it.each(CORPUS)('neutralises %s', async (_name, html, expected) => {
    const clean = await sanitizeArticleHtml(html);
    expect(clean).toBe(expected);
    expect(clean).not.toMatch(DANGEROUS);
  });

  it('keeps the editor’s whole vocabulary', async () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p><strong>b</strong> <em>i</em> <s>s</s> ' +
      '<u>u</u> <code>c</code><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote><p>quote</p></blockquote><pre><code>x = 1</code></pre><hr />' +
      '<img src="/images/abc123.webp" alt="A" title="T" />';
    expect(await sanitizeArticleHtml(html)).toBe(html);
  });

  it('lets links out to the web and mail only, always without an opener or referrer', async () => {
    expect(
      await sanitizeArticleHtml(
        '<a href="https://example.org" title="T" target="_blank" rel="opener">web</a>',
      ),
    ).toBe(
      '<a href="https://example.org" title="T" target="_blank" rel="noopener noreferrer">web</a>',
    );
    expect(await sanitizeArticleHtml('<a href="mailto:hi@example.org">mail</a>')).toBe(
      '<a href="mailto:hi@example.org" rel="noopener noreferrer">mail</a>',
    );
    // Any other target, and addresses that are not absolute http(s) or mailto, are dropped.
    expect(await sanitizeArticleHtml('<a href="/api/users" target="_top">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(await sanitizeArticleHtml('<a href="ftp://example.org">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
  });

  it('maps pasted tags to the editor’s and drops other tags but keeps their text', async () => {
    expect(await sanitizeArticleHtml('<h1>Big</h1><b>bold</b><i>it</i><del>gone</del>')).toBe(
      '<h2>Big</h2><strong>bold</strong><em>it</em><s>gone</s>',
    );
    expect(
      await sanitizeArticleHtml(
        '<div><span>kept</span></div><table><tr><td>cell</td></tr></table>',
      ),
    ).toBe('keptcell');
  });
});
