import { CATEGORIES, type Category, REGIONS, type Region } from '@one-world/contract';

export interface BoardLocation {
  category: Category;
  region: Region | null;
}

/** The entry of `options` that equals `segment` ignoring case, as the router matches paths. */
function findIgnoringCase<T extends string>(
  options: readonly T[],
  segment: string | undefined,
): T | undefined {
  const wanted = segment?.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

/**
 * The board an address names: the topic is the first path segment and the optional region the
 * next ("/Climate/Africa"). Case is ignored like the router ignores it ("/climate/africa"; the
 * page then moves to {@link boardPath}). The router only mounts the board on those paths;
 * anything else reads as the topic's board without a region, or Poverty.
 */
export function parseBoardPath(pathname: string): BoardLocation {
  const [first, second] = pathname.split('/').filter(Boolean);
  const category = findIgnoringCase(CATEGORIES, first) ?? 'Poverty';
  const region = findIgnoringCase(REGIONS, second) ?? null;
  return { category, region };
}

/** The address of a board. */
export function boardPath(category: Category, region: Region | null): string {
  return region ? `/${category}/${region}` : `/${category}`;
}
