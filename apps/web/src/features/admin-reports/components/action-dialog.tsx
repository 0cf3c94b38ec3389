import { MODERATION_LIMITS } from '@one-world/contract';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { Button, Modal, SelectField, TextAreaField } from '../../../components/ui';
import { useFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas, useFormSchemas } from '../../../lib/load-form-schemas';
import { toast } from '../../../lib/toast';
import { useDismissReport } from '../api/dismiss-report';
import { useRemoveContent } from '../api/remove-content';
import { useSuspendUser } from '../api/suspend-user';
import { useUnsuspendUser } from '../api/unsuspend-user';
import {
  actionWording,
  type DeskAction,
  FOR_GOOD,
  SUSPENSION_LENGTHS,
  suspensionDays,
} from '../lib/desk-action';

const FIELDS = ['reason', 'days'] as const;

/** An optional reason left blank is sent as none, not as an empty (too short) text. */
const optional = (text: string) => (text.trim() ? text : undefined);

/**
 * Runs a chosen action: each checks its body with the contract's schema (loaded on first use,
 * `useFormSchemas`), puts the problems under the fields, and answers the server's message.
 */
function useRunAction() {
  const dismiss = useDismissReport();
  const remove = useRemoveContent();
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const t = useT();
  const { errors, validate, showServerError } = useFieldErrors(FIELDS);
  const { withFormSchemas, loadingSchemas } = useFormSchemas();
  const busy =
    loadingSchemas ||
    dismiss.isPending ||
    remove.isPending ||
    suspend.isPending ||
    unsuspend.isPending;

  const run = (
    action: DeskAction,
    form: { reason: string; length: string },
    onDone: (message: string) => void,
  ) => {
    const failed = t('moderation.actionFailed');
    const handlers = {
      onSuccess: ({ message }: { message: string }) => onDone(message),
      onError: (error: unknown) => showServerError(error, failed),
    };
    void withFormSchemas(failed, (schemas) => {
      switch (action.type) {
        case 'dismiss': {
          const body = validate(schemas.DismissReportBody, { reason: optional(form.reason) });
          if (body) dismiss.mutate({ reportId: action.reportId, body }, handlers);
          return;
        }
        case 'remove': {
          const input = { reason: form.reason, reportId: action.reportId };
          const body = validate(schemas.RemoveContentBody, input);
          if (body) {
            remove.mutate({ kind: action.kind, contentId: action.contentId, body }, handlers);
          }
          return;
        }
        case 'suspend': {
          const input = {
            reason: form.reason,
            days: suspensionDays(form.length),
            reportId: action.reportId,
          };
          const body = validate(schemas.SuspendUserBody, input);
          if (body) suspend.mutate({ userId: action.member._id, body }, handlers);
          return;
        }
        case 'unsuspend': {
          const body = validate(schemas.UnsuspendUserBody, { reason: optional(form.reason) });
          if (body) unsuspend.mutate({ userId: action.member._id, body }, handlers);
          return;
        }
      }
    });
  };

  return { run, errors, busy };
}

export interface ActionDialogProps {
  action: DeskAction | null;
  onClose: () => void;
}

/** The dialog that confirms a moderation action, with its reason (and a suspension's length). */
export function ActionDialog({ action, onClose }: ActionDialogProps) {
  // The dialog opens on its first field rather than on the close button.
  const firstFieldRef = useRef<HTMLElement>(null);
  const t = useT();
  const wording = action && actionWording(action);
  return (
    <Modal
      open={action !== null}
      onClose={onClose}
      title={wording ? t(wording.title) : ''}
      description={wording ? t(wording.description) : undefined}
      initialFocusRef={firstFieldRef}
    >
      {action && <ActionForm action={action} firstFieldRef={firstFieldRef} onClose={onClose} />}
    </Modal>
  );
}

interface ActionFormProps {
  action: DeskAction;
  firstFieldRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

function ActionForm({ action, firstFieldRef, onClose }: ActionFormProps) {
  const t = useT();
  const { run, errors, busy } = useRunAction();
  const [reason, setReason] = useState('');
  const [length, setLength] = useState<string>(SUSPENSION_LENGTHS[1]?.value ?? FOR_GOOD);
  const wording = actionWording(action);
  const suspending = action.type === 'suspend';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(action, { reason, length }, (message) => {
      toast.success(message);
      onClose();
    });
  };

  return (
    <form onSubmit={onSubmit} onFocus={preloadFormSchemas} noValidate className="space-y-4">
      {suspending && (
        <SelectField
          ref={firstFieldRef as RefObject<HTMLSelectElement | null>}
          label={t('moderation.howLong')}
          name="days"
          value={length}
          onChange={(event) => setLength(event.target.value)}
          options={SUSPENSION_LENGTHS.map(({ value, label }) => ({ value, label: t(label) }))}
          error={errors.days}
        />
      )}
      <TextAreaField
        ref={suspending ? undefined : (firstFieldRef as RefObject<HTMLTextAreaElement | null>)}
        label={t(wording.reasonRequired ? 'moderation.reason' : 'moderation.reasonOptional')}
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        maxLength={MODERATION_LIMITS.reasonMax}
        hint={wording.reasonRequired ? t('moderation.reasonHint') : undefined}
        error={errors.reason}
        required={wording.reasonRequired}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('admin.cancel')}
        </Button>
        <Button
          type="submit"
          variant={action.type === 'unsuspend' ? 'primary' : 'danger'}
          loading={busy}
        >
          {t(wording.confirmLabel)}
        </Button>
      </div>
    </form>
  );
}
