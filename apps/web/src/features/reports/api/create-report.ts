import { type CreateReportBody, CreateReportResponse } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/reports — files a report about a post or a user for the moderators. */
export function createReport(body: CreateReportBody): Promise<CreateReportResponse> {
  return api.post('/api/reports', body, { schema: CreateReportResponse });
}

/** Files a report; nothing the web app shows is cached from it, so no query changes. */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
