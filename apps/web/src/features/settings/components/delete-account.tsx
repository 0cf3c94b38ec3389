import { DeleteAccountBody, USER_MESSAGES } from '@one-world/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, Modal, TextField } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpError } from '../../../lib/api-client';
import { useFieldErrors } from '../../../lib/form-errors';
import { clearSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

const FIELDS = ['password'] as const;

const WHAT_GOES =
  'Your profile, comments, likes, follows, reports and conversations are erased. Posts that other members commented on stay, under "Deleted member". This cannot be undone.';

/** "Delete my account", confirmed with the password; afterwards the member lands on home. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title="Delete my account" description={WHAT_GOES} tone="danger">
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete my account
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
  const remove = useDeleteAccount();
  const client = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = validate(DeleteAccountBody, { password });
    if (!body) {
      passwordRef.current?.focus();
      return;
    }
    try {
      const { message } = await remove.mutateAsync(body);
      // Home first, so the protected page does not send a signed-out user to sign in.
      await navigate(paths.home.href());
      clearSession(client);
      toast.success(message);
    } catch (error) {
      if (isHttpError(error, 401)) {
        setFieldError('password', errorMessage(error, USER_MESSAGES.wrongDeletePassword));
        passwordRef.current?.focus();
      } else {
        showServerError(error, 'Your account could not be deleted.');
      }
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Delete your account?"
      description={WHAT_GOES}
      initialFocusRef={passwordRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={remove.isPending}>
            Delete my account
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          ref={passwordRef}
          label="Password"
          hint="Enter your password to confirm."
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
