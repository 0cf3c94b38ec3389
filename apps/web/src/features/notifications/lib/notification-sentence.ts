import {
  type Notification,
  type NotificationSentence,
  notificationSentence as sentenceWith,
} from '@one-world/contract';
import { paths } from '../../../config/paths';

/** The contract's sentence of a notification (the digest mail writes the same), linked in-app. */
export function notificationSentence(n: Notification): NotificationSentence {
  return sentenceWith(n, { post: paths.post.href, profile: paths.userProfile.href });
}
