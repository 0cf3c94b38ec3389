import {
  QUIZ_UPSTREAM_CATEGORIES,
  type QuizQuestion,
  QuizQuestion as QuizQuestionSchema,
} from '@one-world/contract';
import { z } from 'zod';
import type { QuizKind } from './quiz.repository';

/** Where a compatible trivia service answers, and how long it may take. */
export interface QuizUpstreamSettings {
  url: string;
  timeoutMs: number;
}

const UpstreamResponse = z.object({
  response_code: z.number(),
  results: z.array(QuizQuestionSchema),
});

/**
 * Asks the trivia service (SPEC §7) for `amount` questions of one kind. Answers null whenever its
 * questions cannot be used as they are — an error, a timeout, a bad shape, a response_code other
 * than 0, too few or other-kind questions — so the caller falls back to the bank. Its categories
 * come back under our names, whatever it calls them.
 */
export async function fetchUpstreamQuestions(
  settings: QuizUpstreamSettings,
  kind: QuizKind,
  amount: number,
): Promise<QuizQuestion[] | null> {
  const url = new URL(settings.url);
  url.searchParams.set('amount', String(amount));
  url.searchParams.set('category', String(QUIZ_UPSTREAM_CATEGORIES[kind.category]));
  url.searchParams.set('difficulty', kind.difficulty);
  url.searchParams.set('type', kind.type);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs) });
    if (!response.ok) return null;
    const parsed = UpstreamResponse.safeParse(await response.json());
    if (!parsed.success || parsed.data.response_code !== 0) return null;
    const results = parsed.data.results.filter(
      (q) => q.difficulty === kind.difficulty && q.type === kind.type,
    );
    if (results.length < amount) return null;
    return results.slice(0, amount).map((q) => ({ ...q, category: kind.category }));
  } catch {
    return null;
  }
}
