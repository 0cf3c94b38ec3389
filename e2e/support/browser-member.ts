import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { type E2eUser, signUpViaApi } from './users';

/** A member with a browser context of their own: their own cookies, their own tab. */
export interface BrowserMember {
  user: E2eUser;
  context: BrowserContext;
  page: Page;
}

/**
 * Signs up a fresh member in a new browser context (of `viewport` size, when given), on the
 * suite's server or the one at `baseURL`.
 */
export async function memberWithOwnBrowser(
  browser: Browser,
  viewport?: { width: number; height: number },
  baseURL = E2E_BASE_URL,
): Promise<BrowserMember> {
  const context = await browser.newContext({
    baseURL,
    ...(viewport && { viewport }),
  });
  const user = await signUpViaApi(context.request);
  return { user, context, page: await context.newPage() };
}
