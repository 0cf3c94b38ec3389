import { MAIL_MESSAGES, MailToken } from '@one-world/contract';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthShell } from '../components/auth-shell';
import { BackToSignIn } from '../components/back-to-sign-in';
import { InvalidLink, SuccessNotice } from '../components/link-states';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';

/**
 * /auth/confirm?token=: confirms the address of a sign-up or of an address change as the page
 * opens (a mail scanner fetching the link runs no script, so it confirms nothing).
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const wellFormed = MailToken.safeParse(token).success;
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // The token is single-use: it is sent once, even when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!wellFormed || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token, wellFormed]);

  return (
    <AuthShell
      title="Confirm your email"
      subtitle="The link we mailed you proves that the address is yours."
      footer={<BackToSignIn />}
    >
      {!wellFormed || (confirm.isError && isHttpError(confirm.error, 400)) ? (
        <InvalidLink>
          <NewLinkAction />
        </InvalidLink>
      ) : confirm.isError ? (
        <ErrorState
          error={confirm.error}
          fallback="The address could not be confirmed."
          onRetry={() => mutate({ token })}
          retrying={confirm.isPending}
        />
      ) : confirm.isSuccess ? (
        <div className="space-y-5">
          <SuccessNotice>{confirm.data.message}</SuccessNotice>
          <Link to={paths.home.href()} className={buttonClasses({ block: true })}>
            Go to Home
          </Link>
        </div>
      ) : (
        <LoadingState label="Confirming your email address..." />
      )}
    </AuthShell>
  );
}

/** How to get a new link: "Send again" for the unconfirmed member, else what applies to them. */
function NewLinkAction() {
  const { user } = useSession();
  if (!user) {
    return (
      <p>
        <Link to={paths.auth.signIn.href()} className="font-semibold underline">
          Sign in
        </Link>{' '}
        and choose "{MAIL_MESSAGES.sendAgain}" in the banner to get a new link.
      </p>
    );
  }
  if (!user.emailConfirmed) return <ResendConfirmationButton />;
  if (user.pendingEmail) {
    return (
      <Link to={paths.settings.href()} className="font-semibold underline">
        Change your address again in Account settings
      </Link>
    );
  }
  return <p>{MAIL_MESSAGES.alreadyConfirmed}</p>;
}
