import type { TranslationKind } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useLocale, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { fetchTranslation, translationQueryKeys, useTranslationAvailability } from './api';
import { offersTranslation } from './offer';

export interface TranslatableItem {
  kind: TranslationKind;
  id: string;
  /** The language it was written in (null or absent: unknown, so no control). */
  language: string | null | undefined;
  /**
   * Anything that changes when its text does (the time of its last edit), so an edited item is
   * translated again rather than answered from the page's cache.
   */
  version?: string | null | undefined;
}

export interface ItemTranslation {
  /** Whether the item gets a Translate control at all. */
  offered: boolean;
  /** Whether the translation is on screen instead of the original. */
  shown: boolean;
  /** The translated title while it is shown (articles and posts), else undefined. */
  title: string | undefined;
  /** The translated text while it is shown, else undefined: show `text ?? original`. */
  text: string | undefined;
  /**
   * The language of what is on screen, for the element's `lang` (screen readers pronounce it
   * in that language): the reader's while the translation is shown, else the item's.
   */
  lang: string | undefined;
  /** The language the translation is from, while it is shown. */
  source: string | undefined;
  pending: boolean;
  /** Why the last attempt failed, in the reader's language. */
  error: string | null;
  /** Shows the translation, asking the server the first time. */
  translate(): void;
  /** Goes back to the original text (the translation stays at hand for another look). */
  showOriginal(): void;
}

/**
 * An item's translation into the reader's interface language (issue 17), for a host that shows
 * `translation.text ?? original` and a `<TranslateButton translation={…} />` beside it. The
 * control is offered to signed-in members when the server has a provider and the item's
 * language is known and not the reader's; switching the interface language translates into the
 * new one.
 */
export function useItemTranslation(item: TranslatableItem): ItemTranslation {
  const t = useT();
  const { locale } = useLocale();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const availability = useTranslationAvailability(signedIn);
  const offered =
    signedIn && offersTranslation(item.language, locale, availability.data?.available ?? false);
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    queryKey: translationQueryKeys.item(item.kind, item.id, locale, item.version ?? ''),
    queryFn: ({ signal }) =>
      fetchTranslation({ kind: item.kind, id: item.id, target: locale }, signal),
    enabled: offered && wanted,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { refetch, isError } = query;
  const data = offered && wanted ? query.data : undefined;
  const shown = data !== undefined;

  const translate = useCallback(() => {
    setWanted(true);
    if (isError) void refetch();
  }, [isError, refetch]);
  const showOriginal = useCallback(() => setWanted(false), []);

  return {
    offered,
    shown,
    title: data?.title,
    text: data?.text,
    lang: shown ? locale : (item.language ?? undefined),
    source: data?.source,
    pending: offered && wanted && query.isFetching && !data,
    error:
      offered && wanted && query.isError && !query.isFetching
        ? errorMessage(query.error, t('translate.couldNotTranslate'))
        : null,
    translate,
    showOriginal,
  };
}
