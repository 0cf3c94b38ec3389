import {
  ARTICLE_FILTERS,
  ARTICLE_LIMITS,
  ARTICLE_STATUSES,
  ARTICLE_TYPES,
  type Article,
  ArticleBody,
  type ArticleResponse,
  type ArticleStatus,
  type ArticleType,
} from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContentLanguageSelect, useLanguageChoice } from '../../../components/content-language';
import {
  ArticleView,
  Button,
  buttonClasses,
  Card,
  EyeIcon,
  ImageField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateArticle } from '../api/create-article';
import { useUpdateArticle } from '../api/update-article';
import { fromDateTimeLocal, toDateTimeLocal } from '../lib/datetime-local';
import { RichTextEditor } from './rich-text-editor';

const FIELDS = [
  'title',
  'desc',
  'category',
  'type',
  'mediaUrl',
  'publishDate',
  'status',
  'image',
  'content',
] as const;

const TYPE_LABELS: Record<ArticleType, MessageId> = {
  article: 'editor.typeArticle',
  video: 'editor.typeVideo',
};
const STATUS_LABELS: Record<ArticleStatus, MessageId> = {
  draft: 'editor.statusDraft',
  published: 'editor.statusPublished',
};

const isType = (value: string): value is ArticleType => ARTICLE_TYPES.some((t) => t === value);
const isStatus = (value: string): value is ArticleStatus =>
  ARTICLE_STATUSES.some((s) => s === value);

interface ArticleFormProps {
  /** The article being edited; a new one is written without. */
  article?: Article;
}

/**
 * The admins' editor: the article's fields, its cover, its text in a rich-text editor and a
 * preview that shows it as readers will. It is checked with the contract's ArticleBody before
 * sending; on any failure every field keeps what was typed.
 */
