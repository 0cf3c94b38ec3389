import {
  CATEGORIES,
  CATEGORY_LABELS,
  REGIONS,
  regionLabel,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type SearchResponse,
} from '@one-world/contract';
import type { ChangeEvent, FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  SelectField,
  TextField,
} from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { type SearchParams, useSearch } from '../api/search';
import { ArticleHitCard, MemberHitCard, PostHitCard } from '../components/hit-cards';
import { HitSection } from '../components/hit-section';
import { readSearchParams } from '../lib/search-params';

/** The posts' filters: each a select whose name is its query parameter (texts are ids). */
const FILTERS = [
  {
    name: 'category',
    label: 'boards.topic',
    options: [
      { value: '', label: 'search.allTopics' },
      ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
    ],
  },
  {
    name: 'region',
    label: 'boards.region',
    options: [
      { value: '', label: 'boards.allRegions' },
      ...REGIONS.map((region) => ({ value: region, label: regionLabel(region) })),
    ],
  },
] as const;

/** The address of a search from the form's fields (empty ones are left out). */
function paramsOfForm(form: HTMLFormElement): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    const text = String(value).trim();
    if (text) next.set(key, text);
  }
  return next;
}

const isEmpty = (r: SearchResponse) =>
  r.posts.items.length === 0 && r.articles.items.length === 0 && r.members.items.length === 0;

/**
 * /search?q=…: posts, articles and members matching the words, best first, with a topic and a
 * region filter for posts. The address is the state: every search is a history entry, so Back
 * and Forward go through earlier searches and a link shares one.
 */
export function SearchPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readSearchParams(searchParams);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearchParams(paramsOfForm(event.currentTarget));
  };
  // A filter applies at once, with the words as they stand in the field.
  const onFilter = (event: ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form?.requestSubmit();

  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('search.heading')}</h1>

      <search aria-label={t('search.heading')} className="mt-6 block">
        <form onSubmit={onSubmit}>
          <div className="flex items-end gap-2">
            <TextField
              // A new address (Back, Forward, the header's box) puts its words in the field.
              key={params.q}
              label={t('search.words')}
              hideLabel
              type="search"
              name="q"
              defaultValue={params.q}
              maxLength={SEARCH_LIMITS.qMax}
              placeholder={t(SEARCH_MESSAGES.placeholder)}
              fieldClassName="min-w-0 flex-1"
            />
            <Button type="submit">{t('search.submit')}</Button>
          </div>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-700">
              {t('search.filterPosts')}
            </legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {FILTERS.map((filter) => (
                <SelectField
                  key={filter.name}
                  label={t(filter.label)}
                  name={filter.name}
                  value={params[filter.name] ?? ''}
                  onChange={onFilter}
                  options={filter.options.map((option) => ({
                    value: option.value,
                    label: t(option.label),
                  }))}
                />
              ))}
            </div>
          </fieldset>
        </form>
      </search>

      {params.q === '' ? (
        <p className="mt-10 text-center text-slate-600">{t(SEARCH_MESSAGES.prompt)}</p>
      ) : (
        <SearchResults params={params} />
      )}
    </div>
  );
}

function SearchResults({ params }: { params: SearchParams }) {
  const t = useT();
  const search = useSearch(params);
  const results = search.data;

  // Announced when an answer arrives, since the results appear without a page change (briefly:
  // the empty state's full text follows for whoever reads on).
  const status = results ? t(isEmpty(results) ? 'search.statusNone' : 'search.statusUpdated') : '';

  return (
    <div className="mt-4">
      <p role="status" className="sr-only">
        {status}
      </p>
      {search.isPending ? (
        <LoadingState label={t('search.searching')} />
      ) : search.isError ? (
        <ErrorState
          error={search.error}
          fallback={t(SEARCH_MESSAGES.failed)}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : isEmpty(search.data) ? (
        <div className="mt-6">
          <EmptyState message={t(SEARCH_MESSAGES.noResults)} />
        </div>
      ) : (
        // Keyed by the search, so a new one starts every section from its first hits again.
        <div key={JSON.stringify(params)}>
          <HitSection
            section="posts"
            params={params}
            first={search.data.posts}
            renderHit={(hit) => <PostHitCard hit={hit} />}
          />
          <HitSection
            section="articles"
            params={params}
            first={search.data.articles}
            renderHit={(hit) => <ArticleHitCard hit={hit} />}
          />
          <HitSection
            section="members"
            params={params}
            first={search.data.members}
            renderHit={(hit) => <MemberHitCard hit={hit} />}
          />
        </div>
      )}
    </div>
  );
}
