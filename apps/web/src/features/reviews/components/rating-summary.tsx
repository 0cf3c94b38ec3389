import { REVIEW_MESSAGES, REVIEW_RATINGS, type ReviewsPage } from '@one-world/contract';
import { Card } from '../../../components/ui';
import { Stars } from './stars';

type Summary = Pick<ReviewsPage, 'averageRating' | 'count' | 'distribution'>;

const reviewsCount = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** The average rating and, for each number of stars, a bar of how many reviews gave it. */
export function RatingSummary({ averageRating, count, distribution }: Summary) {
  return (
    <Card className="grid gap-6 p-5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-10 sm:p-6">
      <div className="text-center sm:text-left">
        {averageRating === null ? (
          <p className="text-lg font-semibold text-slate-600">{REVIEW_MESSAGES.noAverage}</p>
        ) : (
          <>
            <p className="text-5xl font-bold text-ink">
              {averageRating.toFixed(1)}
              <span className="sr-only"> average rating</span>
            </p>
            <Stars rating={averageRating} className="mt-2" />
          </>
        )}
        <p className="mt-1 text-sm text-slate-600">{`Based on ${reviewsCount(count)}`}</p>
      </div>
      <ul aria-label="Ratings distribution" className="space-y-2">
        {[...REVIEW_RATINGS].reverse().map((stars) => {
          const n = distribution[stars];
          const percent = count === 0 ? 0 : Math.round((n / count) * 100);
          return (
            <li key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3">
              <span className="text-sm text-slate-700">{REVIEW_MESSAGES.starLabel(stars)}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="text-right text-sm text-slate-600 tabular-nums">
                {n}
                <span className="sr-only">{n === 1 ? ' review' : ' reviews'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
