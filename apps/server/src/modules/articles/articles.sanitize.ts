import type sanitizeHtml from 'sanitize-html';

// A link leaves the site for the web or a mail client, never for a script or a document of ours
// under a guessed path; a picture comes from the web or from our own image store.
const LINK_HREF = /^(?:https?:\/\/|mailto:)/i;
const IMAGE_SRC = /^(?:https?:\/\/|\/images\/(?:[\w-]+\/)*[\w-]+\.[a-z0-9]+$)/i;
const NEW_TAB = /^_blank$/;

/** Keeps an attribute only when its value passes `test` (values are entity-decoded already). */
function keepIf(
  attribs: sanitizeHtml.Attributes,
  name: string,
  test: RegExp,
): sanitizeHtml.Attributes {
  const value = attribs[name]?.trim();
  if (value !== undefined && test.test(value)) return { ...attribs, [name]: value };
  const { [name]: _refused, ...rest } = attribs;
  return rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Disallowed tags are dropped and their text kept, except these, whose content is code, markup
  // of another language or a document of its own: that goes too.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
  ],
  transformTags: {
    // Pasted markup keeps its meaning in the editor's vocabulary rather than losing its tags.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // A new tab must not get a handle on our window, nor learn where the reader came from.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...keepIf(keepIf(attribs, 'href', LINK_HREF), 'target', NEW_TAB),
        rel: 'noopener noreferrer',
      },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', IMAGE_SRC) }),
  },
  // A picture whose address was refused shows nothing, so it goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * sanitize-html, loaded with the first article written or translated rather than with the server
 * (its import is about 65 ms of a start on a slow host).
 */
let sanitizer: Promise<typeof sanitizeHtml> | undefined;

/**
 * An article's HTML reduced to the editor's allow-list (DESIGN.md §6): headings, paragraphs,
 * emphasis, lists, quotes, code, rules, safe links and pictures. No styles, classes, event
 * handlers, scripts, frames, SVG or MathML survive, nor any URL but http(s), mailto (links) and
 * our own `/images/` paths (pictures).
 */
export async function sanitizeArticleHtml(html: string): Promise<string> {
  sanitizer ??= import('sanitize-html').then((module) => module.default);
  return (await sanitizer)(html, OPTIONS);
}
