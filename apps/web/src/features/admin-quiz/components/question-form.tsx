import {
  type BankQuestion,
  QUIZ_CATEGORIES,
  QUIZ_DIFFICULTIES,
  QUIZ_LIMITS,
  QUIZ_TYPES,
  type QuizCategory,
  type QuizDifficulty,
  type QuizType,
} from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { Button, SelectField, TextAreaField, TextField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast } from '../../../lib/toast';
import { useCreateQuestion, useUpdateQuestion } from '../api/save-question';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, labelledOptions, TYPE_LABELS } from '../lib/labels';

const FIELDS = [
  'category',
  'difficulty',
  'type',
  'question',
  'correct_answer',
  'incorrect_answers',
] as const;

/** The stored answers of a true-or-false question (the trivia format's), with their words. */
const TRUTHS = ['True', 'False'] as const;
const TRUTH_LABELS = { True: 'admin.quiz.true', False: 'admin.quiz.false' } as const;
const WRONG_COUNT = 3;

interface QuestionFormProps {
  /** The question being edited; a new one is added without. */
  question?: BankQuestion;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The bank's form: category, difficulty, type, the question and its answers. A multiple-choice
 * question takes 3 wrong answers; a true-or-false one only which of True/False is right. Checked
 * with the contract's schema (loaded on first use, `useFormSchemas`) before sending; the server's
 * refusals go under their field.
 */
export function QuestionForm({ question, onSaved, onCancel }: QuestionFormProps) {
  const t = useT();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [category, setCategory] = useState<QuizCategory>(question?.category ?? 'sports');
  const [difficulty, setDifficulty] = useState<QuizDifficulty>(question?.difficulty ?? 'easy');
  const [type, setType] = useState<QuizType>(question?.type ?? 'multiple');
  const [text, setText] = useState(question?.question ?? '');
  const [correct, setCorrect] = useState(question?.correct_answer ?? '');
  const [truth, setTruth] = useState(
    question?.type === 'boolean' ? question.correct_answer : 'True',
  );
  const [wrong, setWrong] = useState<string[]>(() =>
    Array.from({ length: WRONG_COUNT }, (_, i) =>
      question?.type === 'multiple' ? (question.incorrect_answers[i] ?? '') : '',
    ),
  );
  const { errors, validate, placeServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = t('admin.quiz.saveFailed');
    void withFormSchemas(failed, ({ QuizQuestionBody }) => {
      const answers =
        type === 'boolean'
          ? { correct_answer: truth, incorrect_answers: [truth === 'True' ? 'False' : 'True'] }
          : { correct_answer: correct, incorrect_answers: wrong };
      const body = validate(QuizQuestionBody, {
        category,
        difficulty,
        type,
        question: text,
        ...answers,
      });
      if (!body) return;
      const handlers = {
        onSuccess: () => {
          toast.success(t(question ? 'admin.quiz.saved' : 'admin.quiz.added'));
          onSaved();
        },
        onError: (error: unknown) => {
          const { field, message } = placeServerError(error, failed, 'question');
          if (!field) toast.error(message);
        },
      };
      if (question) update.mutate({ id: question._id, body }, handlers);
      else create.mutate(body, handlers);
    });
  };

  return (
    <form onSubmit={onSubmit} onFocus={preloadFormSchemas} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('admin.quiz.category')}
          name="category"
          value={category}
          onChange={(event) => setCategory(event.target.value as QuizCategory)}
          options={labelledOptions(QUIZ_CATEGORIES, CATEGORY_LABELS, t)}
          error={errors.category}
        />
        <SelectField
          label={t('admin.quiz.difficulty')}
          name="difficulty"
          value={difficulty}
          onChange={(event) => setDifficulty(event.target.value as QuizDifficulty)}
          options={labelledOptions(QUIZ_DIFFICULTIES, DIFFICULTY_LABELS, t)}
          error={errors.difficulty}
        />
        <SelectField
          label={t('admin.quiz.type')}
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as QuizType)}
          options={labelledOptions(QUIZ_TYPES, TYPE_LABELS, t)}
          error={errors.type}
        />
      </div>
      <TextAreaField
        label={t('admin.quiz.question')}
        name="question"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={QUIZ_LIMITS.questionMax}
        error={errors.question}
        announceError
        required
      />
      {type === 'boolean' ? (
        <SelectField
          label={t('admin.quiz.correctAnswer')}
          name="truth"
          value={truth}
          onChange={(event) => setTruth(event.target.value)}
          options={labelledOptions(TRUTHS, TRUTH_LABELS, t)}
          error={errors.correct_answer}
        />
      ) : (
        <>
          <TextField
            label={t('admin.quiz.correctAnswer')}
            name="correct_answer"
            value={correct}
            onChange={(event) => setCorrect(event.target.value)}
            maxLength={QUIZ_LIMITS.answerMax}
            error={errors.correct_answer}
            announceError
            required
            autoComplete="off"
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-ink">{t('admin.quiz.wrongAnswers')}</legend>
            {wrong.map((answer, i) => (
              <TextField
                // The three inputs never move, so their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
                key={i}
                label={t('admin.quiz.wrongAnswer', { position: i + 1 })}
                name={`incorrect_answers.${i}`}
                value={answer}
                onChange={(event) =>
                  setWrong((current) => current.map((a, j) => (j === i ? event.target.value : a)))
                }
                maxLength={QUIZ_LIMITS.answerMax}
                required
                autoComplete="off"
              />
            ))}
            {errors.incorrect_answers && (
              <p role="alert" className="text-sm text-red-600">
                {errors.incorrect_answers}
              </p>
            )}
          </fieldset>
        </>
      )}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending || loadingSchemas}>
          {t(question ? 'admin.save' : 'admin.quiz.add')}
        </Button>
      </div>
    </form>
  );
}
