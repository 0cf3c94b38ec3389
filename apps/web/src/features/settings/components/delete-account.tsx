import { type DeleteAccountBody, USER_MESSAGES } from '@one-world/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Modal, TextField } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

const FIELDS = ['password'] as const;

/** "Delete my account", confirmed with the password; afterwards the member lands on home. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <SettingsSection
      title={t('settings.deleteAccount')}
      description={t('settings.deleteDescription')}
      tone="danger"
    >
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('settings.deleteAccount')}
      </Button>
      {/* Mounted afresh on each opening, so the password starts empty. */}
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const { errors, validate, showServerError, setFieldError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const remove = useDeleteAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const t = useT();

  const failed = t('settings.deleteFailed');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void withFormSchemas(failed, ({ DeleteAccountBody }) => {
      const body = validate(DeleteAccountBody, { password });
      if (body) void deleteAccount(body);
      else passwordRef.current?.focus();
    });
  };

  const deleteAccount = async (body: DeleteAccountBody) => {
    try {
      const { message } = await remove.mutateAsync(body);
      // Home first, so the protected page does not send a signed-out user to sign in.
      await navigate(paths.home.href());
      clearSession(client);
      toast.success(message);
    } catch (error) {
      if (isHttpError(error, 401)) {
        setFieldError('password', errorMessage(error, t(USER_MESSAGES.wrongDeletePassword)));
        passwordRef.current?.focus();
      } else {
        showServerError(error, failed);
      }
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('settings.deleteConfirmTitle')}
      description={t('settings.deleteDescription')}
      initialFocusRef={passwordRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={remove.isPending || loadingSchemas}
          >
            {t('settings.deleteAccount')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} onFocus={preloadFormSchemas}>
        <TextField
          ref={passwordRef}
          label={t('auth.password')}
          hint={t('settings.deletePasswordHint')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          announceError
        />
      </form>
    </Modal>
  );
}
