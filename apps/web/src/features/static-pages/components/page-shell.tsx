import { COMPANY } from '@one-world/contract';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../lib/document-title';
import { useT, useText } from '../../../lib/i18n';

interface PageShellProps {
  /** Shown in the browser tab as "{title} · One World". */
  /** A catalog id, or a text already translated. */
  title: string;
  /** Small label above the heading, e.g. the section of the site. */
  eyebrow?: string;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** Decorative illustration shown beside the heading on wide screens. */
  illustration?: string;
  children?: ReactNode;
}

/** Page frame for the static screens: document title, the single h1, a lead and the body. */
export function PageShell({ title, eyebrow, lead, illustration, children }: PageShellProps) {
  const t = useT();
  const text = useText();
  const heading = text(title);
  return (
    <article className="mx-auto w-full max-w-5xl py-2 text-ink lg:py-6">
      <DocumentTitle title={t('app.pageTitle', { page: heading, company: COMPANY })} />
      <header className="flex flex-col gap-6 border-b border-slate-200 pb-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {text(eyebrow)}
            </p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h1>
          {lead ? (
            <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600">{lead}</p>
          ) : null}
        </div>
        {illustration ? (
          <img
            src={illustration}
            alt=""
            width={200}
            height={160}
            className="hidden h-40 w-auto shrink-0 md:block"
          />
        ) : null}
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}
