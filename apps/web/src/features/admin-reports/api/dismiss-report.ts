import { type DismissReportBody, ModerationResponse } from '@one-world/contract';
import { api } from '../../../lib/api-client';
import { useModerationAction } from './use-moderation-action';

export interface DismissReportInput {
  reportId: string;
  body: DismissReportBody;
}

/** POST /api/admin/reports/:reportId/dismiss — the report was not a breach. */
export function dismissReport({ reportId, body }: DismissReportInput): Promise<ModerationResponse> {
  return api.post(`/api/admin/reports/${encodeURIComponent(reportId)}/dismiss`, body, {
    schema: import.meta.env.DEV && ModerationResponse,
  });
}

export const useDismissReport = () => useModerationAction(dismissReport);
