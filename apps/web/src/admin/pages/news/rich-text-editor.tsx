import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { EditorImageForm } from './editor-image-form';
import { EditorLinkForm } from './editor-link-form';
import { EditorToolbar } from './editor-toolbar';
import styles from './rich-text-editor.module.css';

/**
 * The body of a story, written as formatted text and kept as HTML. The formats offered are the
 * ones the server keeps (it sanitises what it stores): headings, emphasis, lists, quotes,
 * links, pictures and dividers. Loaded on its own, only when a story is opened.
 */
export function RichTextEditor({
  label,
  initialHtml,
  error,
  onChange,
}: {
  label: string;
  /** The body when the editor opens; later changes of the prop are not followed. */
  initialHtml: string;
  error?: string | undefined;
  onChange: (html: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        // An empty paragraph kept after a heading or a picture would be stored as a blank line.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={error ? true : undefined}>
        <EditorToolbar
          editor={editor}
          onLink={() => setOpen(open === 'link' ? null : 'link')}
          onImage={() => setOpen(open === 'image' ? null : 'image')}
        />
        {open === 'link' && <EditorLinkForm editor={editor} onClose={() => setOpen(null)} />}
        {open === 'image' && <EditorImageForm editor={editor} onClose={() => setOpen(null)} />}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
