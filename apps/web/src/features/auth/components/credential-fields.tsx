import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import type { BoundField } from './use-auth-form';

interface CredentialFieldsProps {
  email: BoundField;
  password: BoundField;
  /** "new-password" on sign-up, so password managers offer to make one up. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** The account's email address, as every auth form asks for it. */
export function EmailField(props: BoundField) {
  const t = useT();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      placeholder={t('auth.emailPlaceholder')}
      required
      {...props}
    />
  );
}

/** The email and password inputs both auth forms ask for. */
export function CredentialFields({ email, password, passwordAutoComplete }: CredentialFieldsProps) {
  const t = useT();
  return (
    <>
      <EmailField {...email} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete={passwordAutoComplete}
        placeholder={t('auth.passwordHint')}
        required
        {...password}
      />
    </>
  );
}
