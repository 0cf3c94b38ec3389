import type { ReactNode } from 'react';
// biome-ignore lint/style/noRestrictedImports: a type only
import type { ExternalToast } from 'sonner';
import { translateText } from './i18n';
import { loadOnUse } from './load-on-use';

type Sonner = typeof import('sonner');

let sonner: Sonner | undefined;

/**
 * Sonner, the toasts' library, loaded by the first toast (or by the toaster, which mounts after
 * the app's first render), never with a page's own code: its 9 KB gzip and the stylesheet it adds
 * to the document as it loads stay out of every page's first screen (issue 12).
 */
export const loadSonner = loadOnUse(async () => {
  // biome-ignore lint/style/noRestrictedImports: the one place sonner's toasts load
  sonner = await import('sonner');
  return sonner;
});

function show(kind: 'success' | 'error', message: ReactNode, options?: ExternalToast): void {
  if (sonner) sonner.toast[kind](message, options);
  else void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
}

/** Sonner's `toast.success` and `toast.error`: shown at once when sonner is loaded, else once it is. */
export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
};

/**
 * An error toast screen readers do not hear, for an error the page already announces in an
 * inline alert, so it is not read out twice. Without a close button nothing in it is announced;
 * it goes by itself like every toast. `message` is a catalog id or a text already translated.
 */
export function toastSeenOnly(message: string) {
  toast.error(<span aria-hidden="true">{translateText(message)}</span>, { closeButton: false });
}
