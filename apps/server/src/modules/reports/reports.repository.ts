import type { ReportKind } from '@one-world/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ReportRow, reports, users } from '../../db/schema';
import type { Keyset } from '../../lib/keyset-cursor';

export interface NewReport {
  reporterId: string;
  kind: ReportKind;
  targetId: string;
  title: string;
  description: string;
}

export interface ReportWithReporter extends ReportRow {
  reporterName: string;
}

/** An open report in the queue, with how many open reports its target has. */
export interface QueueRow extends ReportWithReporter {
  targetReportCount: number;
}

/** A report a moderator's action closed: whom to tell. */
export interface ClosedReport {
  reportId: string;
  reporterId: string;
}

/** How a moderator closes reports: resolved by acting on the target, or dismissed. */
export interface Closing {
  status: 'resolved' | 'dismissed';
  by: string;
  at: Date;
}

// Rows-after-cursor as one row comparison, which PostgreSQL turns into an index range bound.
const keyset = (after: Keyset) =>
  sql`(${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
const olderThan = (after: Keyset) => sql`(${reports.createdAt}, ${reports.id}) < ${keyset(after)}`;
const newerThan = (after: Keyset) => sql`(${reports.createdAt}, ${reports.id}) > ${keyset(after)}`;

const isOpen = eq(reports.status, 'open');

/** All SQL about reports. */
export function reportsRepository(db: Executor) {
  return {
    /** Stores the report; a second one by the same member of the same target violates the unique index. */
    async insert(report: NewReport): Promise<ReportRow> {
      const rows = await db.insert(reports).values(report).returning();
      const row = rows[0];
      if (!row) throw new Error('insert into reports returned no row');
      return row;
    },

    async findById(reportId: string): Promise<ReportRow | null> {
      const rows = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
      return rows[0] ?? null;
    },

    /** Reports newest first, with who filed them. */
    async list(after: Keyset | undefined, take: number): Promise<ReportWithReporter[]> {
      const rows = await db
        .select({ report: reports, reporterName: users.name })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(after ? olderThan(after) : undefined)
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(take);
      return rows.map((r) => ({ ...r.report, reporterName: r.reporterName }));
    },

    /** The member's own reports, newest first. */
    async listMine(reporterId: string, after: Keyset | undefined, take: number) {
      const mine = eq(reports.reporterId, reporterId);
      return db
        .select()
        .from(reports)
        .where(after ? and(mine, olderThan(after)) : mine)
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(take);
    },

    /**
     * Open reports oldest first, with their reporter and their target's number of open reports,
     * in one query: the count is one range of reports_target_idx per row.
     */
    async listOpen(after: Keyset | undefined, take: number): Promise<QueueRow[]> {
      const targetReportCount = sql<number>`(select count(*) from ${reports} "same" where "same"."kind" = ${reports.kind} and "same"."target_id" = ${reports.targetId} and "same"."status" = 'open')`;
      const rows = await db
        .select({ report: reports, reporterName: users.name, targetReportCount })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(after ? and(isOpen, newerThan(after)) : isOpen)
        .orderBy(asc(reports.createdAt), asc(reports.id))
        .limit(take);
      return rows.map((r) => ({
        ...r.report,
        reporterName: r.reporterName,
        targetReportCount: Number(r.targetReportCount),
      }));
    },

    /** Closes the report if it is still open; false when it was not. */
    async closeOne(reportId: string, closing: Closing): Promise<boolean> {
      const rows = await db
        .update(reports)
        .set({ status: closing.status, resolvedAt: closing.at, resolvedBy: closing.by })
        .where(and(eq(reports.id, reportId), isOpen))
        .returning({ id: reports.id });
      return rows.length > 0;
    },

    /** Closes every open report of the target and says whose they were. */
    async closeAllOf(
      kind: ReportKind,
      targetId: string,
      closing: Closing,
    ): Promise<ClosedReport[]> {
      return db
        .update(reports)
        .set({ status: closing.status, resolvedAt: closing.at, resolvedBy: closing.by })
        .where(and(eq(reports.kind, kind), eq(reports.targetId, targetId), isOpen))
        .returning({ reportId: reports.id, reporterId: reports.reporterId });
    },
  };
}
