/**
 * The signed-in user. GET /api/session (the cookie is the truth) is loaded once per page load
 * through TanStack Query and mirrored into local storage `userInfo` for code that reads it.
 */
import { SessionResponse, type SessionUser } from '@one-world/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { writeUserInfo } from './storage';

export const SESSION_QUERY_KEY = ['session'] as const;

/** 'error': the session could not be read (server error, offline), so nobody knows yet. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export interface Session {
  user: SessionUser | null;
  status: SessionStatus;
  /** Reads the session again, e.g. from a Retry button after an error. */
  retry: () => void;
}

/** GET /api/session; also refreshes (or clears) the local-storage mirror. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await api.get('/api/session', {
    signal,
    schema: import.meta.env.DEV && SessionResponse,
  });
  writeUserInfo(user);
  return user;
}

/**
 * The current user and whether the session is still loading, signed in, signed out or could not
 * be read. Once read, a failed background refresh keeps the last answer.
 */
export function useSession(): Session {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
    retry: 1,
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (query.data === undefined) {
    return { user: null, status: query.isError ? 'error' : 'loading', retry };
  }
  return { user: query.data, status: query.data ? 'signedIn' : 'signedOut', retry };
}

/** Replaces the cached user (null signs out locally) and its local-storage mirror. */
export function setSessionUser(client: QueryClient, user: SessionUser | null): void {
  client.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, user);
  writeUserInfo(user);
}

const notSession = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] !== SESSION_QUERY_KEY[0];

/**
 * The member changed their own name or pictures: the new user goes to the cache and its mirror,
 * and every other cached list (posts, comments, members), which may still show the old ones, is
 * re-read the next time it is shown.
 */
export function replaceSessionUser(client: QueryClient, user: SessionUser): void {
  void client.invalidateQueries({ predicate: notSession, refetchType: 'none' });
  setSessionUser(client, user);
}

/**
 * Forgets the signed-in user after their session ended on the server (logout, signing out
 * everywhere, a deleted account): data cached for them must not outlive it, and what is on
 * screen is re-read as a visitor.
 */
export function clearSession(client: QueryClient): void {
  client.removeQueries({ type: 'inactive', predicate: notSession });
  void client.invalidateQueries({ type: 'active', predicate: notSession });
  setSessionUser(client, null);
}
