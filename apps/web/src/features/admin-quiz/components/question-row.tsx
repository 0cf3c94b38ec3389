import type { BankQuestion } from '@one-world/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui';
import { useT } from '../../../lib/i18n';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, TYPE_LABELS } from '../lib/labels';

interface QuestionRowProps {
  question: BankQuestion;
  onEdit: (question: BankQuestion) => void;
}

/**
 * One question of the bank: its combination, the question and answers exactly as stored (entities
 * included, as the form edits them), always as text, and Edit.
 */
export function QuestionRow({ question, onEdit }: QuestionRowProps) {
  const titleId = useId();
  const t = useT();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t(CATEGORY_LABELS[question.category])} · {t(DIFFICULTY_LABELS[question.difficulty])} ·{' '}
          {t(TYPE_LABELS[question.type])}
        </p>
        <h2 id={titleId} dir="auto" className="mt-1 font-semibold break-words text-ink">
          {question.question}
        </h2>
        <p dir="auto" className="mt-1 text-sm break-words text-slate-600">
          <span className="font-medium text-green-800">{question.correct_answer}</span>
          {question.type === 'multiple' && <> · {question.incorrect_answers.join(' · ')}</>}
        </p>
      </div>
      <Button variant="secondary" size="sm" className="self-start" onClick={() => onEdit(question)}>
        {t('admin.edit')}
        <span className="sr-only"> {question.question}</span>
      </Button>
    </article>
  );
}
