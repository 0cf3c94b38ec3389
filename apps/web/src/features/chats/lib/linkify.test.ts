import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('leaves text without addresses as one text part', () => {
    expect(linkify('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https addresses into links between the text', () => {
    expect(linkify('See https://example.org/a?b=1#c and http://x.test now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1#c', href: 'https://example.org/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves the punctuation that ends the sentence outside the link', () => {
    expect(linkify('Read https://example.org/page.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://example.org/page', href: 'https://example.org/page' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('(see https://example.org/a), ok')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://example.org/a', href: 'https://example.org/a' },
      { kind: 'text', text: '), ok' },
    ]);
  });

  it('keeps parentheses that belong to the address', () => {
    const wiki = 'https://en.wikipedia.org/wiki/Tree_(disambiguation)';
    expect(linkify(`${wiki}!`)).toEqual([
      { kind: 'link', text: wiki, href: wiki },
      { kind: 'text', text: '!' },
    ]);
  });

  it('never makes a link of other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'www.example.org',
      'javascript:alert("https://example.org")',
    ]) {
      expect(
        linkify(text).every((part) => part.kind === 'text' || part.href.startsWith('http')),
      ).toBe(true);
    }
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });

  it('does not start an address inside a word or accept one without a host', () => {
    expect(linkify('xhttps://example.org')).toEqual([
      { kind: 'text', text: 'xhttps://example.org' },
    ]);
    expect(linkify('just http:// here')).toEqual([{ kind: 'text', text: 'just http:// here' }]);
  });

  it('stops an address at quotes and angle brackets', () => {
    expect(linkify('<https://example.org>')).toEqual([
      { kind: 'text', text: '<' },
      { kind: 'link', text: 'https://example.org', href: 'https://example.org/' },
      { kind: 'text', text: '>' },
    ]);
    expect(linkify('"https://example.org/x"onclick=1')[1]).toEqual({
      kind: 'link',
      text: 'https://example.org/x',
      href: 'https://example.org/x',
    });
  });

  it('keeps every character of the message, in order', () => {
    const text = 'a https://e.org/x. b (http://f.org) c https://g.org/(y)? end';
    expect(
      linkify(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
