import { type TranslateBody, TranslateResponse, type TranslationKind } from '@one-world/contract';
import type { Locale } from '@one-world/i18n';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface TranslationAvailability {
  available: boolean;
}

/** What `GET /api/translate/availability` answers, checked. */
const AvailabilitySchema = {
  parse(data: unknown): TranslationAvailability {
    const available = (data as { available?: unknown } | null)?.available;
    if (typeof available !== 'boolean') throw new Error('not an availability');
    return { available };
  },
};

export const translationQueryKeys = {
  availability: ['translate', 'availability'] as const,
  item: (kind: TranslationKind, id: string, target: Locale, version: string) =>
    ['translate', kind, id, target, version] as const,
};

/** GET /api/translate/availability — whether the server has a translation provider. */
export function fetchTranslationAvailability(signal?: AbortSignal) {
  return api.get('/api/translate/availability', {
    signal,
    schema: import.meta.env.DEV && AvailabilitySchema,
  });
}

/**
 * Whether translation is available, asked once per visit (a server's provider does not come and
 * go while a page is open). Only members translate, so visitors never ask.
 */
export function useTranslationAvailability(enabled: boolean) {
  return useQuery({
    queryKey: translationQueryKeys.availability,
    queryFn: ({ signal }) => fetchTranslationAvailability(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** POST /api/translate — an item's text (and an article's title) in the reader's language. */
export function fetchTranslation(body: TranslateBody, signal?: AbortSignal) {
  return api.post('/api/translate', body, {
    signal,
    schema: import.meta.env.DEV && TranslateResponse,
  });
}
