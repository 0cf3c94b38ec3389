import { useCallback, useRef } from 'react';
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
async function withFormSchemas(
  failed: string,
  send: (schemas: FormSchemas) => void,
): Promise<void> {
  const schemas = await loadFormSchemas().catch(() => null);
  if (schemas) send(schemas);
  else toast.error(failed);
}

/**
 * A form's `withFormSchemas`: a send of the form while its last one still waits for the schemas
 * is dropped. On a slow network the first send waits for them while the form shows nothing busy
 * yet, and a double click on its button would otherwise send it twice (two posts, two quizzes
 * counted); once they are there, the form's own busy state stops a second send as before.
 */
export function useFormSchemas(): typeof withFormSchemas {
  const waiting = useRef(false);
  return useCallback(async (failed, send) => {
    if (waiting.current) return;
    waiting.current = true;
    try {
      await withFormSchemas(failed, send);
    } finally {
      waiting.current = false;
    }
  }, []);
}
