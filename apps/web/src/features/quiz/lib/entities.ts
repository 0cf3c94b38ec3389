/**
 * Named entities the trivia service's format uses (it HTML-encodes its texts). Anything else is
 * left as written, which still shows as text, never as markup.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  deg: '°',
  sup2: '²',
  sup3: '³',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  iacute: 'í',
  oacute: 'ó',
  ocirc: 'ô',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  szlig: 'ß',
  oslash: 'ø',
  aring: 'å',
  pi: 'π',
  times: '×',
};

const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi;

/** The code point an entity names, when it is one a string can hold. */
function fromCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : undefined;
}

/**
 * Decodes the HTML entities of a question or answer ("&quot;", "&#039;", "&#x27;") to plain text,
 * without parsing it as HTML: the result is rendered as a text node, so a "<b>" stays visible.
 */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, name: string) => {
    const decoded =
      name[0] === '#'
        ? fromCodePoint(
            name[1] === 'x' || name[1] === 'X'
              ? Number.parseInt(name.slice(2), 16)
              : Number.parseInt(name.slice(1), 10),
          )
        : NAMED[name];
    return decoded ?? entity;
  });
}
