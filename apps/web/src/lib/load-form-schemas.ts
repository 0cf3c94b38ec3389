import { loadOnUse, preload, sendWith } from './load-on-use';

type FormSchemas = typeof import('./form-schemas');

/** The members' form schemas (./form-schemas.ts), loaded once, on first use (`loadOnUse`). */
const loadFormSchemas = loadOnUse(() => import('./form-schemas'));

/** Starts loading the schemas as a form takes the focus, so that its send waits for nothing. */
export const preloadFormSchemas = () => preload(loadFormSchemas);

/** Sends a form with the schemas (`sendWith`): `failed` is its "could not save" text. */
export const withFormSchemas = (failed: string, send: (schemas: FormSchemas) => void) =>
  sendWith(loadFormSchemas, failed, send);
