import { MAIL_MESSAGES, MailToken, PASSWORD_HINT, Password } from '@one-world/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { parseFieldError } from '../../../lib/form-errors';
import { clearSession } from '../../../lib/session';
import { useResetPassword } from '../api/password-reset';
import { AuthShell } from '../components/auth-shell';
import { BackToSignIn } from '../components/back-to-sign-in';
import { FormAlert } from '../components/form-alert';
import { InvalidLink } from '../components/link-states';
import { useAuthForm } from '../components/use-auth-form';

const INITIAL = { password: '', confirmPassword: '' };
const MISMATCH = 'The passwords do not match';
const FAILED = 'The password could not be reset. Please try again.';

/**
 * /auth/reset?token=: a new password under the sign-up rule, typed twice. The reset ends every
 * session of the member, so the page forgets any signed-in user and goes to sign in.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const [linkDead, setLinkDead] = useState(!MailToken.safeParse(token).success);
  const reset = useResetPassword();
  const form = useAuthForm(INITIAL, { fallbackMessage: FAILED });

  /** The sign-up rule, then the second copy; checked before anything is sent. */
  const check = ({ password, confirmPassword }: typeof INITIAL) => {
    const issue = Password.safeParse(password).error?.issues[0];
    if (issue) return { field: 'password' as const, message: issue.message };
    return confirmPassword === password
      ? null
      : { field: 'confirmPassword' as const, message: MISMATCH };
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
      toast.success(MAIL_MESSAGES.passwordReset);
      void navigate(paths.auth.signIn.href(), { replace: true });
    },
    check,
  );

  return (
    <AuthShell
      title="Reset your password"
      subtitle="Choose a new password for your account."
      footer={<BackToSignIn />}
    >
      {linkDead ? (
        <InvalidLink>
          <Link to={paths.auth.forgotPassword.href()} className={buttonClasses()}>
            Ask for a new link
          </Link>
        </InvalidLink>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            required
            {...form.bind('password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            {...form.bind('confirmPassword')}
          />
          <FormAlert message={form.formError} />
          <Button type="submit" block size="lg" loading={reset.isPending || reset.isSuccess}>
            Reset password
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
