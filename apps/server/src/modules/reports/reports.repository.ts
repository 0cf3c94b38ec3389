import type { ReportKind } from '@one-world/contract';
import { desc, eq, sql } from 'drizzle-orm';
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

/** All SQL about reports. */
export function reportsRepository(db: Executor) {
  return {
    async insert(report: NewReport): Promise<ReportRow> {
      const rows = await db.insert(reports).values(report).returning();
      const row = rows[0];
      if (!row) throw new Error('insert into reports returned no row');
      return row;
    },

    /** Reports newest first, with who filed them. */
    async list(after: Keyset | undefined, take: number): Promise<ReportWithReporter[]> {
      const rows = await db
        .select({ report: reports, reporterName: users.name })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(
          after
            ? sql`(${reports.createdAt}, ${reports.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(take);
      return rows.map((r) => ({ ...r.report, reporterName: r.reporterName }));
    },
  };
}
