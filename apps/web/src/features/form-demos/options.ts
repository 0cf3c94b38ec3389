import { CATEGORIES, REGIONS, regionLabel } from '@one-world/contract';

/** Real topics and regions, so the demo selects look like the product's. */
export const TOPIC_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));
export const REGION_OPTIONS = REGIONS.map((region) => ({
  value: region,
  label: regionLabel(region),
}));
