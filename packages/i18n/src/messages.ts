import type en from '../catalogs/en.json';
import { LOCALE_CODES, type Locale } from './locales';

/** The id of one message of the catalogs; English's catalog is the list of them all. */
export type MessageId = keyof typeof en;

export type MessageValue = string | number | Date;
export type MessageValues = Record<string, MessageValue>;

/** One text to show, in whatever language the reader reads: a catalog id and its values. */
export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/** A Message to be formatted later, in the reader's language. */
export function msg(id: MessageId, values?: MessageValues): Message {
  return values ? { id, values } : { id };
}

/** A catalog: every message id with its ICU MessageFormat text in one language. */
export type Catalog = Record<MessageId, string>;

/**
 * One language's catalog. The import names its folder and extension literally, so the web app's
 * bundler makes one chunk per catalog and a browser downloads only the language it shows (the
 * server's bundler includes them all).
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  // The catalog tests prove every catalog has every id of the English one.
  const module: { default: Partial<Catalog> } = await import(`../catalogs/${locale}.json`);
  return module.default as Catalog;
}

/** Every interface language's catalog, by language (the server answers in all of them). */
export async function loadCatalogs(): Promise<Record<Locale, Catalog>> {
  const entries = await Promise.all(
    LOCALE_CODES.map(async (locale) => [locale, await loadCatalog(locale)] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, Catalog>;
}

/**
 * Schema messages are strings (Zod's `message`), so a schema names its text by id, with the
 * values it needs after a "|" as JSON: `messageText('posts.titleLength', { min: 3, max: 150 })`.
 * The side that shows the problem turns it back into a Message (`issueMessage`).
 */
export function messageText(id: MessageId, values?: MessageValues): string {
  return values ? `${id}|${JSON.stringify(values)}` : id;
}

/** The Message a schema's `messageText` wrote, or null for any other text. */
export function parseMessageText(
  text: string,
  isId: (id: string) => id is MessageId,
): Message | null {
  const bar = text.indexOf('|');
  const id = bar === -1 ? text : text.slice(0, bar);
  if (!isId(id)) return null;
  if (bar === -1) return { id };
  try {
    return { id, values: JSON.parse(text.slice(bar + 1)) as MessageValues };
  } catch {
    return { id };
  }
}
