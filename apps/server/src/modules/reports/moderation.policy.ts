import { MODERATION_MESSAGES, type Role } from '@one-world/contract';
import { definePolicy, isAdmin } from '../../lib/policy';

/** Who may moderate (read the queue and the audit log, act on reports and content): admins. */
export const moderationPolicy = definePolicy({
  moderate: {
    rule: (actor, _area: 'moderation') => isAdmin(actor),
    refusal: MODERATION_MESSAGES.adminsOnly,
  },
});

/**
 * Whom a moderator may suspend: any member but an administrator (checked after `moderate`, so a
 * member is refused as a non-moderator first).
 */
export const suspensionPolicy = definePolicy({
  suspend: {
    rule: (actor, member: { role: Role }) => isAdmin(actor) && member.role !== 'admin',
    refusal: MODERATION_MESSAGES.cannotSuspendAdmin,
  },
});
