import {
  QUIZ_CATEGORIES,
  QUIZ_CATEGORY_LABELS,
  QUIZ_DIFFICULTIES,
  QUIZ_DIFFICULTY_LABELS,
  QUIZ_LIMITS,
  QUIZ_TYPE_LABELS,
  QUIZ_TYPES,
  type QuizCategory,
  type QuizDifficulty,
  type QuizType,
} from '@one-world/contract';
import { type FormEvent, useState } from 'react';
import { Button, SelectField, TextField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import type { QuizSettings } from '../api/start-quiz';

const FIELDS = ['amount', 'category', 'difficulty', 'type'] as const;

interface QuizSetupFormProps {
  /** The last settings, so Play Again and a refused start keep what was chosen. */
  initial: QuizSettings;
  starting: boolean;
  onStart: (settings: QuizSettings) => void;
}

/** The setup of SPEC §5: how many questions (5–50), category, difficulty and type. */
export function QuizSetupForm({ initial, starting, onStart }: QuizSetupFormProps) {
  const t = useT();
  const [amount, setAmount] = useState(String(initial.amount));
  const [category, setCategory] = useState<QuizCategory>(initial.category);
  const [difficulty, setDifficulty] = useState<QuizDifficulty>(initial.difficulty);
  const [type, setType] = useState<QuizType>(initial.type);
  const { errors, validate } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void withFormSchemas(t('quiz.startFailed'), ({ QuizQuery }) => {
      const settings = validate(QuizQuery, { amount, category, difficulty, type });
      if (settings) onStart(settings);
    });
  };

  const categoryOptions = QUIZ_CATEGORIES.map((value) => ({
    value,
    label: t(QUIZ_CATEGORY_LABELS[value]),
  }));
  const difficultyOptions = QUIZ_DIFFICULTIES.map((value) => ({
    value,
    label: t(QUIZ_DIFFICULTY_LABELS[value]),
  }));
  const typeOptions = QUIZ_TYPES.map((value) => ({ value, label: t(QUIZ_TYPE_LABELS[value]) }));

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preloadFormSchemas}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label={t('quiz.amountLabel')}
        name="amount"
        type="number"
        inputMode="numeric"
        min={QUIZ_LIMITS.amountMin}
        max={QUIZ_LIMITS.amountMax}
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={t('quiz.amountHint', { min: QUIZ_LIMITS.amountMin, max: QUIZ_LIMITS.amountMax })}
        error={errors.amount}
        announceError
        required
      />
      <SelectField
        label={t('quiz.categoryLabel')}
        name="category"
        value={category}
        onChange={(event) => setCategory(event.target.value as QuizCategory)}
        options={categoryOptions}
      />
      <SelectField
        label={t('quiz.difficultyLabel')}
        name="difficulty"
        value={difficulty}
        onChange={(event) => setDifficulty(event.target.value as QuizDifficulty)}
        options={difficultyOptions}
      />
      <SelectField
        label={t('quiz.typeLabel')}
        name="type"
        value={type}
        onChange={(event) => setType(event.target.value as QuizType)}
        options={typeOptions}
      />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          loading={starting || loadingSchemas}
          block
          className="sm:w-auto"
        >
          {t('quiz.start')}
        </Button>
      </div>
    </form>
  );
}
