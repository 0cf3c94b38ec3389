import { loadOnUse } from './load-on-use';
import { toast } from './toast';

export type FormSchemas = typeof import('./form-schemas');

/** The forms' schemas (./form-schemas.ts), loaded once, on first use (`loadOnUse`). */
const loadFormSchemas = loadOnUse(() => import('./form-schemas'));

/**
 * Starts loading the schemas as a form takes the focus, so that by the time it is sent they are
 * there and the send waits for nothing. A failure is left for the send to report.
 */
export function preloadFormSchemas(): void {
  loadFormSchemas().catch(() => undefined);
}

/**
 * Sends a form with the schemas. When they cannot be loaded, `failed` (the form's "could not
 * save") goes in an error toast as a failed save's does, and what was typed stays; the next send
 * tries the load again.
 */
export async function withFormSchemas(
  failed: string,
  send: (schemas: FormSchemas) => void,
): Promise<void> {
  const schemas = await loadFormSchemas().catch(() => null);
  if (schemas) send(schemas);
  else toast.error(failed);
}
