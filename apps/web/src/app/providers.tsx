import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LocaleProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
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
        <Suspense>
          <AppToaster />
        </Suspense>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
