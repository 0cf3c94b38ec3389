import { loadOnUse, sendWith } from '../../../lib/load-on-use';

type FormSchemas = typeof import('./form-schemas');

/** The board forms' schemas (./form-schemas.ts), loaded once, on first use (`loadOnUse`). */
export const loadFormSchemas = loadOnUse(() => import('./form-schemas'));

/** Sends a board form with its schemas (`sendWith`). */
export const withFormSchemas = (failed: string, send: (schemas: FormSchemas) => void) =>
  sendWith(loadFormSchemas, failed, send);
