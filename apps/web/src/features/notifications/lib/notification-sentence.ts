import type { Notification } from '@one-world/contract';
import { paths } from '../../../config/paths';

/** A notification in words: who did it (shown strongest), what they did, and where it leads. */
export interface NotificationSentence {
  who: string;
  what: string;
  /** The post, or the follower's profile; null when there is nothing to open. */
  href: string | null;
}

const MODERATOR = 'A moderator';
/** Who acted when their account is gone. */
const SOMEONE = 'Someone';

/** “Title”, or nothing when the post is gone or hidden from the member. */
const quoted = (post: Notification['post']) => (post ? ` “${post.title}”` : '');

/** "and 12 others" after the newest liker; nothing when they are alone. */
function others(count: number): string {
  if (count <= 0) return '';
  return ` and ${count} ${count === 1 ? 'other' : 'others'}`;
}

/** What a moderator did about a member's report, from the notification's `detail`. */
const REPORT_OUTCOMES: Record<string, string> = {
  removed: 'the content was removed',
  suspended: 'the member was suspended',
  dismissed: 'the report was dismissed',
};

/** The sentence of a notification, written from its kind (texts are rendered as text). */
export function notificationSentence(n: Notification): NotificationSentence {
  const who = n.actor?.name ?? SOMEONE;
  const postHref = n.post ? paths.post.href(n.post._id) : null;
  switch (n.kind) {
    case 'comment':
      return { who, what: `commented on your post${quoted(n.post)}`, href: postHref };
    case 'like':
      return {
        who: `${who}${others(n.othersCount)}`,
        what: `liked your post${quoted(n.post)}`,
        href: postHref,
      };
    case 'follow':
      return {
        who,
        what: 'followed you',
        href: n.actor ? paths.userProfile.href(n.actor._id) : null,
      };
    case 'report': {
      const report = n.report ? ` “${n.report.title}”` : '';
      const outcome = REPORT_OUTCOMES[n.detail ?? ''];
      return {
        who: MODERATOR,
        what: `reviewed your report${report}${outcome ? `: ${outcome}` : ''}`,
        href: null,
      };
    }
    case 'moderation': {
      const reason = n.detail ? `: ${n.detail}` : '';
      // A removed post cannot be opened; the post a removed comment was on still can.
      return n.target === 'comment'
        ? {
            who: MODERATOR,
            what: `removed your comment${n.post ? ` on${quoted(n.post)}` : ''}${reason}`,
            href: postHref,
          }
        : { who: MODERATOR, what: `removed your post${quoted(n.post)}${reason}`, href: null };
    }
  }
}
