import {
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_LIMITS,
  type ReportKind,
  UUID_PATTERN,
} from '@one-world/contract';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  Button,
  Card,
  SelectField,
  SignInPrompt,
  TextAreaField,
  TextField,
} from '../../../components/ui';
import type { ReportLinkState, ReportQuery } from '../../../config/paths';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCreateReport } from '../api/create-report';
import { MyReports } from '../components/my-reports';
import { type ReportTargets, TargetSummary } from '../components/target-summary';

const FIELDS = ['kind', 'targetId', 'title', 'description'] as const;

const isKind = (value: string | null): value is ReportKind =>
  REPORT_KINDS.some((kind) => kind === value);
const validId = (value: string | null): string | null =>
  value && UUID_PATTERN.test(value) ? value : null;

/**
 * /report. Opened from a post's Report link (?kind=post&targetId=…&userId=<author>), a comment's
 * (?kind=comment&targetId=…&postId=…&userId=<author>) or a profile's (?kind=user&targetId=…); the
 * select may switch between what the link named, the post and its author. Visitors may read it,
 * but sending needs an account; members see their own reports below it.
 */
export function ReportPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const query = (name: keyof ReportQuery) => searchParams.get(name);
  const location = useLocation();
  const linkState = (location.state ?? {}) as ReportLinkState;
  const session = useSession();
  const createReport = useCreateReport();
  const confirmationId = useId();

  const initialKind = query('kind');
  const targetId = validId(query('targetId'));
  const namesComment = initialKind === 'comment';
  const targets: ReportTargets = {
    postId: namesComment ? validId(query('postId')) : initialKind === 'user' ? null : targetId,
    commentId: namesComment ? targetId : null,
    userId: initialKind === 'user' ? targetId : validId(query('userId')),
  };
  const targetOf: Record<ReportKind, string | null> = {
    post: targets.postId,
    comment: targets.commentId,
    user: targets.userId,
  };
  // A comment can only be reported from its own Report link.
  const kinds = REPORT_KINDS.filter((value) => value !== 'comment' || namesComment);

  const [kind, setKind] = useState<ReportKind>(isKind(initialKind) ? initialKind : 'post');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const { errors, validate, placeServerError, clearErrors } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);

  const currentTarget = targetOf[kind];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!currentTarget) return;
    if (session.status !== 'signedIn') {
      setSignInOpen(true);
      return;
    }
    setFormError(null);
    const failed = t('reports.sendFailed');
    void withFormSchemas(failed, ({ CreateReportBody }) => {
      const body = validate(CreateReportBody, {
        kind,
        targetId: currentTarget,
        title,
        description,
      });
      if (!body) return;
      setConfirmation(null);
      createReport.mutate(body, {
        onSuccess: ({ message }) => {
          toast.success(message);
          setConfirmation(message);
          setTitle('');
          setDescription('');
        },
        // A field's problem goes under it; the rest (already reported, too many reports, a
        // failure) stays in place above the button until the next try.
        onError: (error) => {
          const { message, field } = placeServerError(error, failed);
          if (!field) setFormError(message);
        },
      });
    });
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('reports.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('reports.intro')}</p>

      <Card className="mt-6 p-4 sm:p-6">
        <form onSubmit={onSubmit} onFocus={preloadFormSchemas} noValidate className="space-y-5">
          <SelectField
            label={t('reports.whatKind')}
            name="kind"
            value={kind}
            onChange={(event) => {
              if (!isKind(event.target.value)) return;
              setKind(event.target.value);
              setFormError(null);
              clearErrors();
            }}
            options={kinds.map((value) => ({ value, label: t(REPORT_KIND_LABELS[value]) }))}
            error={errors.kind}
          />
          <TargetSummary kind={kind} targets={targets} linkState={linkState} />
          {errors.targetId && (
            <p role="alert" className="text-sm text-red-600">
              {errors.targetId}
            </p>
          )}
          <TextField
            label={t('reports.title')}
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={REPORT_LIMITS.titleMax}
            error={errors.title}
            required
            autoComplete="off"
          />
          <TextAreaField
            label={t('reports.description')}
            name="description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={6}
            maxLength={REPORT_LIMITS.descriptionMax}
            error={errors.description}
            required
          />
          {formError && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {formError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div id={confirmationId} role="status" className="text-sm font-medium text-brand-700">
              {confirmation}
            </div>
            <Button
              type="submit"
              size="lg"
              loading={createReport.isPending || loadingSchemas}
              disabled={!currentTarget}
            >
              {t('reports.submit')}
            </Button>
          </div>
        </form>
      </Card>

      {session.status === 'signedIn' && <MyReports />}

      <SignInPrompt
        message={signInOpen ? t('reports.signInToReport') : null}
        onClose={() => setSignInOpen(false)}
      />
    </div>
  );
}
