import { CATEGORIES, CATEGORY_LABELS, REGIONS, regionLabel } from '@one-world/contract';
import type { MessageId } from '@one-world/i18n';

type Translate = (id: MessageId) => string;

/** Real topics, so the demo selects look like the product's, in the reader's language. */
export function topicOptionsIn(t: Translate) {
  return CATEGORIES.map((category) => ({ value: category, label: t(CATEGORY_LABELS[category]) }));
}

/** Real regions, in the reader's language. */
export function regionOptionsIn(t: Translate) {
  return REGIONS.map((region) => ({ value: region, label: t(regionLabel(region)) }));
}

export const REGION_COUNT = REGIONS.length;
