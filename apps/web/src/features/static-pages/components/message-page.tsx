import { COMPANY } from '@one-world/contract';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../lib/document-title';
import { useT, useText } from '../../../lib/i18n';

interface MessagePageProps {
  /** A catalog id, or a text already translated. */
  title: string;
  /** Decorative picture above the heading: an icon element or an illustration. */
  visual: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}

/** A short, centred screen with one message (payment done, coming soon, not found). */
export function MessagePage({ title, visual, children, actions }: MessagePageProps) {
  const t = useT();
  const text = useText();
  const heading = text(title);
  return (
    <article className="mx-auto flex w-full max-w-xl flex-col items-center py-8 text-center text-ink sm:py-12">
      <DocumentTitle title={t('app.pageTitle', { page: heading, company: COMPANY })} />
      {visual}
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      <div className="mt-4 space-y-3 text-lg leading-relaxed text-pretty text-slate-600">
        {children}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </article>
  );
}
