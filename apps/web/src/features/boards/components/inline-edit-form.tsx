import type { ReactNode } from 'react';
import { Button } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { preloadFormSchemas } from '../../../lib/load-form-schemas';

interface InlineEditFormProps {
  /** The form's accessible name ("Edit post"). */
  label: string;
  onSave: () => void | Promise<void>;
  /** Cancel, or Escape anywhere in the form. */
  onCancel: () => void;
  saving: boolean;
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/** The frame of an in-place edit of a post or comment: its fields, then Save and Cancel. */
export function InlineEditForm({
  label,
  onSave,
  onCancel,
  saving,
  className,
  children,
}: InlineEditFormProps) {
  const t = useT();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
      // The fields take the focus as the form opens: the schemas load while the author edits.
      onFocus={preloadFormSchemas}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      className={cn('space-y-3', className)}
      aria-label={label}
      noValidate
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={saving}>
          {t('boards.save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {t('boards.cancel')}
        </Button>
      </div>
    </form>
  );
}
