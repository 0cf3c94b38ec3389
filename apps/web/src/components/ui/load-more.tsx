import { useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '../../lib/api-client';
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
  /** Said when the failure carries no message of its own, e.g. "More articles could not be loaded." */
  errorFallback: string;
}

/**
 * "Load more" under a paged list; it also fires by itself when it scrolls into view (but not
 * after a failure, so a broken connection does not loop), and stays a button for keyboard users.
 */
export function LoadMore({ list, errorFallback }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage: loading, fetchNextPage } = list;
  // Only a failed next page is this control's to show; a failed first page is the list's own.
  const error = list.isFetchNextPageError ? list.error : null;
  const onLoad = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const ref = useRef<HTMLDivElement>(null);
  const autoLoad = hasNextPage && !loading && !error;

  useEffect(() => {
    const element = ref.current;
    if (!element || !autoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoad();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, onLoad]);

  if (!hasNextPage) return null;
  return (
    <div ref={ref} className="mt-6 flex flex-col items-center gap-2">
      {Boolean(error) && (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(error, errorFallback)}
        </p>
      )}
      <Button variant="secondary" onClick={onLoad} loading={loading}>
        {error ? 'Retry' : 'Load more'}
      </Button>
    </div>
  );
}
