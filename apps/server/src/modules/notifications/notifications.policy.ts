import { NOTIFICATION_MESSAGES } from '@one-world/contract';
import { definePolicy } from '../../lib/policy';

/** What a policy needs to know of a notification: whose it is. */
export interface Addressed {
  recipientId: string;
}

/** Who may do what with a notification: its recipient reads it, nobody else (admins included). */
export const notificationPolicy = definePolicy({
  read: {
    rule: (actor, notification: Addressed) => actor?.id === notification.recipientId,
    refusal: NOTIFICATION_MESSAGES.notYours,
  },
});
