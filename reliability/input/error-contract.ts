/**
 * The API's error contract as the bad-input tests check it: no 5xx, and every error is JSON
 * `{ message }` (the contract's ErrorResponse, nothing more) that gives away nothing of the
 * server's insides.
 */
import { ErrorResponse } from '@one-world/contract';

/** An answer as the check reads it, from raw HTTP or `inject`. */
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What an answer may not show a client: stack frames, source paths, SQL and driver texts,
 * JavaScript error names.
 */
const LEAKS =
  /\n\s+at |\bat [\w.$<>]+ \(|node_modules|\/work\/|apps\/server|\.[cm]?[jt]s:\d+|\bselect\b[^.]*\bfrom\b|\binsert into\b|\bupdate\b[^.]*\bset\b|relation "|column "|violates|constraint|syntax error|pglite|postgres|drizzle|zoderror|typeerror|rangeerror|referenceerror|syntaxerror|cannot read prop|is not a function|undefined is not|\bundefined\b|\[object object\]/i;

/** Why the answer breaks the error contract, or undefined when it keeps it. */
export function errorContractBreach(method: string, response: Answer): string | undefined {
  if (response.status >= 500 || response.status < 100) return `status ${response.status}`;
  if (response.status < 400 || method === 'HEAD') return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `${response.status} with content-type ${type}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${response.status} with a body that is not JSON`;
  }
  const parsed = ErrorResponse.strict().safeParse(body);
  if (!parsed.success || parsed.data.message === '') {
    return `${response.status} with a body that is not { message }: ${response.body.slice(0, 200)}`;
  }
  if (LEAKS.test(parsed.data.message)) {
    return `${response.status} leaks the server's insides: ${parsed.data.message.slice(0, 200)}`;
  }
  return undefined;
}
