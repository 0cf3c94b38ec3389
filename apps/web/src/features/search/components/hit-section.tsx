import { SEARCH_MESSAGES, type SearchResponse } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { RICH } from '../../../lib/i18n/rich-tags';
import { type SearchParams, type SearchSection, useMoreSearchHits } from '../api/search';

type Hit<S extends SearchSection> = SearchResponse[S]['items'][number];

/**
 * Each section's heading, what it says when it found nothing (while another one did), and its
 * Load more and Retry buttons (naming the section to screen readers).
 */
const SECTION_TEXTS = {
  posts: {
    heading: 'search.posts',
    empty: SEARCH_MESSAGES.noPosts,
    more: 'search.loadMorePosts',
    retry: 'search.retryPosts',
  },
  articles: {
    heading: 'search.articles',
    empty: SEARCH_MESSAGES.noArticles,
    more: 'search.loadMoreArticles',
    retry: 'search.retryArticles',
  },
  members: {
    heading: 'search.members',
    empty: SEARCH_MESSAGES.noMembers,
    more: 'search.loadMoreMembers',
    retry: 'search.retryMembers',
  },
} as const satisfies Record<SearchSection, Record<string, MessageId>>;

export interface HitSectionProps<S extends SearchSection> {
  section: S;
  params: SearchParams;
  /** The section of the first answer: its first hits and the cursor that continues them. */
  first: SearchResponse[S];
  renderHit: (hit: Hit<S>) => ReactNode;
}

/**
 * One section of the results (posts, articles or members): its first hits, then more of them
 * each time "Load more" is pressed. It loads only on a press, never on scrolling, so a long
 * section does not keep the reader from the sections below it.
 */
export function HitSection<S extends SearchSection>({
  section,
  params,
  first,
  renderHit,
}: HitSectionProps<S>) {
  const t = useT();
  const { heading, empty, more: moreText, retry } = SECTION_TEXTS[section];
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const more = useMoreSearchHits(params, section, first.nextCursor, expanded);
  const hits: Hit<S>[] = [
    ...first.items,
    // TypeScript cannot follow `section` into the page's type: the items are this section's.
    ...(more.data?.pages.flatMap((page) => page[section].items as Hit<S>[]) ?? []),
  ];
  // Once pressed, the button stays while its first page loads or failed, and while pages remain.
  const hasMore = expanded ? more.hasNextPage || !more.data : first.nextCursor !== null;

  const loadMore = () => {
    if (!expanded) setExpanded(true);
    else if (more.data) void more.fetchNextPage();
    else void more.refetch();
  };

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t(heading)}
      </h2>
      {hits.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t(empty)}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 divide-y divide-slate-200">
          {hits.map((hit) => (
            <li key={hit._id}>{renderHit(hit)}</li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="mt-3 flex flex-col items-start gap-2">
          {more.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(more.error, t(SEARCH_MESSAGES.moreFailed))}
            </p>
          )}
          <Button variant="secondary" size="sm" onClick={loadMore} loading={more.isFetching}>
            <FormattedMessage id={more.isError ? retry : moreText} values={RICH} />
          </Button>
        </div>
      )}
    </section>
  );
}
