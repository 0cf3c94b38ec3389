import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppToaster } from '../components/ui/toaster';
import { LocaleProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { RealtimeConnection } from './realtime-connection';

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
        <AppToaster />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
