import type { AppConfig } from '../config';

/** Where mail links point: PUBLIC_URL, else this machine's own address (development). */
export function publicBaseOf(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/** An absolute link to a page of the site (`path` starts with `/`), with its query encoded. */
export function mailLink(publicBase: string, path: string, query: Record<string, string> = {}) {
  // Appended, not resolved: a PUBLIC_URL with a path prefix (https://example.org/ow) keeps it.
  const url = new URL(`${publicBase}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
