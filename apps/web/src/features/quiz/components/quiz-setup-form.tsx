import {
  QUIZ_CATEGORIES,
  QUIZ_DIFFICULTIES,
  QUIZ_LIMITS,
  QUIZ_TYPE_LABELS,
  QUIZ_TYPES,
  type QuizCategory,
  type QuizDifficulty,
  QuizQuery,
  type QuizType,
} from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { Button, SelectField, TextField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import type { QuizSettings } from '../api/start-quiz';

const FIELDS = ['amount', 'category', 'difficulty', 'type'] as const;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const CATEGORY_OPTIONS = QUIZ_CATEGORIES.map((value) => ({ value, label: capitalized(value) }));
const DIFFICULTY_OPTIONS = QUIZ_DIFFICULTIES.map((value) => ({ value, label: capitalized(value) }));
const TYPE_OPTIONS = QUIZ_TYPES.map((value) => ({ value, label: QUIZ_TYPE_LABELS[value] }));

interface QuizSetupFormProps {
  /** The last settings, so Play Again and a refused start keep what was chosen. */
  initial: QuizSettings;
  starting: boolean;
  onStart: (settings: QuizSettings) => void;
}

/** The setup of SPEC §5: how many questions (5–50), category, difficulty and type. */
export function QuizSetupForm({ initial, starting, onStart }: QuizSetupFormProps) {
  const [amount, setAmount] = useState(String(initial.amount));
  const [category, setCategory] = useState<QuizCategory>(initial.category);
  const [difficulty, setDifficulty] = useState<QuizDifficulty>(initial.difficulty);
  const [type, setType] = useState<QuizType>(initial.type);
  const { errors, validate } = useFieldErrors(FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const settings = validate(QuizQuery, { amount, category, difficulty, type });
    if (settings) onStart(settings);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Number of questions"
        name="amount"
        type="number"
        inputMode="numeric"
        min={QUIZ_LIMITS.amountMin}
        max={QUIZ_LIMITS.amountMax}
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={`From ${QUIZ_LIMITS.amountMin} to ${QUIZ_LIMITS.amountMax}.`}
        error={errors.amount}
        announceError
        required
      />
      <SelectField
        label="Category"
        name="category"
        value={category}
        onChange={(event) => setCategory(event.target.value as QuizCategory)}
        options={CATEGORY_OPTIONS}
      />
      <SelectField
        label="Difficulty"
        name="difficulty"
        value={difficulty}
        onChange={(event) => setDifficulty(event.target.value as QuizDifficulty)}
        options={DIFFICULTY_OPTIONS}
      />
      <SelectField
        label="Type"
        name="type"
        value={type}
        onChange={(event) => setType(event.target.value as QuizType)}
        options={TYPE_OPTIONS}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" loading={starting} block className="sm:w-auto">
          Start quiz
        </Button>
      </div>
    </form>
  );
}
