import {
  attrsOf,
  type ButtonAttrs,
  type DocNode,
  type ImageAttrs,
  NODE_NAMES,
  type PieceCardAttrs,
  safeHref,
} from './email-doc';

function inlineText(nodes: DocNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '\n';
      const text = node.text ?? '';
      const href = safeHref(node.marks?.find((mark) => mark.type === 'link')?.attrs?.href);
      return href && href !== text ? `${text} (${href})` : text;
    })
    .join('');
}

function listText(node: DocNode, depth: number): string[] {
  const ordered = node.type === 'orderedList';
  return (node.content ?? []).flatMap((item, index) => {
    const marker = ordered ? `${index + 1}.` : '-';
    const indent = '  '.repeat(depth);
    return (item.content ?? []).flatMap((child, childIndex) => {
      if (child.type.endsWith('List')) return listText(child, depth + 1);
      const line = inlineText(child.content);
      return [`${indent}${childIndex === 0 ? `${marker} ` : '  '}${line}`];
    });
  });
}

function blockText(node: DocNode): string | null {
  switch (node.type) {
    case 'paragraph':
      return inlineText(node.content).trim() ? inlineText(node.content) : null;
    case 'heading':
      return inlineText(node.content);
    case 'bulletList':
    case 'orderedList':
      return listText(node, 0).join('\n');
    case 'horizontalRule':
      return '----------';
    case NODE_NAMES.image: {
      const { alt } = attrsOf<ImageAttrs>(node);
      return alt ? `[${alt}]` : null;
    }
    case NODE_NAMES.button: {
      const { label, href } = attrsOf<ButtonAttrs>(node);
      const url = safeHref(href);
      return url ? `${label ?? ''}: ${url}` : null;
    }
    case NODE_NAMES.pieceCard: {
      const { title, edition, href } = attrsOf<PieceCardAttrs>(node);
      const url = safeHref(href);
      // The HTML's card links its title and image and says "View the piece": the text says it too.
      return [title, edition, url && `View the piece: ${url}`].filter(Boolean).join('\n');
    }
    default:
      return null;
  }
}

/** The plain-text body, from the same document as the HTML: one block a paragraph, links written out. */
export function renderPlainText(doc: DocNode, { brand }: { brand: string }): string {
  const blocks = (doc.content ?? []).map(blockText).filter((text): text is string => text !== null);
  return [brand.toUpperCase(), ...blocks].join('\n\n');
}
