import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useT, useText } from '../../lib/i18n';
import { Button } from './button';

/** What LoadMore reads of a paged list: the fields of a TanStack infinite query. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  /** The list's infinite query. */
  list: PagedList;
  /**
   * Said when the failure carries no message of its own, e.g. "More articles could not be
   * loaded." (a catalog id, or a text already translated).
   */
  errorFallback: string;
  /** The button's text (id or translated text); "Load more" by default. */
  label?: string;
  /**
   * The scrolling box the list lives in, when it is not the page (a chat log); the control then
   * loads when it comes near that box's top edge.
   */
  scrollRoot?: RefObject<HTMLElement | null>;
  /** Its spacing from the list; "mt-6" (below the list) by default. */
  spacing?: string;
}

/**
 * "Load more" under a paged list; it also fires by itself when it scrolls into view (but not
 * after a failure, so a broken connection does not loop), and stays a button for keyboard users.
 */
export function LoadMore({
  list,
  errorFallback,
  label = 'ui.loadMore',
  scrollRoot,
  spacing = 'mt-6',
}: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage: loading, fetchNextPage } = list;
  // Only a failed next page is this control's to show; a failed first page is the list's own.
  const error = list.isFetchNextPageError ? list.error : null;
  const onLoad = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  const text = useText();
  const autoLoad = hasNextPage && !loading && !error;

  useEffect(() => {
    const element = ref.current;
    if (!element || !autoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoad();
      },
      scrollRoot
        ? { root: scrollRoot.current, rootMargin: '200px 0px 0px 0px' }
        : { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, onLoad, scrollRoot]);

  if (!hasNextPage) return null;
  return (
    <div ref={ref} className={cn('flex flex-col items-center gap-2', spacing)}>
      {Boolean(error) && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(error, errorFallback)}
        </p>
      )}
      <Button variant="secondary" onClick={onLoad} loading={loading}>
        {error ? t('ui.retry') : text(label)}
      </Button>
    </div>
  );
}
