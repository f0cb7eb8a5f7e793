import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { TextField } from '../../../components/ui/field';
import styles from './rich-text-editor.module.css';

/** Addresses the server keeps in a story's links. */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/**
 * Sets, changes or removes the link where the cursor is. With no text selected, the address
 * itself is written as the link's text.
 */
export function EditorLinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current: unknown = editor.getAttributes('link').href;
  const [href, setHref] = useState(typeof current === 'string' ? current : '');
  const [problem, setProblem] = useState<string | null>(null);

  const apply = () => {
    const address = href.trim();
    if (!LINK.test(address)) {
      setProblem('Enter a full address: https://… or mailto:…');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: address,
          marks: [{ type: 'link', attrs: { href: address } }],
        })
        .run();
    } else {
      chain.setLink({ href: address }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    // Inside the story's form a <form> of its own would be invalid: a group with its own Enter.
    <div
      className={styles.popover}
      role="group"
      aria-label="Link"
      onKeyDown={(event) => {
        // Enter would otherwise submit the whole story.
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <TextField
        label="Link address"
        type="url"
        placeholder="https://"
        value={href}
        autoFocus
        error={problem ?? undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setProblem(null);
        }}
      />
      <div className={styles.popoverActions}>
        {editor.isActive('link') && (
          <button type="button" className="btn" onClick={remove}>
            Remove link
          </button>
        )}
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={apply}>
          Apply
        </button>
      </div>
    </div>
  );
}
