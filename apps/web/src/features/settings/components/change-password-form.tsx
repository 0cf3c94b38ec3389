import { USER_MESSAGES } from '@one-world/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, TextField } from '../../../components/ui';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: the current one, then a new one under the sign-up rule, typed twice. The
 * server signs out the member's other sessions; this one stays signed in.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const { errors, validate, showServerError, setFieldError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const change = useChangePassword();
  const t = useT();
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // After a failed check, focus goes to the first field that needs fixing (its error is read).
  useEffect(() => {
    const first = FIELDS.find((field) => errors[field]);
    if (first) refs.current[first]?.focus();
  }, [errors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failed = t('settings.passwordChangeFailed');
    void withFormSchemas(failed, ({ ChangePasswordBody }) => {
      const body = validate(ChangePasswordBody, values);
      if (!body) return;
      if (values.confirmPassword !== values.newPassword) {
        setFieldError('confirmPassword', t('settings.newPasswordsMismatch'));
        return;
      }
      change.mutate(body, {
        onSuccess: ({ message }) => {
          setValues(EMPTY);
          toast.success(message);
        },
        onError: (error) => {
          // Said under the field, which takes focus (so the message is read out).
          if (isHttpError(error, 401)) {
            setFieldError('currentPassword', errorMessage(error, t(USER_MESSAGES.wrongPassword)));
          } else {
            showServerError(error, failed);
          }
        },
      });
    });
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <SettingsSection
      title={t('settings.changePassword')}
      description={t('settings.changePasswordDescription')}
    >
      <form noValidate onSubmit={onSubmit} onFocus={preloadFormSchemas} className="space-y-4">
        <TextField
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...field('currentPassword')}
        />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          required
          {...field('newPassword')}
        />
        <TextField
          label={t('auth.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" loading={change.isPending || loadingSchemas}>
          {t('settings.changePassword')}
        </Button>
      </form>
    </SettingsSection>
  );
}
