import type { SessionUser } from '@one-world/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button, TextField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useChangeEmail } from '../api/change-email';
import { SettingsSection } from './settings-section';

const FIELDS = ['email'] as const;

/**
 * "Email address": the address in use, a new one waiting for its confirmation link, and the
 * form that asks for a change (it takes effect only from the link mailed to the new address).
 */
export function EmailAddress() {
  const { user } = useSession();
  const t = useT();
  return (
    <SettingsSection
      title={t('settings.emailAddress')}
      description={t('settings.emailAddressDescription')}
    >
      {user && <EmailAddressForm user={user} />}
    </SettingsSection>
  );
}

function EmailAddressForm({ user }: { user: SessionUser }) {
  const [email, setEmail] = useState('');
  const { errors, validate, placeServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const inputRef = useRef<HTMLInputElement>(null);
  const change = useChangeEmail(user._id);
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = t('settings.emailChangeFailed');
    void withFormSchemas(failed, ({ ProfileUpdateBody }) => {
      const body = validate(ProfileUpdateBody.required({ email: true }), { email });
      if (!body) {
        inputRef.current?.focus();
        return;
      }
      change.mutate(body.email, {
        onSuccess: ({ message }) => {
          setEmail('');
          toast.success(message);
        },
        onError: (error) => {
          const { message, field } = placeServerError(error, failed, 'email');
          if (field) inputRef.current?.focus();
          toast.error(message);
        },
      });
    });
  };

  return (
    <div className="space-y-4">
      <dl className="space-y-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('settings.currentAddress')}</dt>
          <dd className="font-medium break-all text-ink">{user.email}</dd>
        </div>
        {user.pendingEmail && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-slate-600">{t('settings.pendingAddress')}</dt>
            <dd className="font-medium break-all text-ink">{user.pendingEmail}</dd>
          </div>
        )}
      </dl>
      <form noValidate onSubmit={onSubmit} onFocus={preloadFormSchemas} className="space-y-4">
        <TextField
          ref={inputRef}
          label={t('settings.newEmail')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={change.isPending || loadingSchemas}>
          {t('settings.changeAddress')}
        </Button>
      </form>
    </div>
  );
}
