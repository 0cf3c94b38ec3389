import type { QuizQuestion } from '@one-world/contract';
import { decodeEntities } from './entities';
import { type RandomSource, shuffleAnswers } from './shuffle';

/** A question ready to show: its texts decoded, its answers in their shuffled order. */
export interface PlayableQuestion {
  question: string;
  correctAnswer: string;
  answers: string[];
}

/** Where a quiz stands (SPEC §4): its questions, the index shown and the correct answers so far. */
export interface QuizGame {
  attemptId: string | null;
  questions: PlayableQuestion[];
  index: number;
  score: number;
  finished: boolean;
}

/** Decodes and shuffles the service's questions once, so a re-render never reorders the answers. */
export function newGame(
  results: readonly QuizQuestion[],
  attemptId: string | null,
  random: RandomSource = Math.random,
): QuizGame {
  return {
    attemptId,
    questions: results.map((result) => ({
      question: decodeEntities(result.question),
      correctAnswer: decodeEntities(result.correct_answer),
      answers: shuffleAnswers(result, random).map(decodeEntities),
    })),
    index: 0,
    score: 0,
    finished: false,
  };
}

/**
 * The game after an answer (null: "Next question" without answering). A correct answer adds 1;
 * either way the next question shows, and after the last one the game is finished.
 */
export function advance(game: QuizGame, answer: string | null): QuizGame {
  if (game.finished) return game;
  const current = game.questions[game.index];
  const correct = current !== undefined && answer === current.correctAnswer;
  const index = game.index + 1;
  return {
    ...game,
    score: game.score + (correct ? 1 : 0),
    index: Math.min(index, game.questions.length - 1),
    finished: index >= game.questions.length,
  };
}
