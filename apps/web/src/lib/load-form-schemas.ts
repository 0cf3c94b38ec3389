import { useCallback, useRef, useState } from 'react';
import { loadOnUse } from './load-on-use';
import { toast } from './toast';

export type FormSchemas = typeof import('./form-schemas');

/** The schemas once loaded, so that a send after that waits for nothing. */
let loaded: FormSchemas | null = null;

/** The forms' schemas (./form-schemas.ts), loaded once, on first use (`loadOnUse`). */
const loadFormSchemas = loadOnUse(() =>
  import('./form-schemas').then((schemas) => {
    loaded = schemas;
    return schemas;
  }),
);

/**
 * Starts loading the schemas as a form takes the focus, so that by the time it is sent they are
 * there and the send waits for nothing. A failure is left for the send to report.
 */
export function preloadFormSchemas(): void {
  loadFormSchemas().catch(() => undefined);
}

/**
 * A form's sends with the schemas. `withFormSchemas(failed, send)` runs `send` with them: at once
 * once they are loaded, else after loading them, with `loadingSchemas` true meanwhile so that the
 * form's button shows it is busy. A send of the form while its last one still waits is dropped
 * (a double click on a slow network would otherwise send it twice: two posts, two quizzes
 * counted); once they are there, the form's own busy state stops a second send. When they cannot
 * be loaded, `failed` (the form's "could not save") goes in an error toast as a failed save's
 * does, and what was typed stays; the next send tries the load again.
 */
export function useFormSchemas() {
  const [loadingSchemas, setLoadingSchemas] = useState(false);
  // The state redraws the button; the ref is what a second click reads, as it can come before
  // that redraw.
  const waiting = useRef(false);
  const withFormSchemas = useCallback(
    async (failed: string, send: (schemas: FormSchemas) => void): Promise<void> => {
      if (loaded) {
        send(loaded);
        return;
      }
      if (waiting.current) return;
      waiting.current = true;
      setLoadingSchemas(true);
      try {
        const schemas = await loadFormSchemas().catch(() => null);
        if (schemas) send(schemas);
        else toast.error(failed);
      } finally {
        waiting.current = false;
        setLoadingSchemas(false);
      }
    },
    [],
  );
  return { withFormSchemas, loadingSchemas };
}
