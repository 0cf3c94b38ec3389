import type { QuizCategory, QuizDifficulty, QuizQuestionBody, QuizType } from '@one-world/contract';

/** `n` distinct valid questions of one kind, for a bank a test fills itself. */
export function bankQuestions(
  n: number,
  kind: { category: QuizCategory; difficulty: QuizDifficulty; type: QuizType },
  prefix = 'Question',
): QuizQuestionBody[] {
  return Array.from({ length: n }, (_, i) => ({
    ...kind,
    question: `${prefix} ${kind.category} ${kind.difficulty} ${kind.type} ${i + 1}?`,
    ...(kind.type === 'boolean'
      ? { correct_answer: i % 2 ? 'True' : 'False', incorrect_answers: [i % 2 ? 'False' : 'True'] }
      : { correct_answer: 'Right', incorrect_answers: ['Wrong A', 'Wrong B', 'Wrong C'] }),
  }));
}
