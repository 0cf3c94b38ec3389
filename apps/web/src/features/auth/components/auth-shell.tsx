import { COMPANY } from '@one-world/contract';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

export interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The line under the form that links to the other auth screen. */
  footer: ReactNode;
}

/** The two-column frame of the sign-in and sign-up screens. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const t = useT();
  return (
    <Card className="mx-auto grid max-w-4xl overflow-hidden md:grid-cols-[1fr_1.1fr]">
      <div className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-600 to-brand-700 p-10 text-white md:flex">
        <div
          aria-hidden="true"
          className="absolute -end-24 -bottom-24 size-72 rounded-full border-[40px] border-white/10"
        />
        <div className="flex items-center gap-3">
          <img src="/images/logo.svg" alt="" className="size-10 rounded-full bg-white p-1" />
          <span className="text-xl font-bold">{COMPANY}</span>
        </div>
        <div className="relative">
          <p className="text-3xl leading-tight font-bold">{t('account.tagline')}</p>
          <p className="mt-3 text-brand-50/90">{t('auth.pitch')}</p>
        </div>
      </div>
      <div className="p-6 sm:p-10">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
      </div>
    </Card>
  );
}
