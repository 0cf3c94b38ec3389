import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from './locales';
import type { Catalog, Message, MessageId, MessageValues } from './messages';

/** What a text to show can be: an id alone, or an id with its values. */
export type Translatable = MessageId | Message;

/** The part of FormatJS's `intl` (react-intl's `useIntl()` too) that formats a message. */
export interface MessageFormatter {
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
}

/** The text of a message in the formatter's language. */
export function formatText(
  intl: MessageFormatter,
  message: Translatable,
  values?: MessageValues,
): string {
  const { id, values: own } =
    typeof message === 'string' ? { id: message, values: undefined } : message;
  return intl.formatMessage({ id }, own || values ? { ...own, ...values } : undefined);
}

export interface Translator {
  locale: Locale;
  intl: IntlShape<string>;
  /** The text of a message in this language. */
  t(message: Translatable, values?: MessageValues): string;
  /** Whether a string is one of the catalog's ids. */
  isId(text: string): text is MessageId;
}

const cache = createIntlCache();

/**
 * A formatter for one language outside React (the server's errors and e-mails, tests). A
 * message missing from the catalog is a defect the catalog tests catch; at run time it shows its
 * id rather than throwing.
 */
export function createTranslator(locale: Locale, catalog: Catalog): Translator {
  const intl = createIntl<string>(
    { locale, messages: catalog, defaultLocale: 'en', onError: () => {} },
    cache,
  );
  return {
    locale,
    intl,
    t: (message, values) => formatText(intl, message, values),
    isId: (text): text is MessageId => Object.hasOwn(catalog, text),
  };
}
