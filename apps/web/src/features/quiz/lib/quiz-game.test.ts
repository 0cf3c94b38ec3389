import type { QuizQuestion } from '@one-world/contract';
import { describe, expect, it } from 'vitest';
import { advance, newGame } from './quiz-game';

const question = (text: string, correct: string, wrong: string): QuizQuestion => ({
  category: 'Sports',
  type: 'boolean',
  difficulty: 'easy',
  question: text,
  correct_answer: correct,
  incorrect_answers: [wrong],
});

const results = [
  question('Is &quot;A&quot; first?', 'True', 'False'),
  question('Q2', 'False', 'True'),
  question('Q3', 'True', 'False'),
];

describe('the quiz game', () => {
  it('decodes texts and shuffles once when the quiz starts', () => {
    const game = newGame(results, 'attempt-1', () => 0);
    expect(game.questions[0]).toEqual({
      question: 'Is "A" first?',
      correctAnswer: 'True',
      answers: ['False', 'True'],
    });
    expect(game).toMatchObject({ attemptId: 'attempt-1', index: 0, score: 0, finished: false });
  });

  it('adds 1 per correct answer, advances on a wrong one or Next, and finishes after the last', () => {
    let game = newGame(results, null);
    game = advance(game, 'True');
    expect(game).toMatchObject({ index: 1, score: 1, finished: false });
    game = advance(game, 'True');
    expect(game).toMatchObject({ index: 2, score: 1, finished: false });
    game = advance(game, null);
    expect(game).toMatchObject({ index: 2, score: 1, finished: true });
    expect(advance(game, 'True')).toBe(game);
  });
});
