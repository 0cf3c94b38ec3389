import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AppToaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';

/** App-wide context: the query cache (which also holds the session) and the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
