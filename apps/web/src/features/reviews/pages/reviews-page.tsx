import { REVIEW_MESSAGES } from '@one-world/contract';
import { Link } from 'react-router';
import {
  buttonClasses,
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  PlusIcon,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useReviews } from '../api/reviews';
import { RatingSummary } from '../components/rating-summary';
import { ReviewCard } from '../components/review-card';

/** /review: the average and distribution of ratings above the reviews, newest first. */
export function ReviewsPage() {
  const t = useT();
  const { user } = useSession();
  // Admins also see the hidden reviews, to show them again.
  const list = useReviews(user?.role === 'admin');
  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];
  const summary = list.data?.pages[0];

  return (
    <div className="mx-auto w-full max-w-3xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t(REVIEW_MESSAGES.heading)}
          </h1>
          <p className="mt-2 text-lg text-slate-600">{t('reviews.intro')}</p>
        </div>
        <Link
          to={paths.addReview.href()}
          className={buttonClasses({ className: 'self-start sm:self-auto' })}
        >
          <PlusIcon className="size-4" />
          {t(REVIEW_MESSAGES.addReview)}
        </Link>
      </header>

      <section aria-label={t(REVIEW_MESSAGES.heading)} className="mt-8">
        {list.isPending ? (
          <LoadingState label={t('reviews.loading')} />
        ) : list.isError && !summary ? (
          <ErrorState
            error={list.error}
            fallback={t('reviews.loadFailed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          <>
            {summary && <RatingSummary {...summary} />}
            {reviews.length === 0 ? (
              <div className="mt-6">
                <EmptyState message={t(REVIEW_MESSAGES.empty)} />
              </div>
            ) : (
              <>
                <ul className="mt-6 space-y-4">
                  {reviews.map((review) => (
                    <li key={review._id}>
                      <ReviewCard review={review} />
                    </li>
                  ))}
                </ul>
                <LoadMore list={list} errorFallback={t('reviews.moreFailed')} />
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
