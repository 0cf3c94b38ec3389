import {
  type DigestFrequency,
  type MailSettings,
  type UpdateMailSettingsBody,
  USER_MESSAGES,
} from '@one-world/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import type { Actor } from '../../lib/policy';
import { mailSettingsRepository } from './mail-settings.repository';

/** A member's mail preferences: the notification digest, and unsubscribing from mail links. */
export function mailSettingsService(ctx: ServiceContext) {
  const repo = () => mailSettingsRepository(ctx.db);

  return {
    /** The actor's mail settings. */
    async get(actor: Actor): Promise<MailSettings> {
      const digest = await repo().findDigest(actor.id);
      if (!digest) throw notFound(USER_MESSAGES.userNotFound);
      return { digest };
    },

    /** Sets how often the actor gets the digest of their unread notifications. */
    async update(
      actor: Actor,
      input: z.output<typeof UpdateMailSettingsBody>,
    ): Promise<DigestFrequency> {
      if (!(await repo().setDigest(actor.id, input.digest))) {
        throw notFound(USER_MESSAGES.userNotFound);
      }
      return input.digest;
    },

    /**
     * Turns the digest off for the holder of an unsubscribe key (RFC 8058 one-click). An unknown
     * key changes nothing and is not told apart, so the answer reveals no member.
     */
    async unsubscribe(key: string): Promise<void> {
      await repo().unsubscribeByKey(key);
    },
  };
}
