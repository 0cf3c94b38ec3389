import { CATEGORIES, type Category, REGIONS, type Region } from '@one-world/contract';

export interface BoardLocation {
  category: Category;
  region: Region | null;
}

/**
 * The board an address names: the topic is the first path segment and the optional region the
 * next ("/Climate/Africa"). The router only mounts the board on those paths; anything else
 * reads as the topic's board without a region, or Poverty.
 */
export function parseBoardPath(pathname: string): BoardLocation {
  const [first, second] = pathname.split('/').filter(Boolean);
  const category = CATEGORIES.find((candidate) => candidate === first) ?? 'Poverty';
  const region = REGIONS.find((candidate) => candidate === second) ?? null;
  return { category, region };
}

/** The address of a board. */
export function boardPath(category: Category, region: Region | null): string {
  return region ? `/${category}/${region}` : `/${category}`;
}
