/** A piece of a message's text: plain text, or a web address to show as a link. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

// Candidates only: what follows is checked by the URL parser and cut at trailing punctuation.
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than an address ("see https://a.example.").
const TRAILING_PUNCTUATION = /[.,;:!?*_~]+$/;

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without what belongs to the sentence around it: final punctuation, an unopened ")". */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trimmed = address.replace(TRAILING_PUNCTUATION, '');
    const closesOutside =
      trimmed.endsWith(')') && count(trimmed, ')') > count(trimmed, '(')
        ? trimmed.slice(0, -1)
        : trimmed;
    if (closesOutside === address) return address;
    address = closesOutside;
  }
}

/** The address's normalised form when it is a valid http(s) URL, else null. */
function webHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and http(s) links, for rendering as text nodes and anchors (never
 * as HTML). Only addresses starting with http:// or https:// become links, so `javascript:`,
 * `data:` and the like always stay text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let index = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = webHref(address);
    if (!href) continue;
    plain += text.slice(index, match.index);
    if (plain) parts.push({ kind: 'text', text: plain });
    parts.push({ kind: 'link', text: address, href });
    plain = '';
    index = match.index + address.length;
  }
  plain += text.slice(index);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
