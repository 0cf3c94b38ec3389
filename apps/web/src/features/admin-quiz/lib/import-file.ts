import { QUIZ_LIMITS, type QuizImportBody } from '@one-world/contract';
import { issueMessage, type MessageId, type SchemaIssue, type Translatable } from '@one-world/i18n';

/** Why a file cannot be sent: not JSON, not a list of questions, or one question is wrong. */
export type ImportProblem =
  | { kind: 'json' }
  | { kind: 'shape' }
  | { kind: 'question'; index: number; field: string | null; issue: SchemaIssue };

/** What reading an import file found: the body to send, or why the file cannot be sent. */
export type ParsedImport =
  | { ok: true; body: ReturnType<typeof QuizImportBody.parse>; count: number }
  | { ok: false; problem: ImportProblem };

/**
 * Reads a file in the trivia service's format (`{ "results": [...] }`) and checks it with the
 * contract's schema, so a bad file is explained (which question, which field) before it is sent.
 * The schema is passed in: the page loads it with the forms' schemas once a file is chosen
 * (`useFormSchemas`), so that Zod does not load with the page.
 */
export function parseImportFile(text: string, schema: typeof QuizImportBody): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'json' } };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, body: parsed.data, count: parsed.data.results.length };
  const issue = parsed.error.issues[0];
  const [root, index, field] = issue?.path ?? [];
  if (!issue || root !== 'results' || typeof index !== 'number') {
    return { ok: false, problem: { kind: 'shape' } };
  }
  return {
    ok: false,
    problem: {
      kind: 'question',
      index,
      field: field === undefined ? null : String(field),
      issue,
    },
  };
}

/** What formats the texts: the screen's `t` and whether a text is one of the catalog's ids. */
export interface ImportTexts {
  t: (message: Translatable, values?: Record<string, string | number>) => string;
  isId: (text: string) => text is MessageId;
}

/** A problem in words: "Question 2 (incorrect_answers): A multiple-choice question has …". */
export function importProblemText(problem: ImportProblem, { t, isId }: ImportTexts): string {
  switch (problem.kind) {
    case 'json':
      return t('admin.quiz.importNotJson');
    case 'shape':
      return t('admin.quiz.importNeedsResults', { max: QUIZ_LIMITS.importMax });
    case 'question': {
      const values = { position: problem.index + 1, problem: t(issueMessage(problem.issue, isId)) };
      return problem.field === null
        ? t('admin.quiz.importQuestionProblem', values)
        : t('admin.quiz.importFieldProblem', { ...values, field: problem.field });
    }
  }
}
