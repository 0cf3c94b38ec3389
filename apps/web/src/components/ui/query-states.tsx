import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useT, useText } from '../../lib/i18n';
import { Button } from './button';
import { Spinner } from './spinner';

/** The centred spinner a list or page shows while its data loads. */
export function LoadingState({ label }: { label?: string }) {
  const text = useText();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={label && text(label)} />
    </div>
  );
}

/**
 * A page's loading state that holds what its served first screen drew (`useServedFirstCard`)
 * where its content goes: the reader keeps what they see, and screen readers hear that it loads.
 * A list's first card goes in a list of the list's look (`listClassName`).
 */
export function HeldFirstCard({
  card,
  label,
  listClassName,
}: {
  card: Element;
  /** Announced while it loads ("Loading..." unless told otherwise), as LoadingState's. */
  label?: string;
  listClassName?: string;
}) {
  const hold = (holder: HTMLElement | null) => holder?.replaceChildren(card);
  return (
    <>
      <Spinner size="lg" label={label} className="sr-only" />
      {listClassName === undefined ? (
        <div aria-busy="true" ref={hold} />
      ) : (
        <ul aria-busy="true" className={listClassName}>
          <li ref={hold} />
        </ul>
      )}
    </>
  );
}

export interface ErrorStateProps {
  error: unknown;
  /** Said when the failure carries no message of its own (a catalog id, or translated text). */
  fallback: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load, announced, with the server's message (or the fallback) and a Retry button. */
export function ErrorState({ error, fallback, onRetry, retrying = false }: ErrorStateProps) {
  const t = useT();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{errorMessage(error, fallback)}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} loading={retrying}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}

/** The dashed box of an empty list; `children` may add a way out (a link or a button). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  const text = useText();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="text-slate-600">{text(message)}</p>
      {children && <div className="mt-4 flex justify-center">{children}</div>}
    </div>
  );
}
