/**
 * The board forms' schemas (./form-schemas.ts), loaded once, on first use: a form starts the
 * load when it takes the focus, so by the time it is sent the schemas are there and the send
 * waits for nothing (a second click cannot slip in while they load).
 */
let loading: Promise<typeof import('./form-schemas')> | undefined;

export function loadFormSchemas() {
  loading ??= import('./form-schemas');
  return loading;
}
