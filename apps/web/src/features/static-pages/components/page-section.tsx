import { type ReactNode, useId } from 'react';
import { useText } from '../../../lib/i18n';

interface PageSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled region of a static page; the h2 names the section for assistive technology. */
export function PageSection({ title, children }: PageSectionProps) {
  const headingId = useId();
  const text = useText();
  return (
    <section aria-labelledby={headingId} className="max-w-3xl">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
        {text(title)}
      </h2>
      <div className="mt-3 space-y-4 leading-relaxed text-slate-700 [&_li]:ps-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-5">
        {children}
      </div>
    </section>
  );
}
