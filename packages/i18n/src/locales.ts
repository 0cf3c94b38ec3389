/**
 * The interface languages (issue 17). Adding one is its catalog file in `catalogs/` and its line
 * here (README "Adding a language").
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'sw', name: 'Kiswahili', dir: 'ltr' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const LOCALE_CODES = LOCALES.map((l) => l.code) as [Locale, ...Locale[]];

/** English: SPEC's own texts, and the language of anyone nothing else decides for. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie holding a visitor's chosen language (members' choice is on their account). */
export const LOCALE_COOKIE = 'ow_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALE_CODES.includes(value as Locale);
}

export function textDirection(locale: Locale): TextDirection {
  return LOCALES.find((l) => l.code === locale)?.dir ?? 'ltr';
}

/** The language's name in itself ("Français"), as pickers show it. */
export function localeName(locale: Locale): string {
  return LOCALES.find((l) => l.code === locale)?.name ?? locale;
}

/**
 * The best interface language for the preferences a browser sends (`Accept-Language`, or
 * `navigator.languages` joined): the highest-weighted tag whose language we speak ("fr-CA" ->
 * fr), else null.
 */
export function matchLocale(preferences: string | readonly string[] | undefined): Locale | null {
  if (!preferences) return null;
  const ranges =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((r) => r.tag && r.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((r) => r.tag)
      : preferences;
  for (const tag of ranges) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

export interface LocaleSources {
  /** The signed-in member's saved choice. */
  member?: string | null;
  /** The visitor's stored choice (the `ow_lang` cookie, or local storage in the browser). */
  stored?: string | null;
  /** The browser's preferences. */
  browser?: string | readonly string[];
}

/** Issue 17's order: the member's choice, the visitor's stored choice, the browser, English. */
export function negotiateLocale(sources: LocaleSources): Locale {
  if (isLocale(sources.member)) return sources.member;
  if (isLocale(sources.stored)) return sources.stored;
  return matchLocale(sources.browser) ?? DEFAULT_LOCALE;
}

/**
 * Whether a text in `language` (a content language code, "pt-BR" as "pt") reads in the
 * interface language `locale`: then the app offers it no translation.
 */
export function readsIn(language: string, locale: Locale): boolean {
  return language.toLowerCase().split(/[-_]/)[0] === locale;
}
