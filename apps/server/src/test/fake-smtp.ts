import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  /** The SMTP_URL that sends here. */
  url: string;
  /** Every message accepted, parsed, in the order received. */
  received: ParsedMail[];
  /** While true, every message is refused with a temporary error (451), as a busy server does. */
  refuse: boolean;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process (the `smtp-server` package) on a free loopback port: the
 * product sends to it through SMTP_URL exactly as to a provider. Plain SMTP, no login: STARTTLS
 * and AUTH are switched off, so nodemailer sends in the clear without a certificate to trust.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ParsedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      if (state.refuse) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
