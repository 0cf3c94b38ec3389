import { ACCOUNT_ROUTES, ProfileUpdateResponse } from '@one-world/contract';
import {
  type Catalog,
  DEFAULT_LOCALE,
  intlLocale,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  loadCatalog,
  negotiateLocale,
  textDirection,
} from '@one-world/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { api } from '../api-client';
import { setSessionUser, useSession } from '../session';
import { setActiveLanguage } from './active';
import { LocaleContext, type LocaleState } from './context';

const intlCache = createIntlCache();

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function storedLocale(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  return match?.[1];
}

function storeLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads too
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The language the page starts in. The server negotiated it for the HTML it served (member's
 * choice, stored choice, Accept-Language) and wrote it with `dir` on `<html>`; a page without
 * `dir` (Vite's dev server) negotiates here in the same order, the member's choice arriving with
 * the session.
 */
function initialLocale(): Locale {
  const html = document.documentElement;
  if (html.hasAttribute('dir') && isLocale(html.lang)) return html.lang;
  return negotiateLocale({ stored: storedLocale(), browser: navigator.languages });
}

function showOnDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}

/**
 * The interface language of the app (issue 17): loads only the active language's catalog, follows
 * the signed-in member's saved choice, and switches without reloading the page.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState<Locale>(initialLocale);
  const [shown, setShown] = useState<{ locale: Locale; messages: Catalog } | null>(null);
  const { user } = useSession();
  const client = useQueryClient();

  const showing = useRef<Locale | null>(null);

  useEffect(() => {
    if (showing.current === wanted) return;
    let current = true;
    loadCatalog(wanted)
      .then((messages) => {
        if (!current) return;
        showing.current = wanted;
        showOnDocument(wanted);
        setShown({ locale: wanted, messages });
      })
      .catch(() => {
        // The catalog's chunk did not load (offline, a deploy replaced it): stay in the language
        // on screen, or fall back to English when nothing is shown yet.
        if (current) setWanted(showing.current ?? DEFAULT_LOCALE);
      });
    return () => {
      current = false;
    };
  }, [wanted]);

  // The member's saved choice wins once the session says who they are (sign-in included), and
  // stays on this browser after they sign out.
  const memberLocale = user?.language;
  useEffect(() => {
    if (!memberLocale) return;
    setWanted(memberLocale);
    storeLocale(memberLocale);
  }, [memberLocale]);

  const signedIn = useRef(false);
  signedIn.current = Boolean(user);

  const setLocale = useCallback(
    (locale: Locale) => {
      setWanted(locale);
      storeLocale(locale);
      if (!signedIn.current) return;
      api
        .put(
          `/api${ACCOUNT_ROUTES.languages}`,
          { language: locale },
          { schema: import.meta.env.DEV && ProfileUpdateResponse },
        )
        .then(({ user: updated }) => setSessionUser(client, updated))
        .catch(() => {
          // The screen already changed; the account keeps its old choice until the next pick.
        });
    },
    [client],
  );

  // One formatter per language shown; numbers and dates in Arabic keep Western digits.
  const intl = useMemo(() => {
    if (!shown) return null;
    const created = createIntl(
      {
        locale: intlLocale(shown.locale),
        messages: shown.messages,
        defaultLocale: DEFAULT_LOCALE,
      },
      intlCache,
    );
    setActiveLanguage(shown.locale, created);
    return created;
  }, [shown]);

  const state = useMemo<LocaleState | null>(
    () => shown && { locale: shown.locale, dir: textDirection(shown.locale), setLocale },
    [shown, setLocale],
  );
  // The first catalog is a few kilobytes fetched alongside the session: nothing is drawn before
  // it, so no screen flashes in the wrong language.
  if (!shown || !state || !intl) return null;
  return (
    <LocaleContext.Provider value={state}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}
