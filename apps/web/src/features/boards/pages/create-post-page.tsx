import {
  CATEGORY_LABELS,
  type Category,
  isCategory,
  isRegion,
  POST_LIMITS,
  type Region,
  regionLabel,
} from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ContentLanguageSelect, useLanguageChoice } from '../../../components/content-language';
import { Button, Card, SelectField, TextAreaField, TextField } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast } from '../../../lib/toast';
import { useCreatePost } from '../api/create-post';

/** The form's topic order and defaults (SPEC §2 "New post form"). */
const TOPIC_OPTIONS: readonly Category[] = [
  'Climate',
  'Poverty',
  'Conflict',
  'Inequality',
  'Policy',
];
const REGION_OPTIONS: readonly Region[] = [
  'Europe',
  'Africa',
  'Asia',
  'MiddleEast',
  'NorthAmerica',
  'SouthAmerica',
];
const FIELDS = ['title', 'postCategory', 'region', 'content'] as const;

/** /createpost: a member starts a discussion and lands on its topic's board. */
export function CreatePostPage() {
  const t = useT();
  const navigate = useNavigate();
  const createPost = useCreatePost();
  const [title, setTitle] = useState('');
  const [postCategory, setPostCategory] = useState<Category>('Poverty');
  const [region, setRegion] = useState<Region>('Africa');
  const [content, setContent] = useState('');
  const language = useLanguageChoice();
  const { errors, validate, showServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = t('boards.publishFailed');
    void withFormSchemas(failed, ({ CreatePostBody }) => {
      const body = validate(CreatePostBody, {
        title,
        content,
        postCategory,
        region,
        language: language.forCreate,
      });
      if (!body) return;
      createPost.mutate(body, {
        onSuccess: ({ message, post }) => {
          toast.success(message);
          navigate(paths.board.href(post.postCategory));
        },
        onError: (error) => showServerError(error, failed),
      });
    });
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('boards.createPost')}</h1>
      <p className="mt-2 text-slate-600">{t('boards.createPostIntro')}</p>
      <Card className="mt-6 p-4 sm:p-6">
        <form onSubmit={onSubmit} onFocus={preloadFormSchemas} noValidate className="space-y-5">
          <TextField
            label={t('boards.title')}
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={POST_LIMITS.titleMax}
            error={errors.title}
            required
            autoComplete="off"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={t('boards.topic')}
              name="postCategory"
              value={postCategory}
              onChange={(event) => {
                if (isCategory(event.target.value)) setPostCategory(event.target.value);
              }}
              options={TOPIC_OPTIONS.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }))}
              error={errors.postCategory}
            />
            <SelectField
              label={t('boards.region')}
              name="region"
              value={region}
              onChange={(event) => {
                if (isRegion(event.target.value)) setRegion(event.target.value);
              }}
              options={REGION_OPTIONS.map((value) => ({
                value,
                label: t(regionLabel(value, postCategory)),
              }))}
              error={errors.region}
            />
          </div>
          <TextAreaField
            label={t('boards.description')}
            name="content"
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={8}
            maxLength={POST_LIMITS.contentMax}
            error={errors.content}
            required
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ContentLanguageSelect choice={language} />
            <Button
              type="submit"
              size="lg"
              loading={createPost.isPending || loadingSchemas}
              className="ms-auto"
            >
              {t('boards.publish')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
