import { useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { REDIRECT_PARAM, safeRedirectPath, signInHref } from '../lib/auth-redirect';
import { useSession } from '../lib/session';

/** Protected area (SPEC §2): signed-out visitors go to /auth/signin and come back afterwards. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInHref(from)} replace state={{ from }} />;
  }
  return <Outlet />;
}

/**
 * Sign-in and sign-up are for visitors: a user who arrives signed in is sent to the page they
 * asked for (?redirect=) or /. A sign-in completed on the page itself is left to the page,
 * which chooses where to go (sign-up goes to /welcome).
 */
export function GuestOnly() {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  if (arrivedSignedIn === null && status !== 'loading') {
    setArrivedSignedIn(status === 'signedIn');
  }
  if (status === 'loading') return <PageSpinner />;
  if (arrivedSignedIn ?? status === 'signedIn') {
    return <Navigate to={safeRedirectPath(searchParams.get(REDIRECT_PARAM))} replace />;
  }
  return <Outlet />;
}
