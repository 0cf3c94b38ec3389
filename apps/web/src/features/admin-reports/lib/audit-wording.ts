import type { AuditEntry } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';
import { paths } from '../../../config/paths';

/**
 * One logged action as a sentence: the admin's name goes in `<actor>`, what they acted on in
 * `<target>` (a link where it has a page), e.g. "<actor>Ana</actor> removed <target>a post</target>".
 */
export function auditSentence(entry: Pick<AuditEntry, 'action' | 'until'>): MessageId {
  switch (entry.action) {
    case 'report.dismissed':
      return 'moderation.auditDismissed';
    case 'post.removed':
      return 'moderation.auditPostRemoved';
    case 'comment.removed':
      return 'moderation.auditCommentRemoved';
    case 'user.suspended':
      return entry.until ? 'moderation.auditSuspendedUntil' : 'moderation.auditSuspendedForGood';
    case 'user.unsuspended':
      return 'moderation.auditUnsuspended';
  }
}

/** Where an entry's target can be seen (a comment has no page of its own). */
export function auditTargetHref(entry: Pick<AuditEntry, 'targetKind' | 'targetId'>): string | null {
  switch (entry.targetKind) {
    case 'post':
      return paths.post.href(entry.targetId);
    case 'user':
      return paths.userProfile.href(entry.targetId);
    case 'comment':
      return null;
  }
}
