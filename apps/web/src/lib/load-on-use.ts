import { toast } from './toast';

/**
 * A module imported on first use, once, so that what it pulls in (a form's schemas, and Zod with
 * them) loads with the first send rather than with the page (issue 12). A form starts the load
 * when it takes the focus, so by the time it is sent the module is there and the send waits for
 * nothing. A load that failed (the connection dropped, a new release replaced the file) is tried
 * again on the next use. The members' forms load their schemas with it (`load-form-schemas.ts`).
 */
export function loadOnUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

/** Starts the load ahead of a send (a form taking the focus); a failure is left for the send to report. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * Sends a form with its module. When the module cannot be loaded, `failed` (the form's "could
 * not save") goes in an error toast as a failed save's does, and what was typed stays.
 */
export async function sendWith<T>(
  load: () => Promise<T>,
  failed: string,
  send: (module: T) => void,
): Promise<void> {
  const module = await load().catch(() => null);
  if (module) send(module);
  else toast.error(failed);
}
