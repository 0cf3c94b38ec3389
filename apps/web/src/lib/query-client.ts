import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryKey,
  type Updater,
} from '@tanstack/react-query';
import { ApiError, isHttpError } from './api-client';
import { SESSION_QUERY_KEY } from './session';

/** Mutations under this key report their own 401s (wrong password is not an expired session). */
export const AUTH_MUTATION_KEY = 'auth';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.kind === 'HTTP') {
    const status = error.status ?? 0;
    return status >= 500 && failureCount < 1;
  }
  return failureCount < 2;
}

/**
 * The app's query client. A 401 from any call other than the session itself or sign-in means
 * the session ended on the server, so the session is re-read and the guards react.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== SESSION_QUERY_KEY[0] && isHttpError(error, 401)) {
          void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.options.mutationKey?.[0] !== AUTH_MUTATION_KEY && isHttpError(error, 401)) {
          void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * Writes what the server answered after a change (a mutation's answer, a socket event) into a
 * cached query. A read of that query still on its way may have been made before the change and
 * answer after it, putting the older state back (the bell once stayed at 99+ after "Mark all as
 * read"): it is cancelled, and made again after the write.
 */
export function setFreshQueryData<T>(
  client: QueryClient,
  queryKey: QueryKey,
  updater: Updater<T | undefined, T | undefined>,
): void {
  const reading = client.isFetching({ queryKey, exact: true }) > 0;
  if (reading) void client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<T>(queryKey, updater);
  if (reading) void client.invalidateQueries({ queryKey, exact: true });
}

/**
 * Writes a change the server announced (a socket event) into a cached query now and again when a
 * read of it on its way lands, without cancelling that read. The read may have been made before
 * the change (a first page), or keep an infinite query's pages as they were when it began (loading
 * older ones): either would leave the change out. `update` must be idempotent, as it may run on
 * data that already holds the change.
 */
export function setLastingQueryData<T>(
  client: QueryClient,
  queryKey: QueryKey,
  update: (data: T | undefined) => T | undefined,
): void {
  client.setQueryData<T>(queryKey, update);
  const cache = client.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query || query.state.fetchStatus === 'idle') return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') unsubscribe();
    if (event.type !== 'updated' || query.state.fetchStatus !== 'idle') return;
    unsubscribe();
    client.setQueryData<T>(queryKey, update);
  });
}
