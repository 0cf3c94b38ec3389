import { MAIL_MESSAGES, type SignInBody } from '@one-world/contract';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths, REDIRECT_PARAM } from '../../../config/paths';
import { safeRedirectPath } from '../../../lib/auth-redirect';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSignIn } from '../api/sign-in';
import { AuthShell } from '../components/auth-shell';
import { CredentialFields } from '../components/credential-fields';
import { FormAlert } from '../components/form-alert';
import { useAuthForm } from '../components/use-auth-form';

const INITIAL: SignInBody = { email: '', password: '' };

/** SPEC §2 "Sign In": success goes to / or to the protected page that sent the user here. */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = safeRedirectPath(
    searchParams.get(REDIRECT_PARAM) ?? (typeof from === 'string' ? from : null),
  );
  const signIn = useSignIn();
  const t = useT();
  const form = useAuthForm(INITIAL, { fallbackMessage: 'auth.signInFailed' });

  const onSubmit = form.submitWith(signIn.mutate, () => {
    toast.success(t('auth.signedIn'));
    void navigate(target, { replace: true });
  });

  return (
    <AuthShell
      title={t('auth.signIn')}
      subtitle={t('auth.signInSubtitle')}
      footer={
        <Link
          to={paths.auth.signUp.href()}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('auth.noAccount')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <CredentialFields
          email={form.bind('email')}
          password={form.bind('password')}
          passwordAutoComplete="current-password"
        />
        <p className="-mt-2 text-end text-sm">
          <Link
            to={paths.auth.forgotPassword.href()}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t(MAIL_MESSAGES.forgotLink)}
          </Link>
        </p>
        <FormAlert message={form.formError} />
        <Button type="submit" block size="lg" loading={signIn.isPending || signIn.isSuccess}>
          {t('auth.signIn')}
        </Button>
      </form>
    </AuthShell>
  );
}
