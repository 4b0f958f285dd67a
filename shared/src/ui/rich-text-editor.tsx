import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Form, theme } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  label: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /**
   * Turns on images in the text: the toolbar's Insert image picks a file, this stores it and answers its URL
   * (or null when it could not, having said why), and the image goes in at the cursor.
   */
  onUploadImage?: (file: File) => Promise<string | null>;
}

interface ToolbarCommand {
  key: string;
  /** a key of the shared texts */
  label:
    | 'editor.bold'
    | 'editor.italic'
    | 'editor.heading'
    | 'editor.subheading'
    | 'editor.bulletList'
    | 'editor.orderedList'
    | 'editor.image';
  icon: ReactNode;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const COMMANDS: ToolbarCommand[] = [
  {
    key: 'bold',
    label: 'editor.bold',
    icon: <BoldOutlined />,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'editor.italic',
    icon: <ItalicOutlined />,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'h2',
    label: 'editor.heading',
    icon: 'H2',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: 'editor.subheading',
    icon: 'H3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bullets',
    label: 'editor.bulletList',
    icon: <UnorderedListOutlined />,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'numbers',
    label: 'editor.orderedList',
    icon: <OrderedListOutlined />,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/**
 * One tab stop for the whole toolbar and arrow keys within it (the WAI-ARIA toolbar pattern), so keyboard
 * users reach the text in one Tab.
 */
function Toolbar({
  editor,
  commands,
  label,
  disabled,
}: {
  editor: Editor;
  commands: ToolbarCommand[];
  label: string;
  disabled?: boolean;
}) {
  const [focused, setFocused] = useState(0);
  const { t } = useTranslation();
  const buttons = useRef<Array<HTMLElement | null>>([]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => commands.map((command) => command.isActive(current)),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focused + 1,
      ArrowLeft: focused - 1,
      Home: 0,
      End: commands.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + commands.length) % commands.length;
    setFocused(index);
    buttons.current[index]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('editor.formatting', { label })}
      onKeyDown={onKeyDown}
      style={{ display: 'flex', gap: 4 }}
    >
      {commands.map((command, index) => (
        <Button
          key={command.key}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type={active[index] ? 'primary' : 'text'}
          size="small"
          icon={typeof command.icon === 'string' ? undefined : command.icon}
          aria-label={t(command.label)}
          aria-pressed={active[index]}
          tabIndex={index === focused ? 0 : -1}
          disabled={disabled}
          onFocus={() => setFocused(index)}
          onClick={() => command.run(editor)}
        >
          {typeof command.icon === 'string' ? command.icon : null}
        </Button>
      ))}
    </div>
  );
}

// Paragraph margins at the edges of the text would push it away from where the placeholder sits. An image fits
// the text's width, as on the published page: a 1200-px photo would otherwise widen the editor and the page.
const EDITOR_CSS = [
  '.skillhub-rte .ProseMirror > :first-child { margin-top: 0 }',
  '.skillhub-rte .ProseMirror > :last-child { margin-bottom: 0 }',
  '.skillhub-rte .ProseMirror img { max-width: 100%; height: auto }',
].join(' ');

/** Changes the page may still hand back: far more than it ever lags by. */
const ECHOES_KEPT = 50;

/** An image's alternative text from its file name ("team-photo_2.png" reads "team photo 2"), editable later. */
const altOf = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();

/**
 * Rich text (course overviews, blog bodies) on tiptap's StarterKit without links: a pasted link would be
 * an unreviewed outbound URL on a public page. With `onUploadImage`, images too.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  error,
  disabled,
  required,
  onUploadImage,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What the editor reported and the page has not handed back yet, oldest first (see the value effect).
  const echoes = useRef<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { t } = useTranslation();

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      ...(onUploadImage ? [Image.configure({ allowBase64: false })] : []),
    ],
    content: value,
    editable: !disabled,
    // An emptied editor still holds '<p></p>'; the form sees '' so "required" rules work on it directly.
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      // Only the latest: a page that never hands the value back must not make this grow without end.
      echoes.current = [...echoes.current.slice(-ECHOES_KEPT + 1), html];
      onChangeRef.current(html);
    },
  });

  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current?.isEmpty ?? true });

  // The page hands the editor's own changes back as `value` a render later, and by then more may have been typed:
  // putting such an echo back would drop those keystrokes (and the spaces at its end). Only a value the editor
  // never reported (a loaded post, a reset to other text) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const echo = echoes.current.indexOf(value);
    if (echo >= 0) {
      echoes.current.splice(0, echo + 1);
      return;
    }
    echoes.current = [];
    if (value === '' ? editor.isEmpty : value === editor.getHTML()) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-invalid': error ? 'true' : 'false',
          ...(error ? { 'aria-describedby': errorId } : {}),
          ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
          style: `outline: none; min-height: 160px; padding: ${token.paddingXS}px ${token.paddingSM}px;`,
        },
      },
    });
  }, [editor, labelId, error, errorId, placeholder, required, token.paddingXS, token.paddingSM]);

  const commands: ToolbarCommand[] = onUploadImage
    ? [
        ...COMMANDS,
        {
          key: 'image',
          label: 'editor.image',
          icon: <PictureOutlined />,
          isActive: () => false,
          run: () => fileInput.current?.click(),
        },
      ]
    : COMMANDS;

  const insertImage = async (file: File | undefined) => {
    if (!file || !editor || !onUploadImage) return;
    setUploading(true);
    try {
      const src = await onUploadImage(file);
      if (src)
        editor
          .chain()
          .focus()
          .setImage({ src, alt: altOf(file) })
          .run();
    } finally {
      setUploading(false);
    }
  };

  const borderColor = error ? token.colorError : focused ? token.colorPrimary : token.colorBorder;

  return (
    <Form.Item
      layout="vertical"
      label={<span id={labelId}>{label}</span>}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <style href="skillhub-rich-text-editor" precedence="medium">
        {EDITOR_CSS}
      </style>
      <div
        className="skillhub-rte"
        role="group"
        aria-labelledby={labelId}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        style={{
          border: `${token.lineWidth}px solid ${borderColor}`,
          borderRadius: token.borderRadius,
          background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
          color: token.colorText,
        }}
      >
        {editor && (
          <div style={{ padding: token.paddingXXS, borderBottom: `${token.lineWidth}px solid ${token.colorBorder}` }}>
            <Toolbar editor={editor} commands={commands} label={label} disabled={disabled || uploading} />
          </div>
        )}
        {onUploadImage && (
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void insertImage(file);
            }}
          />
        )}
        <VisuallyHidden role="status">{uploading ? t('editor.uploading') : ''}</VisuallyHidden>
        <div style={{ position: 'relative' }}>
          {isEmpty && placeholder && (
            <span
              aria-hidden="true"
              style={{
                position: 'absolute',
                insetInlineStart: token.paddingSM,
                top: token.paddingXS,
                color: token.colorTextPlaceholder,
                pointerEvents: 'none',
              }}
            >
              {placeholder}
            </span>
          )}
          <EditorContent editor={editor} />
        </div>
      </div>
    </Form.Item>
  );
}
