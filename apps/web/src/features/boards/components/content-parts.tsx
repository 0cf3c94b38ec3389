import { type ContentAbilities, POST_MESSAGES, type Removal } from '@one-world/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { RICH } from '../../../lib/i18n/rich-tags';
import { formatDateTime } from '../../../lib/relative-time';
import type { Editing } from '../hooks/use-editing';

/** The "edited" mark beside a post's or a comment's time; the edit time is its tooltip. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const t = useT();
  if (!editedAt) return null;
  const when = formatDateTime(editedAt);
  return (
    <>
      <span aria-hidden="true">·</span>
      <time dateTime={editedAt} title={t('boards.editedAt', { when })}>
        {t(POST_MESSAGES.edited)}
        <span className="sr-only"> {when}</span>
      </time>
    </>
  );
}

/** What admins see on content a moderator removed (nobody else is sent it). */
export function RemovedNotice({ removed }: { removed: Removal | null }) {
  const t = useT();
  if (!removed) return null;
  return (
    <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('boards.removedBecause', { reason: removed.reason })}
    </p>
  );
}

/** The look of the small text actions of posts and comments (Edit, Delete, Report). */
export const CONTENT_ACTION =
  'rounded-md px-2 py-1 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

const ACTION_TEXTS = {
  post: { edit: 'boards.editPostAction', delete: 'boards.deletePostAction' },
  comment: { edit: 'boards.editCommentAction', delete: 'boards.deleteCommentAction' },
} as const;

interface ContentActionsProps {
  abilities: ContentAbilities;
  /** What the buttons act on, for screen readers ("Edit post", "Delete comment"). */
  noun: 'post' | 'comment';
  editing: Editing;
  /** Asks to confirm the deletion. */
  onDelete: () => void;
  className?: string;
  /** Further actions after Edit and Delete (a comment's Report link). */
  children?: ReactNode;
}

/** Edit and Delete of a post or a comment, as its `abilities` allow; hidden while editing. */
export function ContentActions({
  abilities,
  noun,
  editing,
  onDelete,
  className,
  children,
}: ContentActionsProps) {
  if (editing.active) return null;
  return (
    <span className={cn('flex gap-1', className)}>
      {abilities.update && (
        <button
          type="button"
          ref={editing.opener}
          onClick={editing.open}
          className={CONTENT_ACTION}
        >
          <FormattedMessage id={ACTION_TEXTS[noun].edit} values={RICH} />
        </button>
      )}
      {abilities.delete && (
        <button
          type="button"
          onClick={onDelete}
          className={cn(CONTENT_ACTION, 'hover:bg-red-50 hover:text-red-700')}
        >
          <FormattedMessage id={ACTION_TEXTS[noun].delete} values={RICH} />
        </button>
      )}
      {children}
    </span>
  );
}
