import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useState } from 'react';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  RectangleHorizontal,
  Shapes,
} from '@/components/icons/admin';
import { cn } from '@/lib/cn';
import { type DocNode, NODE_NAMES } from '../../../../../contract/email-doc';
import { EDITOR_COPY } from '../editor-copy';
import { EmailButton, EmailImage, PieceCard } from '../email-nodes';
import { pieceCardAttrs } from '../piece-card-attrs';
import { ButtonDialog } from './button-dialog';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { PieceDialog } from './piece-dialog';

export interface VisualEditorProps {
  initialDoc: DocNode;
  onChange: (doc: DocNode) => void;
  /** Piece cards link here: the site's own address. */
  siteOrigin: string;
}

type OpenDialog = 'link' | 'button' | 'image' | 'piece' | null;

const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    heading: { levels: [1, 2, 3] },
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
  }),
  EmailImage,
  EmailButton,
  PieceCard,
];

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-[var(--radius-control)] text-foreground transition-colors hover:bg-foreground/10',
        'focus-visible:outline-2 focus-visible:outline-accent [&_svg]:size-4',
        active && 'bg-accent/20 text-accent',
      )}
    >
      {children}
    </button>
  );
}

const Separator = () => <span className="mx-1 h-6 w-px bg-border" aria-hidden />;

function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });
}

function Toolbar({ editor, open }: { editor: Editor; open: (dialog: OpenDialog) => void }) {
  const state = useToolbarState(editor);
  const chain = () => editor.chain().focus();
  const copy = EDITOR_COPY;
  return (
    <div
      role="toolbar"
      aria-label={copy.toolbar}
      aria-controls="newsletter-visual-editor"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 border-b border-border bg-surface p-1.5"
    >
      <ToolButton
        label={copy.paragraph}
        active={state.paragraph}
        onClick={() => chain().setParagraph().run()}
      >
        <Pilcrow aria-hidden />
      </ToolButton>
      {([1, 2, 3] as const).map((level) => {
        const Icon = [Heading1, Heading2, Heading3][level - 1]!;
        return (
          <ToolButton
            key={level}
            label={copy.heading(level)}
            active={state[`h${level}`]}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            <Icon aria-hidden />
          </ToolButton>
        );
      })}
      <Separator />
      <ToolButton label={copy.bold} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden />
      </ToolButton>
      <ToolButton label={copy.italic} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden />
      </ToolButton>
      <ToolButton label={copy.link} active={state.link} onClick={() => open('link')}>
        <Link2 aria-hidden />
      </ToolButton>
      <Separator />
      <ToolButton
        label={copy.bulletList}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List aria-hidden />
      </ToolButton>
      <ToolButton
        label={copy.orderedList}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden />
      </ToolButton>
      <Separator />
      <ToolButton label={copy.image} onClick={() => open('image')}>
        <ImagePlus aria-hidden />
      </ToolButton>
      <ToolButton label={copy.button} onClick={() => open('button')}>
        <RectangleHorizontal aria-hidden />
      </ToolButton>
      <ToolButton label={copy.divider} onClick={() => chain().setHorizontalRule().run()}>
        <Minus aria-hidden />
      </ToolButton>
      <ToolButton label={copy.pieceCard} onClick={() => open('piece')}>
        <Shapes aria-hidden />
      </ToolButton>
    </div>
  );
}

/**
 * The visual composer: headings, paragraphs, bold and italic, links, lists, and the email's own
 * blocks (image, button, divider, piece card). It reports its document on every change; the
 * composer renders the email HTML and plain text from it.
 */
export default function VisualEditor({ initialDoc, onChange, siteOrigin }: VisualEditorProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialDoc,
    editorProps: {
      attributes: {
        id: 'newsletter-visual-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': EDITOR_COPY.label,
        class: cn(
          'min-h-72 px-4 py-3 text-[15px] leading-relaxed outline-none',
          // The email's own hierarchy, so what is typed looks like what will be sent.
          '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:font-display [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold',
          '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:my-2 [&_a]:underline',
          '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_hr]:my-5 [&_hr]:border-border',
          '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-accent',
          'focus-visible:ring-2 focus-visible:ring-accent/60 focus-visible:ring-inset',
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as DocNode),
  });

  if (!editor) return null;
  const close = () => setDialog(null);
  // After the selection, never over it: a selected card or selected words stay where they are.
  const insert = (type: string, attrs: object) => {
    editor.chain().focus().insertContentAt(editor.state.selection.to, { type, attrs }).run();
    close();
  };

  return (
    <div className="overflow-hidden rounded-md border border-border bg-background">
      <Toolbar editor={editor} open={setDialog} />
      <EditorContent editor={editor} />
      {dialog === 'link' ? (
        <LinkDialog
          open
          onOpenChange={(open) => !open && close()}
          initialHref={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            (href ? chain.setLink({ href }) : chain.unsetLink()).run();
            close();
          }}
        />
      ) : null}
      {dialog === 'button' ? (
        <ButtonDialog
          open
          onOpenChange={(open) => !open && close()}
          onInsert={(attrs) => insert(NODE_NAMES.button, attrs)}
        />
      ) : null}
      {dialog === 'image' ? (
        <ImageDialog
          open
          onOpenChange={(open) => !open && close()}
          onInsert={(attrs) => insert(NODE_NAMES.image, attrs)}
        />
      ) : null}
      {dialog === 'piece' ? (
        <PieceDialog
          open
          onOpenChange={(open) => !open && close()}
          onPick={(piece) => insert(NODE_NAMES.pieceCard, pieceCardAttrs(piece, siteOrigin))}
        />
      ) : null}
    </div>
  );
}
