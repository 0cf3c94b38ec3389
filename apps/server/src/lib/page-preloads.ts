import { isCategory, isRegion } from '@one-world/contract';

/**
 * The API read a page of the web app makes first, when the address alone tells it (issue 12):
 * a board's first page (`/Climate/Africa`, canonical spelling only: another spelling moves to
 * it first). The URL is the app's own, byte for byte (its `withQuery`: parameters in the order
 * the app gives them), or the browser would not hand the preloaded answer over;
 * e2e/first-paint.spec.ts checks it is read once. A query string makes the read another:
 * nothing is preloaded then. The inspiration pages preload theirs in their own routes
 * (articles.preview.ts), which read their first cover too.
 */
export function firstReadOf(path: string, search: string): string | null {
  if (search) return null;
  const [category, region, ...rest] = path.split('/').filter(Boolean);
  if (rest.length > 0 || !isCategory(category)) return null;
  if (region !== undefined && !isRegion(region)) return null;
  const query = new URLSearchParams({ category });
  if (region) query.append('region', region);
  return `/api/posts?${query}`;
}
