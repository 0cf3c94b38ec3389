import {
  formatText,
  type Locale,
  type MessageValues,
  type TextDirection,
  type Translatable,
  textDirection,
} from '@one-world/i18n';
import { createContext, useCallback, useContext } from 'react';
import { useIntl } from 'react-intl';

export interface LocaleState {
  /** The interface language on screen. */
  locale: Locale;
  dir: TextDirection;
  /**
   * Switches the interface language without a reload: loads its catalog, mirrors the page for
   * Arabic, remembers the choice (and saves it on the account of a signed-in member).
   */
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState>({
  locale: 'en',
  dir: textDirection('en'),
  setLocale: () => {},
});

/** The interface language and the way to change it. */
export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

/** Translates catalog texts: `t('boards.newPost')`, `t(POST_MESSAGES.empty)`, `t(id, { n })`. */
export function useT(): (message: Translatable, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback(
    (message: Translatable, values?: MessageValues) => formatText(intl, message, values),
    [intl],
  );
}

/**
 * For props that take either a catalog id or a text already in the reader's language (a
 * server's answer, `t(...)`'s result): translates the ids and shows any other text as it is.
 */
export function useText(): (text: string | Translatable, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback(
    (text: string | Translatable, values?: MessageValues) =>
      typeof text === 'string' && !Object.hasOwn(intl.messages, text)
        ? text
        : formatText(intl, text as Translatable, values),
    [intl],
  );
}
