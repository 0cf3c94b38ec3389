/**
 * The mailer's public face (issue 16). Services render a message with one of the templates and
 * `enqueueMail` it in the transaction of the action that causes it; the worker (`mail/worker.ts`,
 * started by app.ts) delivers it later, through SMTP_URL or as an `.eml` file in DATA_DIR/outbox.
 */
import type { MailKind } from '@one-world/contract';
import type { Executor } from '../db/client';
import { outboxRepository } from './outbox.repository';
import type { RenderedMail } from './templates/layout';

export { mailLink, publicBaseOf } from './links';
export { confirmEmailMail } from './templates/confirm-email';
export { type DigestItem, type DigestMailInput, digestMail } from './templates/digest';
export { emailChangeMail } from './templates/email-change';
export { emailChangeNoticeMail } from './templates/email-change-notice';
export type { RenderedMail } from './templates/layout';
export { passwordChangedMail } from './templates/password-changed';
export { passwordResetMail } from './templates/password-reset';
export { hashMailToken, newMailToken } from './tokens';

export interface OutgoingMail {
  kind: MailKind;
  /** The recipient's address. */
  to: string;
  /** The member it is for (their queued mail goes with their account). */
  userId?: string | null;
  content: RenderedMail;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Queues one message. Pass the transaction of the action (`tx` of withTransaction): a rolled-back
 * action then sends nothing, and sending never happens inside it or fails it.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await outboxRepository(db).insert({
    kind: mail.kind,
    to: mail.to,
    userId: mail.userId ?? null,
    subject: mail.content.subject,
    html: mail.content.html,
    text: mail.content.text,
    headers: mail.headers ?? {},
  });
}
