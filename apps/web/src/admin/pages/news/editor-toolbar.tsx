import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import styles from './rich-text-editor.module.css';

interface Tool {
  key: string;
  /** The tool's name; it begins with the glyph's text where the glyph has letters or digits. */
  label: string;
  glyph: string;
  run: (editor: Editor) => void;
  /** Whether the tool's format applies where the cursor is (shown with aria-pressed). */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  /** Starts a new group in the toolbar. */
  group?: boolean;
}

const TOOLS: Tool[] = [
  {
    key: 'bold',
    label: 'Bold',
    glyph: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: 'Italic',
    glyph: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'underline',
    label: 'Underline',
    glyph: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    key: 'strike',
    label: 'Strikethrough',
    glyph: 'S',
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    key: 'h2',
    label: 'H2 heading',
    glyph: 'H2',
    group: true,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: 'H3 subheading',
    glyph: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bullets',
    label: 'Bulleted list',
    glyph: '•',
    group: true,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'numbers',
    label: '1. Numbered list',
    glyph: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'quote',
    label: 'Quote',
    glyph: '“',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    key: 'rule',
    label: 'Divider',
    glyph: '—',
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
  {
    key: 'undo',
    label: 'Undo',
    glyph: '↶',
    group: true,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    label: 'Redo',
    glyph: '↷',
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/**
 * The formatting buttons of the story editor, as a WAI-ARIA toolbar: one tab stop, arrow keys,
 * Home and End move between the buttons. The link and picture buttons open small forms
 * under the toolbar instead of browser prompts.
 */
export function EditorToolbar({
  editor,
  onLink,
  onImage,
}: {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active?.(current) ?? false])),
      enabled: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.enabled?.(current) ?? true])),
      link: current.isActive('link'),
    }),
  });
  const [focus, setFocus] = useState(0);
  const count = TOOLS.length + 2;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focus + 1,
      ArrowLeft: focus - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    setFocus(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting" onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => (
        <button
          key={tool.key}
          type="button"
          className={styles.tool}
          data-group={tool.group || undefined}
          data-tool={tool.key}
          tabIndex={index === focus ? 0 : -1}
          title={tool.label}
          aria-label={tool.label}
          aria-pressed={tool.active ? state.active[tool.key] : undefined}
          // Still focusable when it does nothing now, so the toolbar's tab stop never vanishes.
          aria-disabled={state.enabled[tool.key] ? undefined : true}
          onFocus={() => setFocus(index)}
          onClick={() => {
            if (state.enabled[tool.key]) tool.run(editor);
          }}
        >
          {tool.glyph}
        </button>
      ))}
      <button
        type="button"
        className={`${styles.tool} ${styles.wordTool}`}
        data-group
        tabIndex={focus === TOOLS.length ? 0 : -1}
        title="Link"
        aria-label="Link"
        aria-pressed={state.link}
        onFocus={() => setFocus(TOOLS.length)}
        onClick={onLink}
      >
        Link
      </button>
      <button
        type="button"
        className={`${styles.tool} ${styles.wordTool}`}
        tabIndex={focus === TOOLS.length + 1 ? 0 : -1}
        title="Picture"
        aria-label="Picture"
        onFocus={() => setFocus(TOOLS.length + 1)}
        onClick={onImage}
      >
        Picture
      </button>
    </div>
  );
}
