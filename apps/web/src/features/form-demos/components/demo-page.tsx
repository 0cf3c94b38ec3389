import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

const DEMOS = [
  { to: paths.forms.elements.href(), label: 'forms.elementsTab' },
  { to: paths.forms.layout.href(), label: 'forms.layoutTab' },
] as const;

/** Frame of a form demo page: heading, a switch between the two demos, then the examples. */
export function DemoPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-5xl py-2 text-ink lg:py-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('forms.designSystem')}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-slate-600">{lead}</p>
        </div>
        <nav aria-label={t('forms.demos')}>
          <ul className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {DEMOS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${
                      isActive ? 'bg-white text-ink shadow-sm' : 'text-slate-600 hover:text-ink'
                    }`
                  }
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mt-8 space-y-8">{children}</div>
    </div>
  );
}
