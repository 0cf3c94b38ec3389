import {
  DEFAULT_LOCALE,
  formatText,
  type Locale,
  type MessageFormatter,
  type MessageId,
  type MessageValues,
  type Translatable,
} from '@one-world/i18n';
import { nextTask } from '../next-task';
import { formatterDataSteps } from './formatter-data';

/**
 * The language on screen, for the few helpers that format outside a component (money, dates,
 * `errorMessage`). The LocaleProvider sets it before drawing a language; components read the
 * language through `useLocale()`/`useIntl()` so that they draw again when it changes.
 */
interface Active {
  locale: Locale;
  intl: (MessageFormatter & { messages: Record<string, unknown> }) | null;
}

const active: Active = { locale: DEFAULT_LOCALE, intl: null };

export function setActiveLanguage(locale: Locale, intl: Active['intl']): void {
  active.locale = locale;
  active.intl = intl;
}

/** The interface language on screen. */
export function activeLocale(): Locale {
  return active.locale;
}

/** Whether a text is a catalog id of the language on screen. */
export function isActiveId(text: string): text is MessageId {
  return Boolean(active.intl && Object.hasOwn(active.intl.messages, text));
}

/**
 * A text to show in the language on screen: a catalog id (or Message) is translated, any other
 * text (the server's answers arrive already translated) is shown as it is.
 */
export function translateText(text: string | Translatable, values?: MessageValues): string {
  if (typeof text === 'string' && !isActiveId(text)) return text;
  if (!active.intl) return typeof text === 'string' ? text : text.id;
  return formatText(active.intl, text as Translatable, values);
}

/**
 * Loads the locale data of Intl's number and date formatters, which the browser reads on their
 * first use (about 25 ms on a desktop, four times that on a phone). Called on its own before the
 * app's first render, so that render, the longest task of a page load, does not include it, and
 * in three tasks (`nextTask`, `formatterDataSteps`), so that none is a long task. Once the
 * worker of `formatterDataAside` has read the data, each step takes a fraction of a millisecond.
 */
export async function loadFormatterData(locale: string): Promise<void> {
  for (const [index, step] of formatterDataSteps.entries()) {
    if (index > 0) await nextTask();
    step(locale);
  }
}
