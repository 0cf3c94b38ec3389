import { QuizImportResult } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bankQuestionsKey } from './get-bank-questions';

/** A large file of questions may take the server a while to check and store. */
const IMPORT_TIMEOUT_MS = 60_000;

/** POST /api/quiz/import — a file in the trivia format; answers how many were added and skipped. */
export function importQuestions(body: unknown): Promise<QuizImportResult> {
  return api.post('/api/quiz/import', body, {
    schema: import.meta.env.DEV && QuizImportResult,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/** Imports a file, then refreshes every list of questions. */
export function useImportQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: () => client.invalidateQueries({ queryKey: bankQuestionsKey }),
  });
}
