import type {
  BankQuestion,
  BankQuestionsPage,
  QuizAllowance,
  QuizResponse,
} from '@one-world/contract';
import type { Page } from '../../lib/keyset-cursor';
import type { QuizQuestionRow } from './quiz.repository';
import type { AllowanceState, QuizStart } from './quiz.service';

/** A started quiz in the trivia service's shape, with our attempt id and remaining quizzes. */
export function toQuizResponse(start: QuizStart): QuizResponse {
  if (start.responseCode === 1) {
    return { response_code: 1, results: [], attemptId: null, remaining: null };
  }
  return {
    response_code: 0,
    results: start.questions,
    attemptId: start.attemptId,
    remaining: start.remaining,
  };
}

/** The player's week of quizzes. */
export function toQuizAllowance(state: AllowanceState): QuizAllowance {
  return {
    tier: state.tier,
    used: state.used,
    limit: state.limit,
    remaining: state.limit === null ? null : Math.max(0, state.limit - state.used),
    resetsAt: state.resetsAt.toISOString(),
    recent: state.recent.map((a) => ({
      _id: a.id,
      category: a.category,
      difficulty: a.difficulty,
      type: a.type,
      score: a.score ?? 0,
      total: a.total,
      finishedAt: (a.finishedAt ?? a.startedAt).toISOString(),
    })),
  };
}

/** A question of the bank as admins see it. */
export function toBankQuestion(row: QuizQuestionRow): BankQuestion {
  return {
    _id: row.id,
    category: row.category,
    type: row.type,
    difficulty: row.difficulty,
    question: row.question,
    correct_answer: row.correctAnswer,
    incorrect_answers: row.incorrectAnswers,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBankQuestionsPage(page: Page<QuizQuestionRow>): BankQuestionsPage {
  return { questions: page.items.map(toBankQuestion), nextCursor: page.nextCursor };
}
