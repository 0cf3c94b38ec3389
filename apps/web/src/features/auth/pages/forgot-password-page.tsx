import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { type FormSchemas, preloadFormSchemas } from '../../../lib/load-form-schemas';
import { useForgotPassword } from '../api/password-reset';
import { AuthShell } from '../components/auth-shell';
import { BackToSignIn } from '../components/back-to-sign-in';
import { EmailField } from '../components/credential-fields';
import { FormAlert } from '../components/form-alert';
import { SuccessNotice } from '../components/link-states';
import { useAuthForm, useIssueText } from '../components/use-auth-form';

const INITIAL = { email: '' };

/**
 * /auth/forgot: asks for the address and says the same thing whether or not an account has it,
 * so the page tells nobody which addresses are members. A 429 is said above the button.
 */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const t = useT();
  const issueText = useIssueText();
  const form = useAuthForm(INITIAL, { fallbackMessage: 'auth.forgotFailed' });

  /** The address's problem under the field, before anything is sent. */
  const checkEmail = (values: typeof INITIAL, { ForgotPasswordBody }: FormSchemas) => {
    const issue = ForgotPasswordBody.safeParse(values).error?.issues[0];
    return issue ? { field: 'email' as const, message: issueText(issue) } : null;
  };
  const onSubmit = form.submitWith(forgot.mutate, () => undefined, checkEmail);

  return (
    <AuthShell
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      footer={<BackToSignIn />}
    >
      {forgot.isSuccess ? (
        <SuccessNotice>{forgot.data.message}</SuccessNotice>
      ) : (
        <form noValidate onSubmit={onSubmit} onFocus={preloadFormSchemas} className="space-y-5">
          <EmailField {...form.bind('email')} />
          <FormAlert message={form.formError} />
          <Button type="submit" block size="lg" loading={forgot.isPending || form.checking}>
            {t('auth.sendLink')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
