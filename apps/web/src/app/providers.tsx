import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LocaleProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { useLater } from '../lib/use-later';
import { RealtimeConnection } from './realtime-connection';

// Toasts follow an action, never the first paint: the toaster (sonner) loads after the app.
const AppToaster = lazy(() =>
  import('../components/ui/toaster').then(({ AppToaster }) => ({ default: AppToaster })),
);

/**
 * App-wide context: the query cache (which also holds the session), the interface language, the
 * real-time connection and the toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider>
        <RealtimeConnection />
        {children}
        <Toasts />
      </LocaleProvider>
    </QueryClientProvider>
  );
}

/**
 * The toaster, asked for in a task after the app's first render (the one with the layout, drawn
 * once the interface language's catalog is in): its import's work stays out of that render.
 */
function Toasts() {
  const later = useLater();
  if (!later) return null;
  return (
    <Suspense>
      <AppToaster />
    </Suspense>
  );
}
