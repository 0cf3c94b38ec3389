import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORT } from './env';

/** A message the app sent, as scripts/e2e-server.mjs's SMTP server received and stored it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case, e.g. `list-unsubscribe`. */
  headers: Record<string, string>;
}

/** Where scripts/e2e-server.mjs writes this run's mail (one folder per server port). */
const MAIL_DIR = join(import.meta.dirname, '..', '..', 'test-results', `mail-${E2E_PORT}`);

async function receivedMail(): Promise<ReceivedMail[]> {
  const names = (await readdir(MAIL_DIR)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8'))),
  );
}

/**
 * The newest message to `to` (whose subject contains `subject`, when given), waiting for the app's
 * mail worker to send it. Every test signs up its own addresses, so tests never share mail.
 */
export async function waitForMail(
  to: string,
  subject?: string,
  { timeout = 20_000 } = {},
): Promise<ReceivedMail> {
  const wanted = to.toLowerCase();
  const matches = (mail: ReceivedMail) =>
    mail.to.some((address) => address.toLowerCase() === wanted) &&
    (subject === undefined || mail.subject.includes(subject));
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).findLast(matches);
        return found !== undefined;
      },
      { message: `a mail to ${to}${subject ? ` about "${subject}"` : ''} arrives`, timeout },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll above passed');
  return found;
}

/**
 * The link of `mail` whose path is `path` (e.g. MAIL_LINK_PATHS.reset), from its plain-text part,
 * as a path and query the test's page can open on its own server.
 */
export function linkFrom(mail: ReceivedMail, path: string): string {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === path) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${path} link in the mail "${mail.subject}":\n${mail.text}`);
}
