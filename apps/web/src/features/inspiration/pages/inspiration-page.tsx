import { ARTICLE_MESSAGES, type ArticleSummary } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { useSearchParams } from 'react-router';
import {
  Button,
  EmptyState,
  ErrorState,
  HeldFirstCard,
  LoadingState,
  LoadMore,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useServedFirstCard } from '../../../lib/served-first-card';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from '../components/article-card';
import { FilterButtons } from '../components/filter-buttons';
import { VideoCard } from '../components/video-card';
import {
  type ArticleFilterValue,
  FILTER_PARAM,
  FILTER_TEXTS,
  readFilter,
  toggleFilter,
} from '../lib/filters';

/** The list of the cards, and of the served first card it holds meanwhile. */
const CARD_GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/** What the list is showing, for the heading of the results and the announcement. */
function resultsLabel(filter: ArticleFilterValue | null): MessageId {
  return filter ? FILTER_TEXTS[filter].results : 'inspiration.resultsAll';
}

/** /inspiration: articles and videos, newest first, with the four category filters (SPEC §2). */
export function InspirationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilter(searchParams.get(FILTER_PARAM));
  const list = useArticles(filter);
  const articles = list.data?.pages.flatMap((page) => page.articles) ?? [];
  const t = useT();

  // The filter lives in the address (reload and shared links keep it); the page stays where it
  // is scrolled, since only the list below the buttons changes.
  const setFilter = (next: ArticleFilterValue | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(FILTER_PARAM, next);
        else params.delete(FILTER_PARAM);
        return params;
      },
      { preventScrollReset: true },
    );

  // The served page drew the first card's cover (index.html's `/inspiration` template, issue 12):
  // it stays in the list's place, instead of a spinner, until the list's own cards arrive.
  const served = useServedFirstCard(paths.inspiration.href(), list.isPending);

  const label = t(resultsLabel(filter));
  const loaded = !list.isPending && !list.isError;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('nav.inspiration')}
        </h1>
        <p className="mt-2 text-lg leading-relaxed text-pretty text-slate-600">
          {t('inspiration.intro')}
        </p>
      </header>

      <div className="mt-6">
        <FilterButtons
          active={filter}
          onPress={(value) => setFilter(toggleFilter(filter, value))}
        />
      </div>

      {/* Says what the list now holds once it has loaded, since the buttons do not move focus. */}
      <p role="status" className="sr-only">
        {loaded &&
          (articles.length === 0
            ? t(ARTICLE_MESSAGES.empty)
            : t('inspiration.resultsShown', { label, count: articles.length }))}
      </p>

      <section aria-label={label} className="mt-8">
        {list.isPending && served ? (
          <HeldFirstCard card={served} listClassName={CARD_GRID} />
        ) : list.isPending ? (
          <LoadingState />
        ) : list.isError && articles.length === 0 ? (
          <ErrorState
            error={list.error}
            fallback={t('inspiration.listFailed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : articles.length === 0 ? (
          <EmptyState message={ARTICLE_MESSAGES.empty}>
            {filter && (
              <Button variant="secondary" onClick={() => setFilter(null)}>
                {t('inspiration.showAll')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className={CARD_GRID}>
              {articles.map((article, index) => (
                <li key={article._id}>
                  <InspirationCard article={article} priority={index === 0} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} errorFallback={t('inspiration.moreFailed')} />
          </>
        )}
      </section>
    </div>
  );
}

/** A video opens where it is hosted; an article opens its page. */
function InspirationCard({ article, priority }: { article: ArticleSummary; priority: boolean }) {
  return article.type === 'video' ? (
    <VideoCard article={article} priority={priority} />
  ) : (
    <ArticleCard article={article} priority={priority} />
  );
}
