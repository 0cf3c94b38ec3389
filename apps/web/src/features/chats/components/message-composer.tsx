import { CHAT_LIMITS, CHAT_MESSAGES } from '@one-world/contract';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

interface MessageComposerProps {
  partnerName: string;
  /** Called with the trimmed text; never with an empty one. */
  onSend: (text: string) => void;
}

/**
 * The message field and Send (SPEC §2 "Chats"): Enter sends, Shift+Enter starts a new line, and
 * an empty or blank text does nothing. The field keeps the focus, ready for the next message.
 */
export function MessageComposer({ partnerName, onSend }: MessageComposerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    onSend(trimmed);
    setText('');
    fieldRef.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character confirms the character instead.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex shrink-0 items-end gap-2 border-t border-slate-200 bg-white p-3"
    >
      <label htmlFor={fieldId} className="sr-only">
        {t('chat.messageLabel', { name: partnerName })}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        rows={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t(CHAT_MESSAGES.placeholder)}
        dir="auto"
        maxLength={CHAT_LIMITS.messageMax}
        enterKeyHint="send"
        className="field-sizing-content max-h-40 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-600 sm:text-sm"
      />
      <Button type="submit">{t(CHAT_MESSAGES.send)}</Button>
    </form>
  );
}
