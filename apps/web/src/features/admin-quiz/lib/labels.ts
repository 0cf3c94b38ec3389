import type { QuizCategory, QuizDifficulty, QuizType } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';

/** The bank's categories, difficulties and types in words of the reader's language. */
export const CATEGORY_LABELS = {
  sports: 'admin.quiz.categorySports',
  politics: 'admin.quiz.categoryPolitics',
  history: 'admin.quiz.categoryHistory',
  science: 'admin.quiz.categoryScience',
} as const satisfies Record<QuizCategory, MessageId>;

export const DIFFICULTY_LABELS = {
  easy: 'admin.quiz.difficultyEasy',
  medium: 'admin.quiz.difficultyMedium',
  hard: 'admin.quiz.difficultyHard',
} as const satisfies Record<QuizDifficulty, MessageId>;

export const TYPE_LABELS = {
  multiple: 'admin.quiz.typeMultiple',
  boolean: 'admin.quiz.typeBoolean',
} as const satisfies Record<QuizType, MessageId>;

/** A select's options from values and their labels' ids, in the values' order. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, MessageId>,
  t: (id: MessageId) => string,
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: t(labels[value]) }));
}
