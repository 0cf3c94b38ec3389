import type { ArticleStatus } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const LOOKS: Record<ArticleStatus, { label: MessageId; className: string }> = {
  draft: { label: 'editor.statusDraft', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  published: {
    label: 'editor.statusPublished',
    className: 'bg-brand-50 text-brand-800 ring-brand-200',
  },
};

/** Whether the public can read the article yet, in words (not colour alone). */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  const t = useT();
  const { label, className } = LOOKS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      {t(label)}
    </span>
  );
}
