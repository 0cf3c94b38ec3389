import {
  BankQuestionsPage,
  type QuizCategory,
  type QuizDifficulty,
  type QuizType,
} from '@one-world/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every bank query starts with this, so a write refreshes each filtered list. */
export const bankQuestionsKey = ['quiz', 'questions'] as const;

/** The desk's filters; a missing one lists every value. */
export interface BankFilters {
  category?: QuizCategory;
  difficulty?: QuizDifficulty;
  type?: QuizType;
}

/** GET /api/quiz/questions — one page of the bank's questions (admins only). */
export function fetchBankQuestions(
  filters: BankFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BankQuestionsPage> {
  return api.get('/api/quiz/questions', {
    query: { ...filters, cursor },
    signal,
    schema: import.meta.env.DEV && BankQuestionsPage,
  });
}

/** The bank's questions under the chosen filters, page by page. */
export function useBankQuestions(filters: BankFilters) {
  return useInfiniteQuery({
    queryKey: [...bankQuestionsKey, filters],
    queryFn: ({ pageParam, signal }) => fetchBankQuestions(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
