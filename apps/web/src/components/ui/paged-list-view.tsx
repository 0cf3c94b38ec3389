import type { ReactNode } from 'react';
import { LoadMore, type PagedList } from './load-more';
import { EmptyState, ErrorState, LoadingState } from './query-states';

/** What PagedListView reads of a paged list: the fields of a TanStack infinite query. */
export interface PagedQuery extends PagedList {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface PagedListViewProps<T> {
  list: PagedQuery;
  /** The items of the pages loaded so far. */
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** An <ol> for a list whose order means something (a log), else a <ul>. */
  ordered?: boolean;
  /** Classes of the list element. */
  className?: string;
  loadingLabel: string;
  /** Said when the first page fails without a message of its own. */
  errorFallback: string;
  emptyMessage: string;
  /** Said when a further page fails without a message of its own. */
  moreErrorFallback: string;
}

/**
 * A paged list in its states: loading, a failed first page with Retry, empty, or its items with
 * Load more under them (a later page that fails keeps the items and says so at Load more).
 */
export function PagedListView<T>({
  list,
  items,
  itemKey,
  renderItem,
  ordered = false,
  className,
  loadingLabel,
  errorFallback,
  emptyMessage,
  moreErrorFallback,
}: PagedListViewProps<T>) {
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError && items.length === 0) {
    return (
      <ErrorState
        error={list.error}
        fallback={errorFallback}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <List className={className}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </List>
      <LoadMore list={list} errorFallback={moreErrorFallback} />
    </>
  );
}
