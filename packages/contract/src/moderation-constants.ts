import type { MessageId } from '@one-world/i18n';
import { PAGE_LIMITS } from './constants';

/**
 * The moderation desk's limits and texts (issue 11).
 *
 * A module of its own, not part of `constants.ts`, which the web app's entry loads, nor of
 * `reports.ts`, whose chunk holds the schemas the report and moderation forms load on use: the
 * admins' queue and audit log read these without loading Zod (docs/ARCHITECTURE.md, "A page keeps
 * only the contract's schemas it uses").
 */

export const MODERATION_LIMITS = {
  reasonMin: 3,
  reasonMax: 500,
  /** A suspension for a period lasts 1 to 3650 days; without `days` it is for good. */
  suspendDaysMin: 1,
  suspendDaysMax: 3650,
  /** Page size of the queue and of the audit log. */
  pageDefault: PAGE_LIMITS.pageDefault,
} as const;

export const MODERATION_MESSAGES = {
  adminsOnly: 'moderation.adminsOnly',
  reportNotFound: 'moderation.reportNotFound',
  reportNotOpen: 'moderation.reportNotOpen',
  dismissed: 'moderation.dismissed',
  postRemoved: 'moderation.postRemoved',
  commentRemoved: 'moderation.commentRemoved',
  alreadyRemoved: 'moderation.alreadyRemoved',
  suspended: 'moderation.suspended',
  unsuspended: 'moderation.unsuspended',
  notSuspended: 'moderation.notSuspended',
  cannotSuspendAdmin: 'moderation.cannotSuspendAdmin',
  queueEmpty: 'moderation.queueEmpty',
  auditEmpty: 'moderation.auditEmpty',
} as const satisfies Record<string, MessageId>;
