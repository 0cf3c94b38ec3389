import { REVIEW_LIMITS, REVIEW_MESSAGES, type Review } from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ContentLanguageSelect, useLanguageChoice } from '../../../components/content-language';
import {
  Button,
  Card,
  ErrorState,
  LoadingState,
  TextAreaField,
  TextField,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast } from '../../../lib/toast';
import { useMyReview, useSaveReview } from '../api/reviews';
import { StarPicker } from '../components/star-picker';

const FIELDS = ['rating', 'title', 'desc'] as const;

/** /addreview: a member writes their review of the site, or edits the one they wrote. */
export function AddReviewPage() {
  const t = useT();
  const mine = useMyReview();
  return (
    <div className="mx-auto w-full max-w-2xl">
      {mine.isPending ? (
        <LoadingState label={t('reviews.loadingMine')} />
      ) : mine.isError ? (
        <ErrorState
          error={mine.error}
          fallback={t('reviews.mineFailed')}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      ) : (
        <ReviewForm existing={mine.data} />
      )}
    </div>
  );
}

function ReviewForm({ existing }: { existing: Review | null }) {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveReview();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [desc, setDesc] = useState(existing?.desc ?? '');
  const language = useLanguageChoice(existing?.language);
  const { errors, validate, placeServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = t(REVIEW_MESSAGES.fallbackError);
    void withFormSchemas(failed, ({ SaveReviewBody }) => {
      const body = validate(SaveReviewBody, {
        rating: rating || undefined,
        title,
        desc,
        // A replaced review keeps the language its author chose unless they change it.
        language: existing ? language.forEdit : language.forCreate,
      });
      if (!body) return;
      save.mutate(body, {
        onSuccess: ({ message }) => {
          toast.success(message);
          navigate(paths.review.href());
        },
        // SPEC §8: the server's message, or "Unauthorized" when it sent none.
        onError: (error) => toast.error(placeServerError(error, failed).fieldMessage),
      });
    });
  };

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t(existing ? REVIEW_MESSAGES.editReview : REVIEW_MESSAGES.addReview)}
      </h1>
      <p className="mt-2 text-slate-600">
        {t(existing ? 'reviews.editIntro' : 'reviews.addIntro')}
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        <form onSubmit={onSubmit} onFocus={preloadFormSchemas} noValidate className="space-y-5">
          <StarPicker value={rating} onChange={setRating} error={errors.rating} />
          <TextField
            label={t('reviews.title')}
            name="title"
            dir="auto"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={REVIEW_LIMITS.titleMax}
            error={errors.title}
            required
            autoComplete="off"
          />
          <TextAreaField
            label={t('reviews.description')}
            name="desc"
            dir="auto"
            value={desc}
            onChange={(event) => setDesc(event.target.value)}
            rows={6}
            maxLength={REVIEW_LIMITS.descMax}
            error={errors.desc}
            required
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ContentLanguageSelect choice={language} />
            <Button
              type="submit"
              size="lg"
              loading={save.isPending || loadingSchemas}
              className="ms-auto"
            >
              {t(existing ? 'reviews.save' : 'reviews.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
