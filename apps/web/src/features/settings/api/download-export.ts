import { ACCOUNT_EXPORT_FILE_NAME, ACCOUNT_ROUTES } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveJsonFile } from '../lib/save-json-file';

/**
 * GET /api/account/export — everything stored about the member. Kept as the server sent it (not
 * narrowed to the contract's schema) so the file holds all of it.
 */
export function fetchAccountExport(): Promise<unknown> {
  return api.get(`/api${ACCOUNT_ROUTES.export}`);
}

/** Fetches the export and saves it as one-world-data.json. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: fetchAccountExport,
    onSuccess: (data) => saveJsonFile(data, ACCOUNT_EXPORT_FILE_NAME),
  });
}
