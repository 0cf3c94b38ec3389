import type { QueueReport } from '@one-world/contract';
import { type Message, type MessageId, msg, type Translatable } from '@one-world/i18n';

/** Someone an action names: a reported member, or the author of reported content. */
export interface Member {
  _id: string;
  name: string;
}

/** An action an admin has chosen from the queue and is confirming in its dialog. */
export type DeskAction =
  | { type: 'dismiss'; reportId: string }
  | { type: 'remove'; reportId: string; kind: 'post' | 'comment'; contentId: string }
  /**
   * `reportId` only when the report is about the member: the server links an action to a report
   * of its own target, so suspending a reported post's author leaves that report open.
   */
  | { type: 'suspend'; reportId?: string; member: Member }
  | { type: 'unsuspend'; member: Member };

/** What a dialog says about its action, as catalog texts. */
export interface ActionWording {
  title: Translatable;
  description: MessageId;
  confirmLabel: MessageId;
  /** Dismissing and lifting a suspension need no reason; removing and suspending do. */
  reasonRequired: boolean;
}

/** The title, explanation and button of an action's dialog. */
export function actionWording(action: DeskAction): ActionWording {
  switch (action.type) {
    case 'dismiss':
      return {
        title: 'moderation.dismissTitle',
        description: 'moderation.dismissDescription',
        confirmLabel: 'moderation.dismissConfirm',
        reasonRequired: false,
      };
    case 'remove':
      return action.kind === 'post'
        ? {
            title: 'moderation.removePostTitle',
            description: 'moderation.removePostDescription',
            confirmLabel: 'moderation.removePost',
            reasonRequired: true,
          }
        : {
            title: 'moderation.removeCommentTitle',
            description: 'moderation.removeCommentDescription',
            confirmLabel: 'moderation.removeComment',
            reasonRequired: true,
          };
    case 'suspend':
      return {
        title: msg('moderation.suspendTitle', { name: action.member.name }),
        description: 'moderation.suspendDescription',
        confirmLabel: 'moderation.suspendMember',
        reasonRequired: true,
      };
    case 'unsuspend':
      return {
        title: msg('moderation.unsuspendTitle', { name: action.member.name }),
        description: 'moderation.unsuspendDescription',
        confirmLabel: 'moderation.liftSuspension',
        reasonRequired: false,
      };
  }
}

/** The value of the "For good" choice of a suspension's length. */
export const FOR_GOOD = 'forever';

/** How long a suspension lasts: a few periods, or for good (the select's options). */
export const SUSPENSION_LENGTHS: readonly { value: string; label: Message }[] = [
  { value: '1', label: msg('moderation.lengthDays', { count: 1 }) },
  { value: '7', label: msg('moderation.lengthDays', { count: 7 }) },
  { value: '30', label: msg('moderation.lengthDays', { count: 30 }) },
  { value: '365', label: msg('moderation.lengthOneYear') },
  { value: FOR_GOOD, label: msg('moderation.lengthForGood') },
];

/** The `days` a suspension's length sends: a number of days, or none for good. */
export function suspensionDays(length: string): number | undefined {
  return length === FOR_GOOD ? undefined : Number(length);
}

/** A button of a report's desk: its label and the action it opens. */
export interface ActionChoice {
  label: MessageId;
  action: DeskAction;
  /** Removing and suspending are drawn as dangerous. */
  danger: boolean;
}

/** Suspending the member a report is about, or lifting their suspension when one is in force. */
function memberChoice(reportId: string, member: Member, suspended: boolean): ActionChoice {
  return suspended
    ? {
        label: 'moderation.liftSuspension',
        action: { type: 'unsuspend', member },
        danger: false,
      }
    : {
        label: 'moderation.suspendMember',
        action: { type: 'suspend', reportId, member },
        danger: true,
      };
}

/**
 * What an admin may do about a report: remove its content (unless already removed), suspend the
 * author or the reported member (or lift their suspension), and always dismiss it. A target that
 * no longer exists leaves only Dismiss.
 */
export function reportActions({ _id: reportId, target }: QueueReport): ActionChoice[] {
  const dismiss: ActionChoice = {
    label: 'moderation.dismiss',
    action: { type: 'dismiss', reportId },
    danger: false,
  };
  if (target.kind === 'user') {
    const { user } = target;
    if (!user) return [dismiss];
    return [memberChoice(reportId, user, user.suspension !== null), dismiss];
  }
  const content = target.kind === 'post' ? target.post : target.comment;
  if (!content) return [dismiss];
  const remove: ActionChoice[] = content.removed
    ? []
    : [
        {
          label: target.kind === 'post' ? 'moderation.removePost' : 'moderation.removeComment',
          action: { type: 'remove', reportId, kind: target.kind, contentId: content._id },
          danger: true,
        },
      ];
  const suspendAuthor: ActionChoice = {
    label: 'moderation.suspendAuthor',
    action: { type: 'suspend', member: content.author },
    danger: true,
  };
  return [...remove, suspendAuthor, dismiss];
}
