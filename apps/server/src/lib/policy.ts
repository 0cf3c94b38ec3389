import type { Role } from '@one-world/contract';
import type { Locale, MessageId } from '@one-world/i18n';
import { forbidden } from './http-errors';

/** Who acts: the session's user (never a payload's id). */
export interface Actor {
  id: string;
  role: Role;
}

/**
 * The actor as the session finds them, with what request hooks decide on without another query:
 * whether they confirmed their address (the gate of REQUIRE_EMAIL_CONFIRMATION).
 */
export interface SessionActor extends Actor {
  emailConfirmed: boolean;
  /** Their interface language: what the API answers them in (issue 17). */
  language: Locale;
}

/**
 * One action's rule: whether `actor` (null for a visitor) may do it to `resource`. A visitor's
 * "yes" means the screen may offer the action, which then asks them to sign in first.
 */
export type Rule<R> = (actor: Actor | null, resource: R) => boolean;

export interface Policy<A extends string, R> {
  /** Whether the actor may do `action` to `resource`. */
  can(actor: Actor | null, action: A, resource: R): boolean;
  /** Throws a 403 with the action's message unless the actor may do it. */
  authorize(actor: Actor, action: A, resource: R): void;
  /** Every action's answer, as responses carry them (`abilities`) so clients never recompute. */
  abilities(actor: Actor | null, resource: R): Record<A, boolean>;
  /** Whether the actor may do with the resource exactly what a visitor may (the same abilities). */
  likeVisitors(actor: Actor, resource: R): boolean;
}

/**
 * A resource's policy (after Outline's `server/policies`): one rule and one refusal message per
 * action. Services authorize through it and presenters read its abilities; nothing else decides
 * who may do what.
 */
export function definePolicy<A extends string, R>(
  rules: Record<A, { rule: Rule<R>; refusal: MessageId }>,
): Policy<A, R> {
  const actions = Object.keys(rules) as A[];
  const can = (actor: Actor | null, action: A, resource: R) => rules[action].rule(actor, resource);
  return {
    can,
    authorize(actor, action, resource) {
      if (!can(actor, action, resource)) throw forbidden(rules[action].refusal);
    },
    abilities(actor, resource) {
      return Object.fromEntries(
        actions.map((action) => [action, can(actor, action, resource)]),
      ) as Record<A, boolean>;
    },
    likeVisitors(actor, resource) {
      return actions.every(
        (action) => can(actor, action, resource) === can(null, action, resource),
      );
    },
  };
}

/** Whether the actor is signed in as an administrator. */
export const isAdmin = (actor: Actor | null): boolean => actor?.role === 'admin';
