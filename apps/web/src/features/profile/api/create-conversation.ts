import { Conversation, type CreateConversationBody } from '@one-world/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/conversations — the viewer's conversation with a member, opened or created. */
export function createConversation(body: CreateConversationBody): Promise<Conversation> {
  return api.post('/api/conversations', body, { schema: import.meta.env.DEV && Conversation });
}

export function useCreateConversation() {
  return useMutation({ mutationFn: createConversation });
}
