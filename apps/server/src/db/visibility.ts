import type { Role } from '@one-world/contract';
import { type AnyColumn, and, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../lib/policy';

/** Who looks, and when (suspensions end at a time). */
export interface Viewer {
  actor: Actor | null;
  now: Date;
}

/**
 * A viewer in a query prepared once for every viewer of one role: the time is a placeholder, given
 * as an ISO string each time it runs, and the actor's id a placeholder or a column of its rows.
 */
export interface PreparedViewer {
  actor: { id: Placeholder | SQL; role: Role } | null;
  now: Placeholder;
}

/** The columns of a member's content (a post, a comment) or of the member themselves. */
export interface Authored {
  /** The author's id (a member's own id when the row is the member). */
  authorId: AnyColumn;
  /** The moderators' removal mark; absent for members, who are suspended instead. */
  removedAt?: AnyColumn;
}

/** Who looks, as far as the SQL of a query prepared once per kind of viewer depends on it. */
export type ViewerKind = 'visitor' | Role;

export const viewerKindOf = (viewer: Viewer): ViewerKind => viewer.actor?.role ?? 'visitor';

/**
 * A viewer of `kind` in a query prepared once per kind: the actor's id is the `viewerId`
 * placeholder and the time the `now` one (`viewerValues` gives both).
 */
export const preparedViewerOf = (kind: ViewerKind): PreparedViewer => ({
  actor: kind === 'visitor' ? null : { id: sql.placeholder('viewerId'), role: kind },
  now: sql.placeholder('now'),
});

/** The placeholders' values of `preparedViewerOf` for this viewer. */
export const viewerValues = (viewer: Viewer) => ({
  viewerId: viewer.actor?.id ?? null,
  now: viewer.now.toISOString(),
});

/**
 * Whether the member `memberId` is suspended at `now` (for good, or until a later time); `now` may
 * be the placeholder of a query prepared once, given as an ISO string when it runs.
 */
export function isSuspended(memberId: AnyColumn | SQL, now: Date | Placeholder): SQL {
  const at = now instanceof Date ? now.toISOString() : now;
  return sql`exists (select 1 from "users" "suspended" where "suspended"."id" = ${memberId} and "suspended"."suspended_at" is not null and ("suspended"."suspended_until" is null or "suspended"."suspended_until" > ${at}::timestamptz))`;
}

/** Whether one of the two members blocked the other. */
export function isBlockedBetween(a: AnyColumn | SQL, b: string | Placeholder | SQL): SQL {
  return sql`exists (select 1 from "blocks" "block" where ("block"."blocker_id" = ${a} and "block"."blocked_id" = ${b}::uuid) or ("block"."blocker_id" = ${b}::uuid and "block"."blocked_id" = ${a}))`;
}

/**
 * The one rule of who sees a member's content (issue 11), as a condition on its row: nobody but
 * admins sees what a moderator removed or what a suspended member wrote (or the suspended member
 * in member lists), and nobody sees the content of a member they blocked or who blocked them,
 * admins included. Every list and lookup of posts, comments and members for a viewer applies it
 * (boards, profiles, single posts, comments, search), so they cannot disagree.
 */
export function visibleTo(viewer: Viewer | PreparedViewer, row: Authored): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (viewer.actor?.role !== 'admin') {
    if (row.removedAt) conditions.push(isNull(row.removedAt));
    conditions.push(sql`not ${isSuspended(row.authorId, viewer.now)}`);
  }
  if (viewer.actor) conditions.push(sql`not ${isBlockedBetween(row.authorId, viewer.actor.id)}`);
  return and(...conditions);
}

/**
 * Whether the viewer sees what visitors see but for `visibleTo`'s blocks: members do (admins also
 * see removed content and suspended members'). Such a viewer's page of a list equals the visitors'
 * one whenever that page shows no member blocked with them, so it may be made from the visitors'
 * page (the boards' shared cache) with their own likes added.
 */
export const seesWhatVisitorsSee = (viewer: Viewer): viewer is Viewer & { actor: Actor } =>
  viewer.actor !== null && viewer.actor.role !== 'admin';
