import { MAIL_MESSAGES, MAIL_TOKEN_PATTERN } from '@one-world/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { parseFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { type FormSchemas, preloadFormSchemas } from '../../../lib/load-form-schemas';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/password-reset';
import { AuthShell } from '../components/auth-shell';
import { BackToSignIn } from '../components/back-to-sign-in';
import { FormAlert } from '../components/form-alert';
import { InvalidLink } from '../components/link-states';
import { useAuthForm, useIssueText } from '../components/use-auth-form';

const INITIAL = { password: '', confirmPassword: '' };

/**
 * /auth/reset?token=: a new password under the sign-up rule, typed twice. The reset ends every
 * session of the member, so the page forgets any signed-in user and goes to sign in.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const [linkDead, setLinkDead] = useState(!MAIL_TOKEN_PATTERN.test(token));
  const reset = useResetPassword();
  const t = useT();
  const issueText = useIssueText();
  const form = useAuthForm(INITIAL, { fallbackMessage: 'auth.resetFailed' });

  /** The sign-up rule, then the second copy; checked before anything is sent. */
  const check = ({ password, confirmPassword }: typeof INITIAL, { Password }: FormSchemas) => {
    const issue = Password.safeParse(password).error?.issues[0];
    if (issue) return { field: 'password' as const, message: issueText(issue) };
    return confirmPassword === password
      ? null
      : { field: 'confirmPassword' as const, message: t('auth.passwordsMismatch') };
  };

  const send: Parameters<typeof form.submitWith>[0] = ({ password }, { onSuccess, onError }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess,
        onError: (error) => {
          // A 400 that names no field is the link itself: used, expired or tampered with.
          const namesField = parseFieldError(errorMessage(error, ''), ['password']);
          if (isHttpError(error, 400) && !namesField) setLinkDead(true);
          else onError(error);
        },
      },
    );

  const onSubmit = form.submitWith(
    send,
    () => {
      clearSession(client);
      toast.success(t(MAIL_MESSAGES.passwordReset));
      void navigate(paths.auth.signIn.href(), { replace: true });
    },
    check,
  );

  return (
    <AuthShell
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={<BackToSignIn />}
    >
      {linkDead ? (
        <InvalidLink>
          <Link to={paths.auth.forgotPassword.href()} className={buttonClasses()}>
            {t('auth.askNewLink')}
          </Link>
        </InvalidLink>
      ) : (
        <form noValidate onSubmit={onSubmit} onFocus={preloadFormSchemas} className="space-y-5">
          <TextField
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            required
            {...form.bind('password')}
          />
          <TextField
            label={t('auth.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...form.bind('confirmPassword')}
          />
          <FormAlert message={form.formError} />
          <Button
            type="submit"
            block
            size="lg"
            loading={reset.isPending || reset.isSuccess || form.checking}
          >
            {t('auth.resetButton')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
