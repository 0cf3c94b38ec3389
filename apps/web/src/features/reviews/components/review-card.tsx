import { REVIEW_MESSAGES, type Review } from '@one-world/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar, Button, Card, LongDate, PremiumBadge } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSetReviewHidden } from '../api/reviews';
import { Stars } from './stars';

/** One review: its stars, author, title, text and date; Hide/Show where the server allows it. */
export function ReviewCard({ review }: { review: Review }) {
  const t = useT();
  const titleId = useId();
  const setHidden = useSetReviewHidden();
  const profileHref = paths.userProfile.href(review.user._id);

  const toggle = () =>
    setHidden.mutate(
      { id: review._id, body: { hidden: !review.hidden } },
      {
        onSuccess: (saved) =>
          toast.success(t(saved.hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown)),
        onError: (error) => toast.error(errorMessage(error, t('reviews.changeFailed'))),
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
                <bdi>{review.user.name}</bdi>
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
              aria-label={t(review.hidden ? 'reviews.showLabel' : 'reviews.hideLabel', {
                title: review.title,
              })}
            >
              {t(review.hidden ? 'reviews.show' : 'reviews.hide')}
            </Button>
          )}
        </header>
        <Stars rating={review.rating} className="mt-3" />
        {review.hidden && (
          <p className="mt-1 text-xs font-medium text-slate-600">{t('reviews.hiddenBadge')}</p>
        )}
        <h2 id={titleId} dir="auto" className="mt-2 text-lg font-semibold break-words text-ink">
          {review.title}
        </h2>
        <p
          dir="auto"
          className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-700"
        >
          {review.desc}
        </p>
      </article>
    </Card>
  );
}
