import {
  type BankQuestion,
  QUIZ_CATEGORIES,
  QUIZ_DIFFICULTIES,
  QUIZ_TYPES,
} from '@one-world/contract';
import { useState } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  Modal,
  PlusIcon,
  SelectField,
} from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { type BankFilters, useBankQuestions } from '../api/get-bank-questions';
import { ImportQuestions } from '../components/import-questions';
import { QuestionForm } from '../components/question-form';
import { QuestionRow } from '../components/question-row';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, labelledOptions, TYPE_LABELS } from '../lib/labels';

/** Which form is open: a new question, or the one being edited. */
type Editing = { question?: BankQuestion } | null;

/** The three filters: their label and their options, each led by "All". */
function useFilters() {
  const t = useT();
  const withAll = (options: readonly { value: string; label: string }[]) => [
    { value: '', label: t('admin.quiz.all') },
    ...options,
  ];
  return {
    category: {
      label: t('admin.quiz.category'),
      options: withAll(labelledOptions(QUIZ_CATEGORIES, CATEGORY_LABELS, t)),
    },
    difficulty: {
      label: t('admin.quiz.difficulty'),
      options: withAll(labelledOptions(QUIZ_DIFFICULTIES, DIFFICULTY_LABELS, t)),
    },
    type: {
      label: t('admin.quiz.type'),
      options: withAll(labelledOptions(QUIZ_TYPES, TYPE_LABELS, t)),
    },
  } satisfies Record<keyof BankFilters, { label: string; options: unknown }>;
}

/** /admin/quiz: the quiz bank, filtered by combination, with Add, Edit and Import (admins). */
export function AdminQuizPage() {
  const t = useT();
  const filterFields = useFilters();
  const [filters, setFilters] = useState<BankFilters>({});
  const bank = useBankQuestions(filters);
  const [editing, setEditing] = useState<Editing>(null);
  const questions = bank.data?.pages.flatMap((page) => page.questions) ?? [];

  const setFilter = (name: keyof BankFilters, value: string) =>
    setFilters((current) => ({ ...current, [name]: value || undefined }));

  const addButton = (
    <Button onClick={() => setEditing({})}>
      <PlusIcon className="size-4" />
      {t('admin.quiz.add')}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{t('admin.quiz.heading')}</h1>
          <p className="mt-2 text-slate-600">{t('admin.quiz.intro')}</p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-3 sm:items-end">
          {addButton}
          <ImportQuestions />
        </div>
      </header>

      <search
        aria-label={t('admin.quiz.filterLabel')}
        className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3"
      >
        {(['category', 'difficulty', 'type'] as const).map((name) => (
          <SelectField
            key={name}
            label={filterFields[name].label}
            name={name}
            value={filters[name] ?? ''}
            onChange={(event) => setFilter(name, event.target.value)}
            options={filterFields[name].options}
          />
        ))}
      </search>

      <section aria-label={t('admin.quiz.listLabel')} className="mt-6">
        {bank.isPending ? (
          <LoadingState label={t('admin.quiz.loading')} />
        ) : bank.isError && questions.length === 0 ? (
          <ErrorState
            error={bank.error}
            fallback={t('admin.quiz.loadFailed')}
            onRetry={() => void bank.refetch()}
            retrying={bank.isFetching}
          />
        ) : questions.length === 0 ? (
          <EmptyState message={t('admin.quiz.empty')}>{addButton}</EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {questions.map((question) => (
                <li key={question._id}>
                  <QuestionRow question={question} onEdit={(q) => setEditing({ question: q })} />
                </li>
              ))}
            </ul>
            <LoadMore list={bank} errorFallback={t('admin.quiz.loadMoreFailed')} />
          </>
        )}
      </section>

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.question ? 'admin.quiz.edit' : 'admin.quiz.add')}
        size="lg"
      >
        {editing && (
          // Keyed by question, so opening another one starts its form afresh.
          <QuestionForm
            key={editing.question?._id ?? 'new'}
            question={editing.question}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
