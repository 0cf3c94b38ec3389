/**
 * A module imported on first use, once, so that what it pulls in loads with the first use rather
 * than with the page (issue 12): sonner with the first toast (`toast.tsx`), a form's schemas, and
 * Zod with them, as the form is first used (`load-form-schemas.ts`). A load that failed (the
 * connection dropped, a new release replaced the file) is tried again on the next use.
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
