import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui';
import { cn } from '../../../lib/cn';

interface SettingsSectionProps {
  title: string;
  description: string;
  /** `danger` marks what cannot be undone. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One titled card of the settings page. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  const danger = tone === 'danger';
  return (
    <Card className={cn('p-4 sm:p-6', danger && 'border-red-200')}>
      <section aria-labelledby={headingId}>
        <h2
          id={headingId}
          className={cn('text-lg font-semibold', danger ? 'text-red-700' : 'text-ink')}
        >
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
