import type { QuizQuestion } from '@one-world/contract';

/** A source of numbers in [0, 1), like Math.random; tests pass a fixed sequence. */
export type RandomSource = () => number;

/** A copy of `items` in a uniformly random order (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * The answers of a question in the order they are offered: every answer exactly once, the correct
 * one at a random position (SPEC §5). True/false is shuffled too, so "True" is not always first.
 */
export function shuffleAnswers(
  question: Pick<QuizQuestion, 'correct_answer' | 'incorrect_answers'>,
  random: RandomSource = Math.random,
): string[] {
  return shuffle([question.correct_answer, ...question.incorrect_answers], random);
}
