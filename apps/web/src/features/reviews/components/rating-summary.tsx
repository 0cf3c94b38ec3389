import { REVIEW_MESSAGES, REVIEW_RATINGS, type ReviewsPage } from '@one-world/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { Stars } from './stars';

type Summary = Pick<ReviewsPage, 'averageRating' | 'count' | 'distribution'>;

/** The average rating and, for each number of stars, a bar of how many reviews gave it. */
export function RatingSummary({ averageRating, count, distribution }: Summary) {
  const t = useT();
  const intl = useIntl();
  const average =
    averageRating === null
      ? ''
      : intl.formatNumber(averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Card className="grid gap-6 p-5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-10 sm:p-6">
      <div className="text-center sm:text-start">
        {averageRating === null ? (
          <p className="text-lg font-semibold text-slate-600">{t(REVIEW_MESSAGES.noAverage)}</p>
        ) : (
          <>
            <p className="text-5xl font-bold text-ink">
              <span aria-hidden="true">{average}</span>
              <span className="sr-only">{t('reviews.averageRating', { average })}</span>
            </p>
            <Stars rating={averageRating} className="mt-2" />
          </>
        )}
        <p className="mt-1 text-sm text-slate-600">{t('reviews.basedOn', { count })}</p>
      </div>
      <ul aria-label={t('reviews.distribution')} className="space-y-2">
        {[...REVIEW_RATINGS].reverse().map((stars) => {
          const n = distribution[stars];
          const percent = count === 0 ? 0 : Math.round((n / count) * 100);
          return (
            <li key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3">
              <span className="text-sm text-slate-700">
                {t(REVIEW_MESSAGES.starLabel, { n: stars })}
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="text-end text-sm text-slate-600 tabular-nums">
                <span aria-hidden="true">{intl.formatNumber(n)}</span>
                <span className="sr-only">{t('reviews.reviewCount', { count: n })}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
