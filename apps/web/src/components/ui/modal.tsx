import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useT, useText } from '../../lib/i18n';
import { CloseIcon } from './icons';

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** Hide the × button (e.g. when the footer has its own close action). */
  hideCloseButton?: boolean;
  /**
   * Focused once the dialog opens, e.g. its only field; otherwise the browser focuses the first
   * focusable element (the × button). React's `autoFocus` cannot do it: it runs before the
   * dialog is shown.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * An accessible modal dialog on the native <dialog>: the page behind is inert (focus stays
 * inside), Escape and a backdrop click close it, and focus returns to where it was.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  initialFocusRef,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const t = useT();
  const text = useText();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      dialog.close();
      previouslyFocused?.focus?.();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only backdrop clicks; keyboard users have Escape and the close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl bg-transparent p-0 backdrop:bg-ink/60 backdrop:backdrop-blur-sm',
        SIZES[size],
      )}
    >
      <div className="rounded-2xl bg-white p-6 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {text(title)}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('ui.close')}
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon />
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            {text(description)}
          </p>
        )}
        {children && <div className="mt-4">{children}</div>}
        {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
      </div>
    </dialog>
  );
}
