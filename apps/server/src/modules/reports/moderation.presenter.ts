import type {
  AuditPage,
  ModerationQueuePage,
  QueueReport,
  ReportTarget,
  Suspension,
} from '@one-world/contract';
import { imageOf } from '../../lib/images';
import type { Page } from '../../lib/keyset-cursor';
import type { SuspensionRow } from '../users';
import type { AuditRow } from './moderation.repository';
import type { QueuePage } from './moderation.service';
import { toModerationReport } from './reports.presenter';
import type { QueueRow } from './reports.repository';

/** A suspension as the API shows it. */
export function toSuspension(s: SuspensionRow): Suspension {
  return { since: s.since.toISOString(), until: s.until?.toISOString() ?? null, reason: s.reason };
}

/** What the moderator sees of a removal: its reason and time; null when not removed. */
const removalOf = (c: { removedAt: Date | null; removedReason: string | null }) =>
  c.removedAt ? { reason: c.removedReason ?? '', at: c.removedAt.toISOString() } : null;

const personOf = (id: string, name: string, avatarUrl: string | null) => ({
  _id: id,
  name,
  img: imageOf(avatarUrl),
});

/** The report's target as it is now, read from the page's batches (null when it is gone). */
function targetOf(r: QueueRow, page: QueuePage): ReportTarget {
  switch (r.kind) {
    case 'post': {
      const p = page.posts.get(r.targetId);
      return {
        kind: 'post',
        post: p
          ? {
              _id: p.id,
              title: p.title,
              content: p.content,
              createdAt: p.createdAt.toISOString(),
              author: personOf(p.userId, p.authorName, p.authorAvatarUrl),
              removed: removalOf(p),
            }
          : null,
      };
    }
    case 'comment': {
      const c = page.comments.get(r.targetId);
      return {
        kind: 'comment',
        comment: c
          ? {
              _id: c.id,
              content: c.content,
              createdAt: c.createdAt.toISOString(),
              postId: c.postId,
              postTitle: c.postTitle,
              author: personOf(c.userId, c.authorName, c.authorAvatarUrl),
              removed: removalOf(c),
            }
          : null,
      };
    }
    case 'user': {
      const m = page.members.get(r.targetId);
      return {
        kind: 'user',
        user: m
          ? {
              ...personOf(m.id, m.name, m.avatarUrl),
              bio: m.bio,
              suspension: m.suspension && toSuspension(m.suspension),
            }
          : null,
      };
    }
  }
}

/** An open report with its reporter, its target in place and its target's report count. */
function toQueueReport(r: QueueRow, page: QueuePage): QueueReport {
  return {
    ...toModerationReport(r),
    target: targetOf(r, page),
    targetReportCount: r.targetReportCount,
  };
}

/** A page of the moderation queue with its continuation cursor. */
export function toQueuePage(page: QueuePage): ModerationQueuePage {
  return { reports: page.items.map((r) => toQueueReport(r, page)), nextCursor: page.nextCursor };
}

/** A page of the audit log with its continuation cursor. */
export function toAuditPage(page: Page<AuditRow>): AuditPage {
  return {
    actions: page.items.map((a) => ({
      _id: a.id,
      action: a.action,
      actor: a.actorId ? { _id: a.actorId, name: a.actorName ?? '' } : null,
      targetKind: a.targetKind,
      targetId: a.targetId,
      reportId: a.reportId,
      reason: a.reason,
      until: a.until?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
