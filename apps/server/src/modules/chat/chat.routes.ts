import { Conversation, CreateConversationBody } from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberWriteLimit } from '../../lib/rate-limits';
import { assertSelf, requireActor, requireSignIn } from '../../plugins/session';
import { toConversation } from './chat.presenter';
import { chatService } from './chat.service';

/** Conversations between two members. */
export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const chat = chatService(ctx);

  app.post(
    '/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'Opens the signed-in member’s conversation with another member',
        description:
          'Answers the pair’s existing conversation (200) or creates it (201): one per pair. ' +
          '`senderId`, when sent, must be the signed-in member (403); 400 for oneself, 404 for ' +
          'an unknown member.',
        body: CreateConversationBody,
        response: { 200: Conversation, 201: Conversation, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: requireSignIn,
    },
    async (request, reply) => {
      const actor = requireActor(request);
      assertSelf(actor, request.body.senderId);
      const { conversation, created } = await chat.openConversation(actor, request.body.receiverId);
      return reply.status(created ? 201 : 200).send(toConversation(conversation));
    },
  );
};
