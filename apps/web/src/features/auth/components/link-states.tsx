import { MAIL_MESSAGES } from '@one-world/contract';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** A mail link that is missing, used, expired or tampered with, and the way to ask for a new one. */
export function InvalidLink({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p className="flex items-start gap-2">
        <AlertIcon className="mt-0.5 size-4 shrink-0" />
        {t(MAIL_MESSAGES.invalidLink)}
      </p>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** A successful step, announced politely (the page's focus stays where it is). */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm font-medium text-brand-800"
    >
      {children}
    </p>
  );
}
