import { describe, expect, it } from 'vitest';
import { activeConversation, showConversation } from './active-conversation';

describe('active conversation', () => {
  it('is the one shown until its panel goes', () => {
    expect(activeConversation()).toBeNull();
    const hide = showConversation('c1');
    expect(activeConversation()).toBe('c1');
    hide();
    expect(activeConversation()).toBeNull();
  });

  it('is not cleared by a panel that was already replaced', () => {
    const hideFirst = showConversation('c1');
    const hideSecond = showConversation('c2');
    hideFirst();
    expect(activeConversation()).toBe('c2');
    hideSecond();
    expect(activeConversation()).toBeNull();
  });
});
