import { MAIL_MESSAGES, type SendMessageAck, SendMessagePayload } from '@one-world/contract';
import { issueMessage } from '@one-world/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import type { MailSettings } from '../../config';
import type { Clock } from '../../lib/clock';
import { badRequest, forbidden, HttpError, tooManyRequests } from '../../lib/http-errors';
import { httpErrorText, isMessageId, translatorFor } from '../../lib/i18n';
import { assertSelf, type SessionActor } from '../../plugins/session';
import { userRoom } from '../../realtime/socket-server';
import { emailConfirmed } from '../users';
import { toIncomingMessage, toMessage } from './chat.presenter';
import type { chatService } from './chat.service';

/**
 * Messages one socket may send in a burst, and how many come back per second. A person types far
 * slower; the bound keeps one connection from flooding the database, while a client sending ten
 * a second (the chat benchmark's pace) never meets it.
 */
export const SOCKET_SEND_LIMIT = { burst: 20, perSecond: 20 } as const;

/** A token bucket: `take` answers whether one more send fits, refilling with the clock's time. */
function sendBudget(clock: Clock) {
  let tokens: number = SOCKET_SEND_LIMIT.burst;
  let last = clock.now().getTime();
  return {
    take(): boolean {
      const now = clock.now().getTime();
      const refilled = ((now - last) / 1000) * SOCKET_SEND_LIMIT.perSecond;
      tokens = Math.min(SOCKET_SEND_LIMIT.burst, tokens + Math.max(0, refilled));
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * The chat's real-time side. Clients send with `sendMessage`, which is handled like a request:
 * validated against the contract, the sender checked against the socket's session user, stored
 * through the same service as POST /api/messages, and acknowledged (when the client asks for an
 * acknowledgement) with the stored message or the refusal. Delivery is not done here but by the
 * subscribers of the domain events, which run only after the commit: `getMessage` to both
 * members' rooms (every tab and device of each), `conversationRead` to the reader's own.
 */
export function registerChatRealtime(
  ctx: ServiceContext,
  chat: ReturnType<typeof chatService>,
  log: FastifyBaseLogger,
  mail: Pick<MailSettings, 'requireConfirmation'>,
): void {
  ctx.events.subscribe('message.created', ({ message, memberIds }) => {
    ctx.realtime.to(memberIds.map(userRoom)).emit('getMessage', toIncomingMessage(message));
  });
  ctx.events.subscribe('conversation.read', ({ conversationId, userId }) => {
    ctx.realtime.to(userRoom(userId)).emit('conversationRead', { conversationId });
  });

  // A refusal reads in the member's own language, as the HTTP API answers them.
  const failureOf = (actor: SessionActor, err: unknown): SendMessageAck => {
    const translator = translatorFor(actor.language);
    if (err instanceof HttpError) {
      return { ok: false, status: err.statusCode, error: httpErrorText(translator, err) };
    }
    log.error({ err }, 'sendMessage failed');
    return { ok: false, status: 500, error: translator.t('errors.internal') };
  };

  // REQUIRE_EMAIL_CONFIRMATION, as POST /api/messages. The socket's actor was read when it
  // connected, so an unconfirmed one is looked up again: they may have confirmed since.
  const assertConfirmed = async (actor: SessionActor) => {
    if (!mail.requireConfirmation || actor.emailConfirmed) return;
    actor.emailConfirmed = await emailConfirmed(ctx.db, actor.id);
    if (!actor.emailConfirmed) throw forbidden(MAIL_MESSAGES.confirmationRequired);
  };

  ctx.realtime.on('connection', (socket) => {
    const { actor } = socket.data;
    const budget = sendBudget(ctx.clock);
    // The payload is checked whole below, whatever the event map says a client sends.
    socket.on('sendMessage', (payload: unknown, ack) => {
      // The spec's client sends no acknowledgement callback; a refusal then goes unanswered.
      const reply = typeof ack === 'function' ? ack : null;
      const send = async () => {
        if (!budget.take()) throw tooManyRequests();
        await assertConfirmed(actor);
        const parsed = SendMessagePayload.safeParse(payload);
        if (!parsed.success) {
          const [first] = parsed.error.issues;
          throw first
            ? badRequest(issueMessage(first, isMessageId), first.path.join('.'))
            : badRequest('validation.invalidRequest');
        }
        const { senderId, ...input } = parsed.data;
        assertSelf(actor, senderId);
        const { message } = await chat.sendToMember(actor, input);
        return toMessage(message);
      };
      send().then(
        (message) => reply?.({ ok: true, message }),
        (err: unknown) => reply?.(failureOf(actor, err)),
      );
    });
  });
}
