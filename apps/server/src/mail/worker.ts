import { MAIL_LIMITS } from '@one-world/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type ClaimedMail, outboxRepository } from './outbox.repository';
import type { MailTransport } from './transports';

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** The From header (MAIL_FROM). */
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Messages claimed at once. */
  batchSize?: number;
  /** How long a claim keeps other nodes off a batch; longer than sending the batch can take. */
  leaseMs?: number;
  /** The pause between polls when nothing is due. */
  pollMs?: number;
}

export interface MailWorker {
  /** Claims one batch of due messages and tries each once; resolves to how many it claimed. */
  runOnce(): Promise<number>;
  /** Polls in the background until `stop` (app.ts starts it when the app is ready). */
  start(): void;
  /** Stops polling and waits for the batch in hand. */
  stop(): Promise<void>;
}

const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** The wait after a failed attempt: 30 s, doubling each time, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * The outbox worker: claims due messages (see `claimDue`), sends each outside any transaction,
 * and records the outcome. A failure schedules a retry with back-off until
 * MAIL_LIMITS.maxAttempts, then the message is `failed`. Nothing here throws into a request: the
 * worker runs on its own timer, and a database error only costs one poll.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, clock, log } = options;
  const batchSize = options.batchSize ?? 10;
  // Ten messages at the transport's worst timeouts still fit in it.
  const leaseMs = options.leaseMs ?? 15 * 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const outbox = outboxRepository(db);

  async function deliver(mail: ClaimedMail) {
    try {
      await transport.send({ ...mail, from });
      await outbox.markSent(mail.id, clock.now());
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (mail.attempts >= MAIL_LIMITS.maxAttempts) {
        await outbox.markFailed(mail.id, error);
        log.error({ mailId: mail.id, attempts: mail.attempts, error }, 'mail given up');
      } else {
        const next = new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
        await outbox.markRetry(mail.id, next, error);
        log.warn({ mailId: mail.id, attempts: mail.attempts, error }, 'mail not sent; will retry');
      }
    }
  }

  async function runOnce() {
    const now = clock.now();
    const batch = await outbox.claimDue(now, new Date(now.getTime() + leaseMs), batchSize);
    for (const mail of batch) await deliver(mail);
    return batch.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function poll() {
    try {
      // A full batch means more may be due: go on without waiting.
      while (!stopped && (await runOnce()) === batchSize) {}
    } catch (err) {
      log.warn({ err }, 'mail worker poll failed');
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = poll().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      running = poll().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
