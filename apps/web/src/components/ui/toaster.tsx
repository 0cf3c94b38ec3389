import { Toaster, toast } from 'sonner';

/** The one place toasts appear (sonner announces them through a polite live region). */
export function AppToaster() {
  return <Toaster richColors closeButton position="top-center" duration={4000} />;
}

/**
 * An error toast screen readers do not hear, for an error the page already announces in an
 * inline alert, so it is not read out twice. Without a close button nothing in it is announced;
 * it goes by itself like every toast.
 */
export function toastSeenOnly(message: string) {
  toast.error(<span aria-hidden="true">{message}</span>, { closeButton: false });
}
