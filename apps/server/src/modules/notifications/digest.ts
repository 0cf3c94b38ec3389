import { randomBytes } from 'node:crypto';
import {
  DIGEST_LINK_PATHS,
  MAIL_LIMITS,
  MAIL_LINK_PATHS,
  MAIL_ROUTES,
  notificationSentence,
  notificationText,
} from '@one-world/contract';
import { DEFAULT_LOCALE, isLocale } from '@one-world/i18n';
import type { FastifyInstance } from 'fastify';
import type { AppContext, ServiceContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { withTransaction } from '../../events/transaction';
import { translatorFor } from '../../lib/i18n';
import { digestMail, enqueueMail, mailLink } from '../../mail';
import { type DigestMember, digestRepository } from './digest.repository';
import { toNotification } from './notifications.presenter';
import { notificationsRepository } from './notifications.repository';

const HOUR_MS = 60 * 60 * 1000;
/** How often the runner looks for due digests; a digest is at most this late. */
const DIGEST_INTERVAL_MS = HOUR_MS;
const PERIOD_MS = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
/**
 * A digest is due this much before its full period has passed, so a timer firing a moment early
 * (or a slow run that stamped the last one late) does not push it back a whole interval.
 */
const SLACK_MS = 10 * 60 * 1000;
/** The newest unread notifications one digest lists; the rest are a click away. */
const DIGEST_MAX_ITEMS = 20;
/** Members claimed per transaction. */
const BATCH = 50;

type DigestContext = Pick<ServiceContext, 'db' | 'events' | 'publicBase'>;

/**
 * Queues one member's digest in `tx` (the claiming transaction) and records it as sent; false,
 * and nothing written, when nothing they may see is unread since their last digest.
 */
async function queueDigest(
  ctx: DigestContext,
  tx: Executor,
  member: DigestMember,
  now: Date,
): Promise<boolean> {
  const recipient = { actor: { id: member.id, role: member.role }, now };
  // A page holds one row beyond its limit (the sign of a next page), left out here.
  const unread = (
    await notificationsRepository(tx).page(recipient, undefined, DIGEST_MAX_ITEMS, {
      after: member.digestSentAt,
    })
  ).slice(0, DIGEST_MAX_ITEMS);
  if (unread.length === 0) return false;

  const link = (path: string, query?: Record<string, string>) =>
    mailLink(ctx.publicBase, path, query);
  const notificationsLink = link(DIGEST_LINK_PATHS.notifications);
  const links = {
    post: (id: string) => link(DIGEST_LINK_PATHS.post(id)),
    profile: (id: string) => link(DIGEST_LINK_PATHS.profile(id)),
  };
  const key = member.unsubscribeKey ?? randomBytes(MAIL_LIMITS.tokenBytes).toString('base64url');
  // Written in the member's own language, whoever's action caused the notification.
  const locale = isLocale(member.language) ? member.language : DEFAULT_LOCALE;
  const translator = translatorFor(locale);
  const content = digestMail({
    name: member.name,
    locale,
    frequency: member.digest,
    items: unread.map((item) => {
      const sentence = notificationSentence(toNotification(item), links);
      return {
        text: notificationText(sentence, translator.t),
        link: sentence.href ?? notificationsLink,
        at: item.createdAt,
      };
    }),
    notificationsLink,
    settingsLink: link(DIGEST_LINK_PATHS.settings),
    unsubscribeLink: link(MAIL_LINK_PATHS.unsubscribe, { token: key }),
  });
  await enqueueMail(tx, {
    kind: 'digest',
    to: member.email,
    userId: member.id,
    content,
    // RFC 8058: mail clients offer "Unsubscribe" and POST the one-click form to this URL.
    headers: {
      'List-Unsubscribe': `<${link(`/api${MAIL_ROUTES.unsubscribe}`, { token: key })}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  await digestRepository(tx).markSent(member.id, now, key);
  return true;
}

/**
 * Queues the daily and weekly digests due at `now` (members with unread notifications written
 * since their last digest, all unread before the first) and answers how many. Each batch of
 * members is claimed, mailed and stamped in one transaction, so racing runners mail each once.
 */
export async function runDigests(ctx: DigestContext, now: Date): Promise<number> {
  const due = {
    daily: new Date(now.getTime() - PERIOD_MS.daily + SLACK_MS),
    weekly: new Date(now.getTime() - PERIOD_MS.weekly + SLACK_MS),
  };
  let queued = 0;
  let afterId: string | null = null;
  for (;;) {
    const claimed: DigestMember[] = await withTransaction(ctx, async (tx) => {
      const members = await digestRepository(tx).claimDue(now, due, afterId, BATCH);
      for (const member of members) {
        if (await queueDigest(ctx, tx, member, now)) queued += 1;
      }
      return members;
    });
    const last = claimed.at(-1);
    if (!last || claimed.length < BATCH) return queued;
    afterId = last.id;
  }
}

/**
 * Runs the digests at start-up and every DIGEST_INTERVAL_MS while the server is up (not under
 * tests, which call `runDigests` with the time they mean).
 */
export function scheduleDigests(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.env === 'test') return;
  const run = () =>
    runDigests(ctx, ctx.clock.now()).catch((err: unknown) =>
      app.log.warn({ err }, 'queueing the notification digests failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // At start-up too: a node restarted more often than hourly would otherwise never run them.
    await run();
    timer = setInterval(run, DIGEST_INTERVAL_MS);
    // The timer alone must not keep the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
