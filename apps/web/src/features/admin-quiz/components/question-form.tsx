import {
  type BankQuestion,
  QUIZ_CATEGORIES,
  QUIZ_DIFFICULTIES,
  QUIZ_LIMITS,
  QUIZ_TYPE_LABELS,
  QUIZ_TYPES,
  type QuizCategory,
  type QuizDifficulty,
  QuizQuestionBody,
  type QuizType,
} from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button, SelectField, TextAreaField, TextField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useCreateQuestion, useUpdateQuestion } from '../api/save-question';

const FIELDS = [
  'category',
  'difficulty',
  'type',
  'question',
  'correct_answer',
  'incorrect_answers',
] as const;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = QUIZ_TYPES.map((value) => ({ value, label: QUIZ_TYPE_LABELS[value] }));
const TRUTH_OPTIONS = options(['True', 'False']);
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
 * with the contract's schema before sending; the server's refusals go under their field.
 */
export function QuestionForm({ question, onSaved, onCancel }: QuestionFormProps) {
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
        toast.success(question ? 'Question saved' : 'Question added');
        onSaved();
      },
      onError: (error: unknown) => {
        const { field, message } = placeServerError(
          error,
          'Could not save the question',
          'question',
        );
        if (!field) toast.error(message);
      },
    };
    if (question) update.mutate({ id: question._id, body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Category"
          name="category"
          value={category}
          onChange={(event) => setCategory(event.target.value as QuizCategory)}
          options={options(QUIZ_CATEGORIES)}
          error={errors.category}
        />
        <SelectField
          label="Difficulty"
          name="difficulty"
          value={difficulty}
          onChange={(event) => setDifficulty(event.target.value as QuizDifficulty)}
          options={options(QUIZ_DIFFICULTIES)}
          error={errors.difficulty}
        />
        <SelectField
          label="Type"
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as QuizType)}
          options={TYPE_OPTIONS}
          error={errors.type}
        />
      </div>
      <TextAreaField
        label="Question"
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
          label="Correct answer"
          name="truth"
          value={truth}
          onChange={(event) => setTruth(event.target.value)}
          options={TRUTH_OPTIONS}
          error={errors.correct_answer}
        />
      ) : (
        <>
          <TextField
            label="Correct answer"
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
            <legend className="text-sm font-medium text-ink">Wrong answers</legend>
            {wrong.map((answer, i) => (
              <TextField
                // The three inputs never move, so their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
                key={i}
                label={`Wrong answer ${i + 1}`}
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
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {question ? 'Save' : 'Add question'}
        </Button>
      </div>
    </form>
  );
}
