import { COMPANY } from '@one-world/contract';
import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { ShieldIcon } from '../components/ui/icons';
import { PageSpinner } from '../components/ui/spinner';
import { paths, REDIRECT_PARAM } from '../config/paths';
import { safeRedirectPath } from '../lib/auth-redirect';
import { DocumentTitle } from '../lib/document-title';
import { useT } from '../lib/i18n';
import { SESSION_QUERY_KEY, useSession } from '../lib/session';

/** Protected area (SPEC §2): signed-out visitors go to /auth/signin and come back afterwards. */
export function RequireAuth() {
  const { status, retry } = useSession();
  if (status === 'loading') return <PageSpinner />;
  // An unreadable session is not a signed-out one: a member must not be sent to sign in.
  if (status === 'error') return <SessionError onRetry={retry} />;
  if (status === 'signedOut') return <SignInFirst />;
  return <Outlet />;
}

/**
 * The admins' area: visitors sign in first and come back, members are told plainly that it is
 * not theirs (the server refuses their requests anyway; this saves them a broken screen).
 */
export function RequireAdmin() {
  const { status, user, retry } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') return <SessionError onRetry={retry} />;
  if (status === 'signedOut') return <SignInFirst />;
  if (user?.role !== 'admin') return <AdminsOnly />;
  return <Outlet />;
}

/**
 * Sign-in and sign-up are for visitors: a user who arrives signed in is sent to the page they
 * asked for (?redirect=) or /. A sign-in completed on the page itself is left to the page,
 * which chooses where to go (sign-up goes to /welcome).
 */
export function GuestOnly() {
  const { status, retry } = useSession();
  const [searchParams] = useSearchParams();
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  if (arrivedSignedIn === null && (status === 'signedIn' || status === 'signedOut')) {
    setArrivedSignedIn(status === 'signedIn');
  }
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') return <SessionError onRetry={retry} />;
  if (arrivedSignedIn ?? status === 'signedIn') {
    return <Navigate to={safeRedirectPath(searchParams.get(REDIRECT_PARAM))} replace />;
  }
  return <Outlet />;
}

/** Sends a visitor to sign in, to come back to this very address (path, query and hash). */
function SignInFirst() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={paths.auth.signIn.href(from)} replace state={{ from }} />;
}

/** Shown by the guards while the session cannot be read, until Retry reads it. */
function SessionError({ onRetry }: { onRetry: () => void }) {
  const retrying = useIsFetching({ queryKey: SESSION_QUERY_KEY }) > 0;
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto mt-10 max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="font-semibold text-red-800">{t('app.sessionErrorTitle')}</p>
      <p className="mt-1 text-sm text-red-700">{t('app.sessionErrorText')}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} loading={retrying}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}

/** What a signed-in member sees at an admin address. */
function AdminsOnly() {
  const t = useT();
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center text-center">
      <DocumentTitle title={t('app.pageTitle', { page: t('app.adminsOnly'), company: COMPANY })} />
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShieldIcon className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('app.adminsOnly')}</h1>
      <p className="mt-2 text-slate-600">{t('app.adminsOnlyText', { company: COMPANY })}</p>
      <Link to={paths.home.href()} className={buttonClasses({ className: 'mt-6' })}>
        {t('app.backHome')}
      </Link>
    </div>
  );
}
