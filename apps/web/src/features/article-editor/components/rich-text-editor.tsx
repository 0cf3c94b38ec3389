import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../../lib/cn';
import { EditorToolbar } from './editor-toolbar';
import { ImageDialog } from './image-dialog';
import { LinkDialog, SAFE_LINK } from './link-dialog';

const EXTENSIONS = [
  StarterKit.configure({
    // The article page's title is the one h1; sections inside it are h2 and h3.
    heading: { levels: [2, 3] },
    link: {
      // In the editor a click places the cursor to edit the text; readers follow links.
      openOnClick: false,
      defaultProtocol: 'https',
      // The server keeps http, https and mailto links only, so the editor accepts no others.
      isAllowedUri: (url) => SAFE_LINK.test(url),
    },
  }),
  // Pictures are uploaded and referenced by address; pasted data URLs would bloat the HTML.
  Image.configure({ inline: false, allowBase64: false }),
];

const EDITABLE_CLASSES =
  'article-prose min-h-72 px-4 py-3 outline-none [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-500';

interface RichTextEditorProps {
  /** The editable area's id (the toolbar's aria-controls). */
  id: string;
  /** The id of the visible label that names the editable area. */
  labelId: string;
  /** The text to start from; read once, since the editor holds the text from then on. */
  initialHtml: string;
  /** Called with the HTML after every change. */
  onChange: (html: string) => void;
  /** The id of the error text under the editor, when there is one. */
  errorId?: string;
}

/**
 * The article's text, written with TipTap: headings, bold, italic, lists, quotes, links and
 * pictures, with a toolbar of real buttons. It produces HTML that the server sanitizes again.
 */
export function RichTextEditor({
  id,
  labelId,
  initialHtml,
  onChange,
  errorId,
}: RichTextEditorProps) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [startHtml] = useState(initialHtml);
  // The editable element is ProseMirror's: its name and error state reach it as editorProps,
  // which TipTap applies again whenever this object changes.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: EDITABLE_CLASSES,
      },
    }),
    [id, labelId, errorId],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: startHtml,
    editorProps,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  const closeDialog = () => setDialog(null);
  const linkHref = dialog === 'link' ? String(editor.getAttributes('link').href ?? '') : '';

  const applyLink = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    closeDialog();
  };

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:outline-2',
        errorId
          ? 'border-red-500 focus-within:outline-red-500'
          : 'border-slate-300 focus-within:border-brand-500 focus-within:outline-brand-500',
      )}
    >
      <EditorToolbar
        editor={editor}
        controls={id}
        onLink={() => setDialog('link')}
        onImage={() => setDialog('image')}
      />
      <EditorContent editor={editor} />
      {/* The dialogs hold forms of their own, which may not sit inside the article's form. */}
      {createPortal(
        <>
          <LinkDialog
            open={dialog === 'link'}
            initialHref={linkHref}
            onApply={applyLink}
            onRemove={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              closeDialog();
            }}
            onClose={closeDialog}
          />
          <ImageDialog
            open={dialog === 'image'}
            onInsert={({ src, alt }) => {
              editor.chain().focus().setImage({ src, alt }).run();
              closeDialog();
            }}
            onClose={closeDialog}
          />
        </>,
        document.body,
      )}
    </div>
  );
}
