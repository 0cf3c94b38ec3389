import { PASSWORD_HINT } from '@one-world/contract';
import { TextField } from '../../../components/ui/text-field';
import type { BoundField } from './use-auth-form';

interface CredentialFieldsProps {
  email: BoundField;
  password: BoundField;
  /** "new-password" on sign-up, so password managers offer to make one up. */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** The account's email address, as every auth form asks for it. */
export function EmailField(props: BoundField) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}

/** The email and password inputs both auth forms ask for. */
export function CredentialFields({ email, password, passwordAutoComplete }: CredentialFieldsProps) {
  return (
    <>
      <EmailField {...email} />
      <TextField
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        placeholder={PASSWORD_HINT}
        required
        {...password}
      />
    </>
  );
}
