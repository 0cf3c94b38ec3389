import { Toaster } from 'sonner';

/** The one place toasts appear (sonner announces them through a polite live region). */
export function AppToaster() {
  return <Toaster richColors closeButton position="top-center" duration={4000} />;
}
