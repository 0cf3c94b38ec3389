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
