import { MAIL_MESSAGES, MAIL_TOKEN_PATTERN } from '@one-world/contract';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
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
  const wellFormed = MAIL_TOKEN_PATTERN.test(token);
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const t = useT();
  // The token is single-use: it is sent once, even when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!wellFormed || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token, wellFormed]);

  return (
    <AuthShell
      title={t('auth.confirmTitle')}
      subtitle={t('auth.confirmSubtitle')}
      footer={<BackToSignIn />}
    >
      {!wellFormed || (confirm.isError && isHttpError(confirm.error, 400)) ? (
        <InvalidLink>
          <NewLinkAction />
        </InvalidLink>
      ) : confirm.isError ? (
        <ErrorState
          error={confirm.error}
          fallback={t('auth.confirmFailed')}
          onRetry={() => mutate({ token })}
          retrying={confirm.isPending}
        />
      ) : confirm.isSuccess ? (
        <div className="space-y-5">
          <SuccessNotice>{confirm.data.message}</SuccessNotice>
          <Link to={paths.home.href()} className={buttonClasses({ block: true })}>
            {t('auth.goHome')}
          </Link>
        </div>
      ) : (
        <LoadingState label={t('auth.confirming')} />
      )}
    </AuthShell>
  );
}

/** How to get a new link: "Send again" for the unconfirmed member, else what applies to them. */
function NewLinkAction() {
  const { user } = useSession();
  const t = useT();
  if (!user) {
    return (
      <p>
        <FormattedMessage
          id="auth.signInForNewLink"
          values={{
            sendAgain: t(MAIL_MESSAGES.sendAgain),
            link: (chunks) => (
              <Link to={paths.auth.signIn.href()} className="font-semibold underline">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    );
  }
  if (!user.emailConfirmed) return <ResendConfirmationButton />;
  if (user.pendingEmail) {
    return (
      <Link to={paths.settings.href()} className="font-semibold underline">
        {t('auth.changeAddressAgain')}
      </Link>
    );
  }
  return <p>{t(MAIL_MESSAGES.alreadyConfirmed)}</p>;
}
