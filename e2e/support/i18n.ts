import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Catalog,
  createTranslator,
  type Locale,
  type MessageValues,
  type Translatable,
} from '@one-world/i18n';

const catalogs = new Map<Locale, ReturnType<typeof createTranslator>>();

function translator(locale: Locale) {
  let found = catalogs.get(locale);
  if (!found) {
    const path = join(import.meta.dirname, '../../packages/i18n/catalogs', `${locale}.json`);
    found = createTranslator(locale, JSON.parse(readFileSync(path, 'utf8')) as Catalog);
    catalogs.set(locale, found);
  }
  return found;
}

/**
 * A catalog text as the app shows it in one language: contract ids (`ARTICLE_MESSAGES.empty`,
 * `regionLabel(...)`) are what specs import, and the screen shows their text.
 */
export function textIn(locale: Locale, message: Translatable, values?: MessageValues): string {
  return translator(locale).t(message, values);
}

/** A catalog text in English, the language of a browser that asks for no other. */
export function english(message: Translatable, values?: MessageValues): string {
  return textIn('en', message, values);
}
