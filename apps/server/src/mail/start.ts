import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { outboxDirTransport, smtpTransport } from './transports';
import { createMailWorker, type MailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox worker of this node (tests call `runOnce` to deliver what is queued). */
    mailWorker: MailWorker;
  }
}

/**
 * Creates this node's outbox worker on `app`: SMTP when SMTP_URL
 * is set, else `.eml` files in DATA_DIR/outbox, which the start-up log says. It starts when the
 * app is ready (unless `autoStart` is off) and stops, finishing the batch in hand, before the
 * database closes.
 */
export function startMailer(
  app: FastifyInstance,
  { config, db, clock }: { config: AppConfig; db: Db; clock: Clock },
  { autoStart = true } = {},
) {
  const outboxDir = join(config.dataDir, 'outbox');
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : outboxDirTransport({ dir: outboxDir, log: app.log, logLinks: config.env !== 'production' });
  const worker = createMailWorker({
    db,
    transport,
    from: config.mail.from,
    clock,
    log: app.log,
  });
  app.decorate('mailWorker', worker);
  if (!config.mail.smtpUrl) {
    // A warning in production, where it is most likely a forgotten SMTP_URL.
    const level = config.env === 'production' ? 'warn' : 'info';
    app.log[level](`Mail is not being delivered: messages are written to ${outboxDir}`);
  }
  if (autoStart) app.addHook('onReady', async () => worker.start());
  // preClose runs before the onClose hooks that close the database.
  app.addHook('preClose', async () => worker.stop());
}
