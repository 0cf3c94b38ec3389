import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

/** One message as it leaves One World. */
export interface Envelope {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Where the worker hands messages to; `send` rejects when the message did not go. */
export interface MailTransport {
  send(mail: Envelope): Promise<void>;
  close(): void;
}

/**
 * A nodemailer transporter made when the first message goes, so nodemailer loads then rather
 * than with the server (about 65 ms of a start on a slow host, for a node that may send nothing).
 */
function onFirstMessage<T extends Transporter>(
  make: (nodemailer: typeof import('nodemailer')['default']) => T,
): { get(): Promise<T>; close(): void } {
  let made: Promise<T> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer))),
    close: () => {
      void made?.then(
        (transporter) => transporter.close(),
        () => undefined,
      );
    },
  };
}

function message(mail: Envelope) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
  };
}

/**
 * Delivery through the SMTP server of SMTP_URL. nodemailer upgrades smtp:// with STARTTLS when
 * the server offers it and speaks TLS from the start for smtps://; URL query options pass through
 * (e.g. `?tls.rejectUnauthorized=false` for a test server's self-signed certificate). The
 * timeouts are shorter than nodemailer's (10 minutes of socket silence) so a stuck server cannot
 * outlast the worker's lease.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = onFirstMessage((nodemailer) =>
    nodemailer.createTransport({
      url,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    }),
  );
  return {
    async send(mail) {
      await (await transporter.get()).sendMail(message(mail));
    },
    close: transporter.close,
  };
}

/**
 * Without SMTP_URL: each message becomes an `.eml` file in `dir`, openable in any mail program,
 * so every flow can be finished on a machine without a mail server. With `logLinks` (never in
 * production) the links of each message are logged too, the only place a token is ever logged.
 */
export function outboxDirTransport(options: {
  dir: string;
  log: FastifyBaseLogger;
  logLinks: boolean;
}): MailTransport {
  const builder = onFirstMessage((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    async send(mail) {
      const info = await (await builder.get()).sendMail(message(mail));
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.dir, `${stamp}-${mail.id}.eml`);
      // Owner-only: the file holds single-use links.
      await writeFile(file, info.message, { mode: 0o600 });
      if (options.logLinks) {
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        options.log.info({ file, to: mail.to, subject: mail.subject, links }, 'mail written');
      } else {
        options.log.info({ file }, 'mail written');
      }
    },
    close: builder.close,
  };
}
