import type { AuditEntry, ModerationAction } from '@one-world/contract';
import { paths } from '../../../config/paths';

/** Each logged action in words, after the admin's name: "Ana removed a post". */
export const AUDIT_ACTION_WORDS: Record<ModerationAction, string> = {
  'report.dismissed': 'dismissed a report about',
  'post.removed': 'removed',
  'comment.removed': 'removed',
  'user.suspended': 'suspended',
  'user.unsuspended': 'lifted the suspension of',
};

const TARGET_WORDS: Record<AuditEntry['targetKind'], string> = {
  post: 'a post',
  comment: 'a comment',
  user: 'a member',
};

/** What an entry acted on, in words, and where it can be seen (a comment has no page of its own). */
export function auditTarget(entry: Pick<AuditEntry, 'targetKind' | 'targetId'>): {
  label: string;
  href: string | null;
} {
  const label = TARGET_WORDS[entry.targetKind];
  switch (entry.targetKind) {
    case 'post':
      return { label, href: paths.post.href(entry.targetId) };
    case 'user':
      return { label, href: paths.userProfile.href(entry.targetId) };
    case 'comment':
      return { label, href: null };
  }
}
