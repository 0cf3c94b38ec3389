import {
  CreateReportBody,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_LIMITS,
  type ReportKind,
} from '@one-world/contract';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
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
import { useSession } from '../../../lib/session';
import { useCreateReport } from '../api/create-report';

const SIGN_IN_MESSAGE = 'Please sign in to send a report.';
const FIELDS = ['kind', 'targetId', 'title', 'description'] as const;

const isKind = (value: string | null): value is ReportKind =>
  REPORT_KINDS.some((kind) => kind === value);
const validId = (value: string | null): string | null =>
  value && CreateReportBody.shape.targetId.safeParse(value).success ? value : null;

/**
 * /report. Opened from a post's Report link (?kind=post&targetId=…&userId=<author>) or from a
 * profile (?kind=user&targetId=…); the select may switch between the post and its author.
 * Visitors may read it, but sending needs an account.
 */
export function ReportPage() {
  const [searchParams] = useSearchParams();
  const query = (name: keyof ReportQuery) => searchParams.get(name);
  const location = useLocation();
  const linkState = (location.state ?? {}) as ReportLinkState;
  const session = useSession();
  const createReport = useCreateReport();
  const confirmationId = useId();

  const initialKind = query('kind');
  const targetId = validId(query('targetId'));
  const targets: Record<ReportKind, string | null> = {
    post: initialKind === 'user' ? null : targetId,
    user: initialKind === 'user' ? targetId : validId(query('userId')),
  };

  const [kind, setKind] = useState<ReportKind>(isKind(initialKind) ? initialKind : 'post');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const { errors, validate, showServerError } = useFieldErrors(FIELDS);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);

  const currentTarget = targets[kind];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!currentTarget) return;
    if (session.status !== 'signedIn') {
      setSignInOpen(true);
      return;
    }
    const body = validate(CreateReportBody, { kind, targetId: currentTarget, title, description });
    if (!body) return;
    setConfirmation(null);
    createReport.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setConfirmation(message);
        setTitle('');
        setDescription('');
      },
      onError: (error) => showServerError(error, 'Could not send the report'),
    });
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Report</h1>
      <p className="mt-2 text-slate-600">
        Tell our moderators what is wrong. Reports are private and help keep One World kind and
        respectful.
      </p>

      <Card className="mt-6 p-4 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <SelectField
            label="What are you reporting?"
            name="kind"
            value={kind}
            onChange={(event) => {
              if (isKind(event.target.value)) setKind(event.target.value);
            }}
            options={REPORT_KINDS.map((value) => ({ value, label: REPORT_KIND_LABELS[value] }))}
            error={errors.kind}
          />
          <TargetSummary kind={kind} targetId={currentTarget} linkState={linkState} />
          {errors.targetId && (
            <p role="alert" className="text-sm text-red-600">
              {errors.targetId}
            </p>
          )}
          <TextField
            label="Title"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={REPORT_LIMITS.titleMax}
            error={errors.title}
            required
            autoComplete="off"
          />
          <TextAreaField
            label="Description"
            name="description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={6}
            maxLength={REPORT_LIMITS.descriptionMax}
            error={errors.description}
            required
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div id={confirmationId} role="status" className="text-sm font-medium text-brand-700">
              {confirmation}
            </div>
            <Button
              type="submit"
              size="lg"
              loading={createReport.isPending}
              disabled={!currentTarget}
            >
              Submit
            </Button>
          </div>
        </form>
      </Card>

      <SignInPrompt
        message={signInOpen ? SIGN_IN_MESSAGE : null}
        onClose={() => setSignInOpen(false)}
      />
    </div>
  );
}

interface TargetSummaryProps {
  kind: ReportKind;
  targetId: string | null;
  linkState: ReportLinkState;
}

/** Names what will be reported, or explains how to pick something when nothing is chosen. */
function TargetSummary({ kind, targetId, linkState }: TargetSummaryProps) {
  if (!targetId) {
    return (
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {kind === 'post'
          ? 'Reports of a post start from the Report link under that post on a discussion board.'
          : 'Reports of a member start from the Report link on their profile or on one of their posts.'}{' '}
        Open this form from there to choose what to report.
      </p>
    );
  }
  const name = kind === 'post' ? linkState.postTitle : linkState.userName;
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {kind === 'post' ? 'Reporting the post: ' : 'Reporting the user: '}
      <span className="font-semibold break-words text-ink">{name ?? targetId}</span>
    </p>
  );
}
