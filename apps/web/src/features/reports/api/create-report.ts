import { type CreateReportBody, CreateReportResponse } from '@one-world/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportQueryKeys } from './report-query-keys';

/** POST /api/reports — files a report about a post, a comment or a member for the moderators. */
export function createReport(body: CreateReportBody): Promise<CreateReportResponse> {
  return api.post('/api/reports', body, { schema: import.meta.env.DEV && CreateReportResponse });
}

/** Files a report; the member's list of reports then reads again to show it. */
export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => client.invalidateQueries({ queryKey: reportQueryKeys.mine }),
  });
}
