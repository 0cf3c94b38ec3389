/**
 * The conversation open on screen, for the socket handlers that run app-wide: a message there is
 * read by its panel, so only a message elsewhere raises the unread total.
 */
let active: string | null = null;

/** Marks the conversation as open until the returned cleanup runs. */
export function showConversation(conversationId: string): () => void {
  active = conversationId;
  return () => {
    if (active === conversationId) active = null;
  };
}

/** The conversation open on screen, if any. */
export function activeConversation(): string | null {
  return active;
}
