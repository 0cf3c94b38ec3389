import {
  ChatMemberParams,
  Conversation,
  ConversationIdParams,
  ConversationsPage,
  ConversationsQuery,
  CreateConversationBody,
  ErrorResponse,
  MarkReadResponse,
  MemberSummary,
  Message,
  MessagesPage,
  MessagesQuery,
  SendMessageBody,
  UnreadCount,
  UsersChatQuery,
} from '@one-world/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { writeErrorResponses } from '../../lib/http-errors';
import { perMemberChatLimit, perMemberWriteLimit } from '../../lib/rate-limits';
import {
  assertSelf,
  requireActor,
  requireConfirmedEmail,
  requireSignIn,
} from '../../plugins/session';
import {
  toConversation,
  toConversationsPage,
  toMemberSummary,
  toMessage,
  toMessagesPage,
} from './chat.presenter';
import { chatService } from './chat.service';
import { registerChatRealtime } from './chat.socket';

/** The error responses of a signed-in read of one's own data. */
const readErrorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
} as const;

/** Conversations between two members, their messages, and the chat's socket events. */
export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const confirmedEmail = requireConfirmedEmail(ctx.config.mail);
  const chat = chatService(ctx);
  registerChatRealtime(ctx, chat, app.log, ctx.config.mail);
  // The database closes after this: the messages still in a batch are stored or refused first.
  app.addHook('onClose', () => chat.settled());

  app.post(
    '/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: 'Opens the signed-in member’s conversation with another member',
        description:
          'Answers the pair’s existing conversation (200) or creates it (201): one per pair. ' +
          '`senderId`, when sent, must be the signed-in member (403); 400 for oneself, 404 for ' +
          'an unknown member, 403 when either of the two blocked the other.',
        body: CreateConversationBody,
        response: { 200: Conversation, 201: Conversation, ...writeErrorResponses },
      },
      config: perMemberWriteLimit,
      onRequest: [requireSignIn, confirmedEmail],
    },
    async (request, reply) => {
      const actor = requireActor(request);
      assertSelf(actor, request.body.senderId);
      const { conversation, created } = await chat.openConversation(actor, request.body.receiverId);
      return reply.status(created ? 201 : 200).send(toConversation(conversation));
    },
  );

  app.get(
    '/conversations/:userId',
    {
      schema: {
        tags: ['chat'],
        summary: 'The signed-in member’s conversations, latest activity first',
        description:
          'Each with the partner, the last message and the unread count. Only one’s own (403).',
        params: ChatMemberParams,
        querystring: ConversationsQuery,
        response: { 200: ConversationsPage, ...readErrorResponses },
      },
      onRequest: requireSignIn,
    },
    async (request) =>
      toConversationsPage(
        await chat.listConversations(requireActor(request), request.params.userId, request.query),
      ),
  );

  app.get(
    '/conversations/:userId/unread',
    {
      schema: {
        tags: ['chat'],
        summary: 'How many messages the signed-in member has not read, over all conversations',
        params: ChatMemberParams,
        response: { 200: UnreadCount, ...readErrorResponses },
      },
      onRequest: requireSignIn,
    },
    async (request) => ({
      unreadCount: await chat.unreadCount(requireActor(request), request.params.userId),
    }),
  );

  app.post(
    '/conversations/:conversationId/read',
    {
      schema: {
        tags: ['chat'],
        summary: 'Marks a conversation read up to its newest message (its members only)',
        params: ConversationIdParams,
        response: { 200: MarkReadResponse, ...writeErrorResponses },
      },
      config: perMemberChatLimit,
      onRequest: requireSignIn,
    },
    async (request) => ({
      unreadCount: await chat.markRead(requireActor(request), request.params.conversationId),
    }),
  );

  app.get(
    '/userschat',
    {
      schema: {
        tags: ['chat'],
        summary: 'A chat partner’s public name and picture',
        querystring: UsersChatQuery,
        response: {
          200: MemberSummary,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
      onRequest: requireSignIn,
    },
    async (request) => toMemberSummary(await chat.chatMember(request.query.userId)),
  );

  app.get(
    '/messages/:conversationId',
    {
      schema: {
        tags: ['chat'],
        summary: 'A page of a conversation’s messages (its members only)',
        description:
          'Pages run backwards from the newest message: `nextCursor` names the older page. ' +
          'Each page lists its messages oldest to newest.',
        params: ConversationIdParams,
        querystring: MessagesQuery,
        response: { 200: MessagesPage, ...readErrorResponses },
      },
      onRequest: requireSignIn,
    },
    async (request) =>
      toMessagesPage(
        await chat.listMessages(
          requireActor(request),
          request.params.conversationId,
          request.query,
        ),
      ),
  );

  app.post(
    '/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Sends a message in a conversation of the signed-in member',
        description:
          'The text is trimmed: empty or longer than the limit is a 400. `sender`, when sent, ' +
          'must be the signed-in member (403). With `_id` (a UUID the client makes) a retry ' +
          'answers the stored message with 200 instead of storing it again; an `_id` stored ' +
          'by someone else or in another conversation is a 409. 403 when either member of ' +
          'the conversation blocked the other.',
        body: SendMessageBody,
        response: { 200: Message, 201: Message, 409: ErrorResponse, ...writeErrorResponses },
      },
      config: perMemberChatLimit,
      onRequest: [requireSignIn, confirmedEmail],
    },
    async (request, reply) => {
      const actor = requireActor(request);
      assertSelf(actor, request.body.sender);
      const { message, created } = await chat.sendMessage(actor, request.body);
      return reply.status(created ? 201 : 200).send(toMessage(message));
    },
  );
};