export function ArticleForm({ article }: ArticleFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // A new article is dated now; an edited one keeps its date unless the admin changes it (the
  // input holds minutes only, and saving should not move the article in the list).
  const [initialPublishDate] = useState(() => article?.publishDate ?? new Date().toISOString());
  const initialPublishLocal = toDateTimeLocal(initialPublishDate);

  const [title, setTitle] = useState(article?.title ?? '');
  const [desc, setDesc] = useState(article?.desc ?? '');
  const [category, setCategory] = useState(article?.category ?? '');
  const [type, setType] = useState<ArticleType>(article?.type ?? 'article');
  const [mediaUrl, setMediaUrl] = useState(article?.mediaUrl ?? '');
  const [publishLocal, setPublishLocal] = useState(initialPublishLocal);
  const [status, setStatus] = useState<ArticleStatus>(article?.status ?? 'draft');
  const [image, setImage] = useState<string | undefined>(undefined);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [content, setContent] = useState(article?.content ?? '');
  const language = useLanguageChoice(article?.language);
  const [previewing, setPreviewing] = useState(false);
  const { errors, validate, showServerError } = useFieldErrors(FIELDS);

  // After a refused save, focus goes to the first field that says why (once it is on screen).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const showProblems = () => {
    setPreviewing(false);
    setFocusRequest((count) => count + 1);
  };

  const saving = create.isPending || update.isPending;
  const currentCover = article?.img.secure_url || null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (imageProblem) {
      showProblems();
      return;
    }
    const body = validate(ArticleBody, {
      title,
      desc,
      category,
      type,
      content,
      // Only a video has a media link; what was typed before switching to article stays in the
      // field but is not sent.
      mediaUrl: type === 'video' ? mediaUrl.trim() || null : null,
      publishDate:
        publishLocal === initialPublishLocal ? initialPublishDate : fromDateTimeLocal(publishLocal),
      status,
      image,
      // An edit keeps the language chosen earlier unless the admin changes it.
      language: article ? language.forEdit : language.forCreate,
    });
    if (!body) {
      showProblems();
      return;
    }
    const handlers = {
      onSuccess: ({ message }: ArticleResponse) => {
        toast.success(message);
        navigate(paths.adminArticles.href());
      },
      onError: (error: unknown) => {
        showServerError(error, t('editor.saveFailed'));
        showProblems();
      },
    };
    if (article) update.mutate({ id: article._id, body }, handlers);
    else create.mutate(body, handlers);
  };

  const contentLabelId = `${ids}-content-label`;
  const contentErrorId = errors.content ? `${ids}-content-error` : undefined;
  const categoryListId = `${ids}-categories`;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      <div hidden={previewing} className="space-y-6">
        <Card className="space-y-5 p-4 sm:p-6">
          <TextField
            label={t('editor.title')}
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={ARTICLE_LIMITS.titleMax}
            error={errors.title}
            required
            autoComplete="off"
          />
          <TextAreaField
            label={t('editor.description')}
            name="desc"
            value={desc}
            onChange={(event) => setDesc(event.target.value)}
            rows={3}
            maxLength={ARTICLE_LIMITS.descMax}
            hint={t('editor.descriptionHint')}
            error={errors.desc}
            required
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('editor.category')}
              name="category"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              list={categoryListId}
              maxLength={ARTICLE_LIMITS.categoryMax}
              hint={t('editor.categoryHint')}
              error={errors.category}
              required
              autoComplete="off"
            />
            <datalist id={categoryListId}>
              {ARTICLE_FILTERS.map(({ label }) => (
                <option key={label} value={label} />
              ))}
            </datalist>
            <SelectField
              label={t('editor.type')}
              name="type"
              value={type}
              onChange={(event) => {
                if (isType(event.target.value)) setType(event.target.value);
              }}
              options={ARTICLE_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
              error={errors.type}
            />
          </div>
          {type === 'video' && (
            <TextField
              label={t('editor.mediaLink')}
              name="mediaUrl"
              type="url"
              inputMode="url"
              value={mediaUrl}
              onChange={(event) => setMediaUrl(event.target.value)}
              placeholder="https://"
              hint={t('editor.mediaLinkHint')}
              maxLength={ARTICLE_LIMITS.mediaUrlMax}
              error={errors.mediaUrl}
              required
              autoComplete="off"
            />
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('editor.publishDate')}
              name="publishDate"
              type="datetime-local"
              value={publishLocal}
              onChange={(event) => setPublishLocal(event.target.value)}
              hint={t('editor.publishDateHint')}
              error={errors.publishDate}
              required
            />
            <SelectField
              label={t('editor.status')}
              name="status"
              value={status}
              onChange={(event) => {
                if (isStatus(event.target.value)) setStatus(event.target.value);
              }}
              options={ARTICLE_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
              hint={t('editor.statusHint')}
              error={errors.status}
            />
          </div>
          <ContentLanguageSelect choice={language} />
          <ImageField
            label={t('editor.coverImage')}
            noun="cover"
            owner="article"
            previewClassName="h-32 w-56"
            currentUrl={currentCover}
            value={image}
            onChange={setImage}
            error={errors.image ?? imageProblem}
            onError={setImageProblem}
          />
        </Card>

        <Card className="space-y-1.5 p-4 sm:p-6">
          <p id={contentLabelId} className="text-sm font-medium text-ink">
            {t('editor.content')}
          </p>
          <RichTextEditor
            id={`${ids}-content`}
            labelId={contentLabelId}
            initialHtml={content}
            onChange={setContent}
            errorId={contentErrorId}
          />
          {errors.content && (
            <p id={contentErrorId} className="text-sm text-red-600">
              {errors.content}
            </p>
          )}
        </Card>
      </div>

      {previewing && (
        <section
          aria-label={t('editor.preview')}
          className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-8"
        >
          <p className="mb-6 rounded-lg bg-brand-50 px-4 py-2 text-sm text-brand-800">
            {t('editor.previewNote')}
          </p>
          <ArticleView
            title={title}
            desc={desc}
            category={category}
            imageUrl={image ?? currentCover}
            mediaUrl={type === 'video' ? mediaUrl.trim() || null : null}
            html={content}
            createdAt={article?.createdAt ?? initialPublishDate}
          />
        </section>
      )}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
        <Link to={paths.adminArticles.href()} className={buttonClasses({ variant: 'ghost' })}>
          {t('admin.cancel')}
        </Link>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
            aria-pressed={previewing}
            onClick={() => setPreviewing((on) => !on)}
          >
            <EyeIcon className="size-4" />
            {t('editor.preview')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('admin.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
