/**
 * The hostile half of the fuzzer: values, bodies, content types, path segments and query strings
 * no honest client sends.
 */
import fc from 'fast-check';

/** JSON text spliced into a body as it is (nesting too deep for JSON.stringify to build). */
export class RawJson {
  constructor(readonly text: string) {}
}

const deep = (depth: number, open: string, close: string, core = '1') =>
  new RawJson(open.repeat(depth) + core + close.repeat(depth));

/** Strings that break naive code: NUL, lone surrogates, direction marks, markup, SQL, paths. */
export const edgeStrings: fc.Arbitrary<string> = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u202eevil\u202c',
  '\u200f\u200e\u2066\u2069',
  '\ufeff',
  '\u0301\u0301\u0301',
  '𝕏🏳️‍🌈👩‍👩‍👧‍👦',
  '\r\n\t\v\f\b',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00%ff',
  '{{7*7}}<%= 7*7 %>#{7*7}',
  '<script>window.__xss=1</script>',
  '__proto__',
  'NaN',
  '-0',
  '1e309',
  'x'.repeat(100_000),
  'é'.repeat(600_000),
);

/**
 * One character, now and then one that breaks naive code (NUL, a lone UTF-16 half, a direction
 * mark, a byte-order mark, a combining accent), so edge characters sit inside otherwise valid text.
 */
export const edgeUnit: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\ud800',
      '\udfff',
      '\u202e',
      '\u200f',
      '\ufeff',
      '\u0301',
    ),
  },
);

/** Any string at all: fast-check's, whole code points, lone UTF-16 halves, or an edge string. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) }),
  edgeStrings,
);

/** A value of any type where the schema wants another: wrong types, edge strings, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      0,
      -1,
      -0,
      1.5,
      2 ** 53 + 1,
      1e308,
      -1e308,
      [],
      {},
      [null],
      { $gt: '' },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deep(64, '[', ']'),
      deep(5_000, '[', ']'),
      deep(5_000, '{"a":', '}'),
      deep(200_000, '[', ']'),
    ),
  },
);

/** The value as JSON text, with RawJson parts spliced in and no escaping of lone surrogates. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Request bodies that are not JSON, or broken JSON, whatever their content type says. */
export const malformedBodies: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":}',
    '[1,2',
    "{'single':'quotes'}",
    '{"a":1}{"b":2}',
    'null',
    '"just a string"',
    '123',
    'NaN',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '\u0000',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    'a=1&b=2',
    '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
  ),
  fc.string({ unit: 'binary' }),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  // Invalid UTF-8 inside a JSON string, and UTF-16 bytes.
  fc.constant(
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ),
  fc.constant(Buffer.from('{"a":"b"}', 'utf16le')),
);

/** Content types: JSON mostly, and everything a client may wrongly or maliciously send. */
export const contentTypes: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/xml',
      'application/octet-stream',
      'application/vnd.api+json',
      'application/json, text/plain',
      '*/*',
      'garbage',
    ),
  },
);

/** Percent-encodes every byte of the string's UTF-8 form but the unreserved characters. */
export function encodeBytes(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** Path segments and query strings as raw text: bad escapes, encoded NUL and surrogates, traversal. */
export const rawUrlParts: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%ZZ',
  '%00',
  '%ff%fe',
  '%ed%a0%80',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%c0%ae%c0%ae',
  'a%20b',
  `${'a'.repeat(8_000)}`,
  '%E2%80%AE',
);

/** Extra query strings appended to a route's own: repeated keys, brackets, prototype keys. */
export const hostileQueries: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'limit=1&limit=2',
    'limit[]=1',
    'a[b][c]=1',
    '__proto__[x]=1',
    'constructor=1',
    'cursor=%00',
    'limit=-1',
    'limit=1e309',
    'limit=0x10',
    '&&&==',
    'q=%ff',
  ),
  rawUrlParts.map((part) => `x=${part}`),
);
