import { REVIEW_MESSAGES, type Review } from '@one-world/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Avatar, Button, Card, LongDate, PremiumBadge } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSetReviewHidden } from '../api/reviews';
import { Stars } from './stars';

/** One review: its stars, author, title, text and date; Hide/Show where the server allows it. */
export function ReviewCard({ review }: { review: Review }) {
  const titleId = useId();
  const setHidden = useSetReviewHidden();
  const profileHref = paths.userProfile.href(review.user._id);

  const toggle = () =>
    setHidden.mutate(
      { id: review._id, body: { hidden: !review.hidden } },
      {
        onSuccess: (saved) =>
          toast.success(saved.hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown),
        onError: (error) => toast.error(errorMessage(error, 'Could not change the review')),
      },
    );

  return (
    <Card className={review.hidden ? 'border-dashed bg-slate-50 p-4 sm:p-5' : 'p-4 sm:p-5'}>
      <article aria-labelledby={titleId}>
        <header className="flex items-start gap-3">
          <Link to={profileHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
            <Avatar src={review.user.img.secure_url} name={review.user.name} decorative />
          </Link>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <Link to={profileHref} className="font-semibold text-ink hover:underline">
                {review.user.name}
              </Link>
              <PremiumBadge badge={review.user.statusBadge} />
            </p>
            <LongDate iso={review.createdAt} className="text-xs text-slate-500" />
          </div>
          {review.abilities.hide && (
            <Button
              variant="secondary"
              size="sm"
              onClick={toggle}
              loading={setHidden.isPending}
              aria-label={`${review.hidden ? 'Show' : 'Hide'} the review “${review.title}”`}
            >
              {review.hidden ? 'Show' : 'Hide'}
            </Button>
          )}
        </header>
        <Stars rating={review.rating} className="mt-3" />
        {review.hidden && <p className="mt-1 text-xs font-medium text-slate-600">Hidden</p>}
        <h2 id={titleId} className="mt-2 text-lg font-semibold break-words text-ink">
          {review.title}
        </h2>
        <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-700">
          {review.desc}
        </p>
      </article>
    </Card>
  );
}
