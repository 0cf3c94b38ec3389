import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppToaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { RealtimeConnection } from './realtime-connection';

/**
 * App-wide context: the query cache (which also holds the session), the real-time connection
 * and the toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <RealtimeConnection />
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
