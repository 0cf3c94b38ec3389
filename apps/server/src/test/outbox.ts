import type { MailKind } from '@one-world/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { type MailOutboxRow, mailOutbox } from '../db/schema';

/** The queued mail to an address (case-insensitive), oldest first; only `kind` when given. */
export async function mailsTo(app: App, to: string, kind?: MailKind): Promise<MailOutboxRow[]> {
  const addressed = sql`lower(${mailOutbox.to}) = lower(${to})`;
  return app.ctx.db
    .select()
    .from(mailOutbox)
    .where(kind ? and(addressed, eq(mailOutbox.kind, kind)) : addressed)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

/** The link of `path` in a queued mail's plain-text part, with its token. */
export function linkIn(
  mail: Pick<MailOutboxRow, 'text'>,
  path: string,
): { url: string; token: string } {
  const match = mail.text.match(new RegExp(`https?://\\S*${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return { url: match[0], token: match[1] };
}

/** The token of the newest mail of `kind` to the address. */
export async function latestToken(app: App, to: string, kind: MailKind, path: string) {
  const mails = await mailsTo(app, to, kind);
  const last = mails.at(-1);
  if (!last) throw new Error(`no ${kind} mail to ${to}`);
  return linkIn(last, path).token;
}
