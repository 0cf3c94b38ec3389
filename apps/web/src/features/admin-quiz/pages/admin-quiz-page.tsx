import {
  type BankQuestion,
  QUIZ_CATEGORIES,
  QUIZ_DIFFICULTIES,
  QUIZ_TYPE_LABELS,
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
import { type BankFilters, useBankQuestions } from '../api/get-bank-questions';
import { ImportQuestions } from '../components/import-questions';
import { QuestionForm } from '../components/question-form';
import { QuestionRow } from '../components/question-row';

/** Which form is open: a new question, or the one being edited. */
type Editing = { question?: BankQuestion } | null;

const ALL = { value: '', label: 'All' };
const withAll = (options: readonly { value: string; label: string }[]) => [ALL, ...options];
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const FILTERS = {
  category: withAll(plain(QUIZ_CATEGORIES)),
  difficulty: withAll(plain(QUIZ_DIFFICULTIES)),
  type: withAll(QUIZ_TYPES.map((value) => ({ value, label: QUIZ_TYPE_LABELS[value] }))),
} as const;

/** /admin/quiz: the quiz bank, filtered by combination, with Add, Edit and Import (admins). */
export function AdminQuizPage() {
  const [filters, setFilters] = useState<BankFilters>({});
  const bank = useBankQuestions(filters);
  const [editing, setEditing] = useState<Editing>(null);
  const questions = bank.data?.pages.flatMap((page) => page.questions) ?? [];

  const setFilter = (name: keyof BankFilters, value: string) =>
    setFilters((current) => ({ ...current, [name]: value || undefined }));

  const addButton = (
    <Button onClick={() => setEditing({})}>
      <PlusIcon className="size-4" />
      Add question
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Quiz questions</h1>
          <p className="mt-2 text-slate-600">
            The bank the quiz draws from. Import a JSON file in the trivia format to add many at
            once; questions already in the bank are skipped.
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-3 sm:items-end">
          {addButton}
          <ImportQuestions />
        </div>
      </header>

      <search
        aria-label="Filter the questions"
        className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3"
      >
        {(['category', 'difficulty', 'type'] as const).map((name) => (
          <SelectField
            key={name}
            label={name.charAt(0).toUpperCase() + name.slice(1)}
            name={name}
            value={filters[name] ?? ''}
            onChange={(event) => setFilter(name, event.target.value)}
            options={FILTERS[name]}
          />
        ))}
      </search>

      <section aria-label="Questions" className="mt-6">
        {bank.isPending ? (
          <LoadingState label="Loading the questions..." />
        ) : bank.isError && questions.length === 0 ? (
          <ErrorState
            error={bank.error}
            fallback="The questions could not be loaded."
            onRetry={() => void bank.refetch()}
            retrying={bank.isFetching}
          />
        ) : questions.length === 0 ? (
          <EmptyState message="No questions match these filters.">{addButton}</EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {questions.map((question) => (
                <li key={question._id}>
                  <QuestionRow question={question} onEdit={(q) => setEditing({ question: q })} />
                </li>
              ))}
            </ul>
            <LoadMore list={bank} errorFallback="More questions could not be loaded." />
          </>
        )}
      </section>

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.question ? 'Edit question' : 'Add question'}
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
