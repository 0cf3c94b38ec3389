import type { Locator, Page } from '@playwright/test';

/** Where the element is drawn; fails the test when it is not laid out (hidden or detached). */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not laid out: ${locator}`);
  return { ...box, right: box.x + box.width };
}

/** The document's width: more than the viewport's when the page scrolls sideways. */
export const documentWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);
