import { toast } from '../../../lib/toast';

type FormSchemas = typeof import('./form-schemas');

/**
 * The board forms' schemas (./form-schemas.ts), loaded once, on first use: a form starts the
 * load when it takes the focus, so by the time it is sent the schemas are there and the send
 * waits for nothing (a second click cannot slip in while they load). A load that failed (the
 * connection dropped, a new release replaced the file) is tried again on the next use.
 */
let loading: Promise<FormSchemas> | undefined;

export function loadFormSchemas(): Promise<FormSchemas> {
  loading ??= import('./form-schemas').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/**
 * Sends a board form with its schemas. When they cannot be loaded, `failed` (the form's "could
 * not save") goes in an error toast as a failed save's does, and what was typed stays.
 */
export async function withFormSchemas(
  failed: string,
  send: (schemas: FormSchemas) => void,
): Promise<void> {
  const schemas = await loadFormSchemas().catch(() => null);
  if (schemas) send(schemas);
  else toast.error(failed);
}
