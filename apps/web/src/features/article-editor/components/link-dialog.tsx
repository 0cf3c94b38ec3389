import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { Button, Modal, TextField } from '../../../components/ui';
import { useT } from '../../../lib/i18n';

/** The addresses the server keeps in an article's links (its sanitizer refuses the rest). */
export const SAFE_LINK = /^(?:https?:\/\/|mailto:)\S+$/i;

/** "example.org/page" → "https://example.org/page"; an address with a scheme stays as typed. */
export function normalizeLink(input: string): string {
  const trimmed = input.trim();
  if (!trimmed || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return trimmed.includes('@') && !trimmed.includes('/')
    ? `mailto:${trimmed}`
    : `https://${trimmed}`;
}

interface LinkDialogProps {
  open: boolean;
  /** The link under the cursor, to edit or remove; empty for a new one. */
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link's address (web or email) for the selected text. */
export function LinkDialog({ open, initialHref, onApply, onRemove, onClose }: LinkDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(initialHref ? 'editor.editLink' : 'editor.addLink')}
      size="sm"
      initialFocusRef={inputRef}
    >
      {/* Mounted afresh on each opening, so the field starts from the current link. */}
      {open && (
        <LinkForm
          inputRef={inputRef}
          initialHref={initialHref}
          onApply={onApply}
          onRemove={onRemove}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface LinkFormProps extends Omit<LinkDialogProps, 'open'> {
  inputRef: RefObject<HTMLInputElement | null>;
}

function LinkForm({ inputRef, initialHref, onApply, onRemove, onClose }: LinkFormProps) {
  const t = useT();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles events along its own tree, where this dialog sits inside the article form:
    // without this the submit would reach that form too and save the article.
    event.stopPropagation();
    const normalized = normalizeLink(href);
    if (!SAFE_LINK.test(normalized)) {
      setError(t('editor.linkInvalid'));
      return;
    }
    onApply(normalized);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        ref={inputRef}
        label={t('editor.address')}
        name="href"
        type="text"
        inputMode="url"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        placeholder="https://example.org"
        error={error}
        announceError
        autoComplete="off"
      />
      <div className="flex flex-wrap justify-end gap-3">
        {initialHref && (
          <Button variant="ghost" onClick={onRemove} className="me-auto text-red-700">
            {t('editor.removeLink')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit">{t('editor.apply')}</Button>
      </div>
    </form>
  );
}
