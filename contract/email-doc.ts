/**
 * The visual composer's document, as the editor stores it (ProseMirror JSON): what the email
 * HTML and the plain text are both rendered from, and what a draft keeps to reopen.
 */
export interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: DocMark[];
}

export const EMPTY_DOC: DocNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Block nodes of our own, beside the editor's headings, paragraphs, lists and divider. */
export const NODE_NAMES = {
  image: 'emailImage',
  button: 'emailButton',
  pieceCard: 'pieceCard',
} as const;

export interface ImageAttrs {
  src: string;
  alt: string;
  /** Intrinsic size, when known: the email shows it at most the column's width. */
  width: number | null;
  height: number | null;
}

export interface ButtonAttrs {
  href: string;
  label: string;
}

export interface PieceCardAttrs {
  href: string;
  title: string;
  edition: string;
  imageUrl: string | null;
  imageAlt: string;
}

export function attrsOf<T>(node: DocNode): Partial<T> {
  return (node.attrs ?? {}) as Partial<T>;
}

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** Links in an email go to the web or to a mailbox; anything else (javascript:, data:) is dropped. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  return SAFE_LINK.test(href) ? href : null;
}

/** Whether the document holds anything a reader would see. */
export function hasContent(doc: DocNode): boolean {
  const visit = (node: DocNode): boolean =>
    (node.type === 'text' && Boolean(node.text?.trim())) ||
    Object.values(NODE_NAMES).includes(node.type as never) ||
    node.type === 'horizontalRule' ||
    (node.content ?? []).some(visit);
  return visit(doc);
}

export function parseDoc(design: string | null): DocNode | null {
  if (!design) return null;
  try {
    const doc = JSON.parse(design) as DocNode;
    return doc && doc.type === 'doc' ? doc : null;
  } catch {
    return null;
  }
}
