import { definePolicy, isAdmin } from '../../lib/policy';

/** Whose a quiz attempt is: a member's by user id, a visitor's by their client key. */
export interface AttemptOwnership {
  userId: string | null;
  clientKey: string | null;
}

/** Who is asking: the signed-in member's id (null for visitors) and the client key of their address. */
export interface QuizPlayer {
  userId: string | null;
  clientKey: string;
}

/**
 * Who may do what in the quiz: only admins write the bank; a player records the result of their
 * own attempt only (members by their account, visitors by their address's key).
 */
export const quizBankPolicy = definePolicy({
  manage: {
    rule: (actor) => isAdmin(actor),
    refusal: 'quiz.adminOnly',
  },
});

/** Whether `player` started `attempt`: the answer decides between recording and a 404. */
export function ownsAttempt(player: QuizPlayer, attempt: AttemptOwnership): boolean {
  return player.userId !== null
    ? attempt.userId === player.userId
    : attempt.userId === null && attempt.clientKey === player.clientKey;
}
