/**
 * Every moderation query starts with 'moderation', so an action invalidates {@link MODERATION}
 * and both the queue (the report leaves it, with the other reports of its target) and the audit
 * log (the action lands there) read again.
 */
export const MODERATION = ['moderation'] as const;

export const moderationQueryKeys = {
  queue: ['moderation', 'queue'] as const,
  audit: ['moderation', 'audit'] as const,
};
