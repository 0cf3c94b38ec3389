import type { SignUpBody } from '@one-world/contract';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useSignUp } from '../api/sign-up';
import { AuthShell } from '../components/auth-shell';
import { CredentialFields } from '../components/credential-fields';
import { FormAlert } from '../components/form-alert';
import { useAuthForm } from '../components/use-auth-form';

const INITIAL: SignUpBody = { name: '', email: '', password: '' };

/** SPEC §2 "Sign Up": no client-side checks; the server's message lands under its field. */
export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const t = useT();
  const form = useAuthForm(INITIAL, {
    fallbackMessage: 'auth.signUpFailed',
    conflictField: 'email',
  });

  const onSubmit = form.submitWith(signUp.mutate, () => {
    void navigate(paths.welcome.href(), { replace: true });
  });

  return (
    <AuthShell
      title={t('auth.signUp')}
      subtitle={t('auth.signUpSubtitle')}
      footer={
        <Link
          to={paths.auth.signIn.href()}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('auth.haveAccount')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label={t('auth.name')}
          autoComplete="name"
          placeholder={t('auth.namePlaceholder')}
          required
          {...form.bind('name')}
        />
        <CredentialFields
          email={form.bind('email')}
          password={form.bind('password')}
          passwordAutoComplete="new-password"
        />
        <FormAlert message={form.formError} />
        <Button type="submit" block size="lg" loading={signUp.isPending || signUp.isSuccess}>
          {t('auth.createAccount')}
        </Button>
      </form>
    </AuthShell>
  );
}
