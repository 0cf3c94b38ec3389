import { QUIZ_LIMITS, QuizImportBody } from '@one-world/contract';

/** What reading an import file found: the body to send, or why the file cannot be sent. */
export type ParsedImport =
  | { ok: true; body: ReturnType<typeof QuizImportBody.parse>; count: number }
  | { ok: false; message: string };

/**
 * Reads a file in the trivia service's format (`{ "results": [...] }`) and checks it with the
 * contract's schema, so a bad file is explained (which question, which field) before it is sent.
 */
export function parseImportFile(text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not valid JSON.' };
  }
  const parsed = QuizImportBody.safeParse(data);
  if (parsed.success) return { ok: true, body: parsed.data, count: parsed.data.results.length };
  const issue = parsed.error.issues[0];
  const [root, index, field] = issue?.path ?? [];
  if (root !== 'results' || typeof index !== 'number') {
    return {
      ok: false,
      message: `The file needs a "results" list of 1 to ${QUIZ_LIMITS.importMax} questions.`,
    };
  }
  const where = field === undefined ? '' : ` (${String(field)})`;
  return { ok: false, message: `Question ${index + 1}${where}: ${issue?.message ?? 'invalid'}.` };
}
