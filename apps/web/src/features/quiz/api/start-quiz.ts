import { type QuizQuery, QuizResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quizAllowanceKey } from './get-quiz-allowance';

/** A quiz's settings once checked by the contract's schema: every one present, the amount a number. */
export type QuizSettings = ReturnType<typeof QuizQuery.parse>;

/** GET /api/quiz — the questions of a new quiz; the server counts it against this week's allowance. */
export function startQuiz(query: QuizSettings): Promise<QuizResponse> {
  return api.get('/api/quiz', { query: { ...query }, schema: import.meta.env.DEV && QuizResponse });
}

/**
 * Starting a quiz is a mutation, not a cached query: each start counts once, so it must never be
 * refetched on its own (window focus, remount).
 */
export function useStartQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startQuiz,
    onSettled: () => client.invalidateQueries({ queryKey: quizAllowanceKey }),
  });
}
