import type { QuizResultBody } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quizAllowanceKey } from './get-quiz-allowance';

export interface RecordQuizResultInput {
  attemptId: string;
  body: QuizResultBody;
}

/** POST /api/quiz/attempts/:attemptId/result — the score of a finished quiz (204). */
export async function recordQuizResult({ attemptId, body }: RecordQuizResultInput): Promise<void> {
  await api.post(`/api/quiz/attempts/${encodeURIComponent(attemptId)}/result`, body);
}

/** Records a finished quiz, then refreshes the recent results. */
export function useRecordQuizResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordQuizResult,
    onSuccess: () => client.invalidateQueries({ queryKey: quizAllowanceKey }),
  });
}
