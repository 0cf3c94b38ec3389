import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui';
import { useT } from '../../../lib/i18n';

interface DemoFormProps {
  title: string;
  description: string;
  submitLabel?: string;
  /** Extra classes for the grid that holds the fields. */
  layout?: string;
  children: ReactNode;
}

/** A showcase form in a card: submitting only reveals a note, nothing is sent anywhere. */
export function DemoForm({
  title,
  description,
  submitLabel,
  layout = 'space-y-5',
  children,
}: DemoFormProps) {
  const headingId = useId();
  const [submitted, setSubmitted] = useState(false);
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <header className="border-b border-slate-200 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </header>
      <form onSubmit={onSubmit} className="p-5 sm:p-6">
        <div className={layout}>{children}</div>
        <div className="mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-5">
          <p role="status" className="me-auto text-sm font-medium text-brand-700">
            {submitted ? t('forms.demoNote') : ''}
          </p>
          <Button type="submit" size="lg">
            {submitLabel ?? t('forms.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
