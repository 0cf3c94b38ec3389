import type { MessageId } from '@one-world/i18n';
import { type Editor, useEditorState } from '@tiptap/react';
import { type ComponentType, type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import {
  BoldIcon,
  type IconProps,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
} from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** A formatting toggle: its name, how it looks, whether it is on here, and what pressing does. */
interface Toggle {
  label: MessageId;
  icon: ComponentType<IconProps> | string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOGGLES: readonly Toggle[] = [
  {
    label: 'editor.heading2',
    icon: 'H2',
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'editor.heading3',
    icon: 'H3',
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'editor.bold',
    icon: BoldIcon,
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'editor.italic',
    icon: ItalicIcon,
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: 'editor.bulletList',
    icon: ListIcon,
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'editor.numberedList',
    icon: ListOrderedIcon,
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'editor.quote',
    icon: QuoteIcon,
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

/** Where a key moves focus in the toolbar: around at both ends, null for other keys. */
function nextIndex(key: string, current: number, last: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return current >= last ? 0 : current + 1;
    case 'ArrowLeft':
      return current <= 0 ? last : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

const BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md text-sm font-bold text-slate-700 ' +
  'hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ' +
  'aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:hover:bg-brand-700';

interface EditorToolbarProps {
  editor: Editor;
  /** The id of the editable area the toolbar acts on. */
  controls: string;
  onLink: () => void;
  onImage: () => void;
}

/**
 * The formatting buttons. It is one Tab stop; the arrow keys, Home and End move between its
 * buttons (the ARIA toolbar pattern), and each toggle says through aria-pressed whether it is on
 * where the cursor is.
 */
export function EditorToolbar({ editor, controls, onLink, onImage }: EditorToolbarProps) {
  const t = useT();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      toggles: TOGGLES.map((toggle) => toggle.isActive(current)),
      link: current.isActive('link'),
    }),
  });
  const ref = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(ref.current?.querySelectorAll('button') ?? []);
    const focused = document.activeElement;
    const current = focused instanceof HTMLButtonElement ? buttons.indexOf(focused) : -1;
    // In a right-to-left page the toolbar runs from the right: the arrows follow what is seen.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const key =
      rtl && event.key === 'ArrowRight'
        ? 'ArrowLeft'
        : rtl && event.key === 'ArrowLeft'
          ? 'ArrowRight'
          : event.key;
    const next = nextIndex(key, current, buttons.length - 1);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  // Every button after the toggles: their index in the roving order.
  const linkIndex = TOGGLES.length;
  const imageIndex = TOGGLES.length + 1;
  const rove = (index: number) => ({
    tabIndex: index === focusIndex ? 0 : -1,
    onFocus: () => setFocusIndex(index),
    // A press with the mouse leaves focus and the selection in the text, as in any word
    // processor; keyboard users reach the buttons with Tab and the arrow keys.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
  });

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('editor.formatting')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      {TOGGLES.map((toggle, index) => {
        const Icon = toggle.icon;
        return (
          <button
            key={toggle.label}
            type="button"
            aria-label={t(toggle.label)}
            title={t(toggle.label)}
            aria-pressed={active.toggles[index] ?? false}
            onClick={() => toggle.run(editor)}
            className={BUTTON}
            {...rove(index)}
          >
            {typeof Icon === 'string' ? Icon : <Icon className="size-4" />}
          </button>
        );
      })}
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />
      <button
        type="button"
        aria-label={t(active.link ? 'editor.editLink' : 'editor.addLink')}
        title={t(active.link ? 'editor.editLink' : 'editor.addLink')}
        aria-haspopup="dialog"
        onClick={onLink}
        className={cn(BUTTON, active.link && 'bg-brand-50 text-brand-800')}
        {...rove(linkIndex)}
      >
        <LinkIcon className="size-4" />
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onImage}
        className={cn(BUTTON, 'w-auto gap-1.5 px-2.5 font-medium')}
        {...rove(imageIndex)}
      >
        <ImageIcon className="size-4" />
        {t('editor.insertImage')}
      </button>
    </div>
  );
}
