import { useT, useText } from '../../lib/i18n';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** Catalog ids, or texts already translated. */
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone, such as deleting an article. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const text = useText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text(title)}
      description={text(description)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {text(confirmLabel)}
          </Button>
        </>
      }
    />
  );
}
