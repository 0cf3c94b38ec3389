import { BankQuestion, type QuizQuestionBody } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bankQuestionsKey } from './get-bank-questions';

/** POST /api/quiz/questions — an admin adds a question to the bank. */
export function createQuestion(body: QuizQuestionBody): Promise<BankQuestion> {
  return api.post('/api/quiz/questions', body, { schema: import.meta.env.DEV && BankQuestion });
}

export interface UpdateQuestionInput {
  id: string;
  body: QuizQuestionBody;
}

/** PUT /api/quiz/questions/:id — an admin corrects a question. */
export function updateQuestion({ id, body }: UpdateQuestionInput): Promise<BankQuestion> {
  return api.put(`/api/quiz/questions/${encodeURIComponent(id)}`, body, {
    schema: import.meta.env.DEV && BankQuestion,
  });
}

/** A bank write that refreshes every list of questions once it succeeded. */
function useQuestionWrite<I>(write: (input: I) => Promise<BankQuestion>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: bankQuestionsKey }),
  });
}

export const useCreateQuestion = () => useQuestionWrite(createQuestion);
export const useUpdateQuestion = () => useQuestionWrite(updateQuestion);
