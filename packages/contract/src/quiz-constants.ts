import type { MessageId } from '@one-world/i18n';

/**
 * The quiz's settings, limits and texts (SPEC §4–§9, issue 10).
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads, nor of
 * `quiz.ts`, whose chunk holds the schemas the admins' quiz page uses: these reach only the pages
 * that read them (docs/ARCHITECTURE.md, "A page keeps only the contract's schemas it uses").
 */

/** Quiz settings (SPEC §5, §9) and limits (issue 10). */
export const QUIZ_LIMITS = {
  amountMin: 5,
  amountMax: 50,
  amountDefault: 10,
  /** The result is green, with confetti and "Congrats!!!", above this percentage. */
  congratsAbovePercent: 40,
  questionMax: 500,
  answerMax: 200,
  /** How long the optional upstream trivia service may take before the bank answers instead. */
  upstreamTimeoutMs: 3000,
  /** Questions per import file. */
  importMax: 1000,
  recentResults: 10,
} as const;

export const QUIZ_CATEGORIES = ['sports', 'politics', 'history', 'science'] as const;
export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const QUIZ_TYPES = ['multiple', 'boolean'] as const;
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number];
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number];
export type QuizType = (typeof QUIZ_TYPES)[number];

/** The trivia service's numeric categories (SPEC §7). */
export const QUIZ_UPSTREAM_CATEGORIES: Record<QuizCategory, number> = {
  sports: 21,
  history: 23,
  politics: 24,
  science: 18,
};

/** The type's label on the setup form (SPEC §5): catalog ids, shown translated. */
export const QUIZ_TYPE_LABELS = {
  multiple: 'quiz.typeMultiple',
  boolean: 'quiz.typeBoolean',
} as const satisfies Record<QuizType, MessageId>;

/** The category's label (catalog ids). */
export const QUIZ_CATEGORY_LABELS = {
  sports: 'quiz.categorySports',
  politics: 'quiz.categoryPolitics',
  history: 'quiz.categoryHistory',
  science: 'quiz.categoryScience',
} as const satisfies Record<QuizCategory, MessageId>;

/** The difficulty's label (catalog ids). */
export const QUIZ_DIFFICULTY_LABELS = {
  easy: 'quiz.difficultyEasy',
  medium: 'quiz.difficultyMedium',
  hard: 'quiz.difficultyHard',
} as const satisfies Record<QuizDifficulty, MessageId>;

/** Texts of the quiz (SPEC §4, §5, §8). */
export const QUIZ_MESSAGES = {
  cantGenerate: 'quiz.cantGenerate',
  congrats: 'quiz.congrats',
  playAgain: 'quiz.playAgain',
  nextQuestion: 'quiz.nextQuestion',
  /** `{resetsAt}`: the reset day, written in the reader's language ("Monday 30 November"). */
  allowanceUsed: 'quiz.allowanceUsed',
  attemptNotFound: 'quiz.attemptNotFound',
  questionNotFound: 'quiz.questionNotFound',
  duplicateQuestion: 'quiz.duplicateQuestion',
} as const satisfies Record<string, MessageId>;
