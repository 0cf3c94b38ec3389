import type { QueueReport } from '@one-world/contract';

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

/** What a dialog says about its action. */
export interface ActionWording {
  title: string;
  description: string;
  confirmLabel: string;
  /** Dismissing and lifting a suspension need no reason; removing and suspending do. */
  reasonRequired: boolean;
}

/** The title, explanation and button of an action's dialog. */
export function actionWording(action: DeskAction): ActionWording {
  switch (action.type) {
    case 'dismiss':
      return {
        title: 'Dismiss this report?',
        description: 'The report leaves the queue and its reporter sees it dismissed.',
        confirmLabel: 'Dismiss report',
        reasonRequired: false,
      };
    case 'remove':
      return {
        title: `Remove this ${action.kind}?`,
        description: `The ${action.kind} disappears for everyone but administrators, and every open report of it is resolved. The reason is kept in the log.`,
        confirmLabel: `Remove ${action.kind}`,
        reasonRequired: true,
      };
    case 'suspend':
      return {
        title: `Suspend ${action.member.name}?`,
        description:
          'Their sessions end at once, they cannot sign in and their posts and comments are hidden until the suspension ends.',
        confirmLabel: 'Suspend member',
        reasonRequired: true,
      };
    case 'unsuspend':
      return {
        title: `Lift the suspension of ${action.member.name}?`,
        description: 'They can sign in again and their posts and comments are shown again.',
        confirmLabel: 'Lift suspension',
        reasonRequired: false,
      };
  }
}

/** The value of the "For good" choice of a suspension's length. */
export const FOR_GOOD = 'forever';

/** How long a suspension lasts: a few periods, or for good (the select's options). */
export const SUSPENSION_LENGTHS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '365', label: '1 year' },
  { value: FOR_GOOD, label: 'For good' },
] as const;

/** The `days` a suspension's length sends: a number of days, or none for good. */
export function suspensionDays(length: string): number | undefined {
  return length === FOR_GOOD ? undefined : Number(length);
}

/** A button of a report's desk: its label and the action it opens. */
export interface ActionChoice {
  label: string;
  action: DeskAction;
  /** Removing and suspending are drawn as dangerous. */
  danger: boolean;
}

/** Suspending the member a report is about, or lifting their suspension when one is in force. */
function memberChoice(reportId: string, member: Member, suspended: boolean): ActionChoice {
  return suspended
    ? { label: 'Lift suspension', action: { type: 'unsuspend', member }, danger: false }
    : { label: 'Suspend member', action: { type: 'suspend', reportId, member }, danger: true };
}

/**
 * What an admin may do about a report: remove its content (unless already removed), suspend the
 * author or the reported member (or lift their suspension), and always dismiss it. A target that
 * no longer exists leaves only Dismiss.
 */
export function reportActions({ _id: reportId, target }: QueueReport): ActionChoice[] {
  const dismiss: ActionChoice = {
    label: 'Dismiss',
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
          label: `Remove ${target.kind}`,
          action: { type: 'remove', reportId, kind: target.kind, contentId: content._id },
          danger: true,
        },
      ];
  const suspendAuthor: ActionChoice = {
    label: 'Suspend author',
    action: { type: 'suspend', member: content.author },
    danger: true,
  };
  return [...remove, suspendAuthor, dismiss];
}
