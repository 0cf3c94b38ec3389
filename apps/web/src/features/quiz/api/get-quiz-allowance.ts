import { QuizAllowance } from '@one-world/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every allowance query starts with this, so starting or finishing a quiz refreshes it. */
export const quizAllowanceKey = ['quiz', 'allowance'] as const;

/** GET /api/quiz/allowance — this week's quizzes used and left, and the member's recent results. */
export function fetchQuizAllowance(signal?: AbortSignal): Promise<QuizAllowance> {
  return api.get('/api/quiz/allowance', { signal, schema: import.meta.env.DEV && QuizAllowance });
}

/**
 * The reader's allowance this ISO week (visitors share the Basic one), keyed by who reads it so
 * signing in or out never shows someone else's count.
 */
export function useQuizAllowance(userId: string | null) {
  return useQuery({
    queryKey: [...quizAllowanceKey, userId ?? 'visitor'],
    queryFn: ({ signal }) => fetchQuizAllowance(signal),
  });
}
