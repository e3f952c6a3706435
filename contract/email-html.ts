import {
  attrsOf,
  type ButtonAttrs,
  type DocMark,
  type DocNode,
  type ImageAttrs,
  NODE_NAMES,
  type PieceCardAttrs,
  safeHref,
} from './email-doc';
import { emailButton, emailFrame, emailRow } from './email-frame';
import { EMAIL_ACCENT, EMAIL_CONTENT_WIDTH, EMAIL_FONT, EMAIL_INK } from './email-style';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Everything the admin typed is text here: the only markup is ours. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const BODY_TEXT = `font-family:${EMAIL_FONT};font-size:16px;line-height:26px;color:${EMAIL_INK.body};`;
const HEADING_SIZES: Record<number, [number, number]> = { 1: [30, 36], 2: [24, 30], 3: [19, 26] };
const LINK_STYLE = `color:${EMAIL_INK.text};text-decoration:underline;`;

function markedText(node: DocNode): string {
  let html = escapeHtml(node.text ?? '');
  const marks: DocMark[] = node.marks ?? [];
  for (const mark of marks) {
    if (mark.type === 'bold') html = `<strong>${html}</strong>`;
    else if (mark.type === 'italic') html = `<em>${html}</em>`;
  }
  const link = marks.find((mark) => mark.type === 'link');
  const href = link && safeHref(link.attrs?.href);
  return href ? `<a href="${escapeHtml(href)}" style="${LINK_STYLE}">${html}</a>` : html;
}

function inline(nodes: DocNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => (node.type === 'hardBreak' ? '<br>' : node.type === 'text' ? markedText(node) : ''))
    .join('');
}

/** One row of the content column. */
const row = emailRow;

function list(node: DocNode, ordered: boolean): string {
  const tag = ordered ? 'ol' : 'ul';
  const items = (node.content ?? [])
    .map((item) => {
      const inner = (item.content ?? [])
        .map((child) =>
          child.type === 'paragraph'
            ? inline(child.content)
            : child.type.endsWith('List')
              ? listInner(child)
              : '',
        )
        .join('');
      return `<li style="margin:0 0 6px 0;">${inner}</li>`;
    })
    .join('');
  return `<${tag} style="margin:0;padding:0 0 0 24px;${BODY_TEXT}">${items}</${tag}>`;
}

const listInner = (node: DocNode) => list(node, node.type === 'orderedList');

function image(node: DocNode): string {
  const { src, alt = '', width, height } = attrsOf<ImageAttrs>(node);
  const url = safeHref(src);
  if (!url) return '';
  // Shown at its own width up to the column's, its height kept in proportion.
  const shownWidth = Math.min(width ?? EMAIL_CONTENT_WIDTH, EMAIL_CONTENT_WIDTH);
  const shownHeight = width && height ? Math.round((height * shownWidth) / width) : null;
  return (
    `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="${shownWidth}"` +
    (shownHeight ? ` height="${shownHeight}"` : '') +
    ` style="display:block;width:100%;max-width:${shownWidth}px;height:auto;border:0;outline:none;text-decoration:none;">`
  );
}

const buttonTable = (href: string, label: string) => emailButton(escapeHtml(href), escapeHtml(label));

function button(node: DocNode): string {
  const { href, label } = attrsOf<ButtonAttrs>(node);
  const url = safeHref(href);
  return url && label ? buttonTable(url, label) : '';
}

function pieceCard(node: DocNode): string {
  const { href, title = '', edition = '', imageUrl, imageAlt } = attrsOf<PieceCardAttrs>(node);
  const url = safeHref(href);
  if (!url) return '';
  const picture = safeHref(imageUrl);
  const link = (content: string, style = '') =>
    `<a href="${escapeHtml(url)}" style="text-decoration:none;${style}">${content}</a>`;
  const imageRow = picture
    ? `<tr><td>${link(
        `<img src="${escapeHtml(picture)}" alt="${escapeHtml(imageAlt || title)}" width="${EMAIL_CONTENT_WIDTH}" style="display:block;width:100%;max-width:${EMAIL_CONTENT_WIDTH}px;height:auto;border:0;">`,
      )}</td></tr>`
    : '';
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid ${EMAIL_INK.rule};background-color:${EMAIL_INK.page};">` +
    imageRow +
    `<tr><td style="padding:20px 20px 4px 20px;font-family:${EMAIL_FONT};font-size:20px;line-height:26px;font-weight:bold;">${link(escapeHtml(title), `color:${EMAIL_INK.text};`)}</td></tr>` +
    (edition
      ? `<tr><td style="padding:0 20px;font-family:${EMAIL_FONT};font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${EMAIL_INK.muted};">${escapeHtml(edition)}</td></tr>`
      : '') +
    `<tr><td style="padding:16px 20px 20px 20px;font-family:${EMAIL_FONT};font-size:14px;font-weight:bold;">${link('View the piece &rarr;', `color:${EMAIL_ACCENT};`)}</td></tr>` +
    '</table>'
  );
}

function block(node: DocNode): string {
  switch (node.type) {
    case 'paragraph':
      return row(`padding-top:16px;${BODY_TEXT}`, inline(node.content) || '&nbsp;');
    case 'heading': {
      const level = Number(node.attrs?.level ?? 2);
      const [size, lineHeight] = HEADING_SIZES[level] ?? HEADING_SIZES[2]!;
      return row(
        `padding-top:24px;font-family:${EMAIL_FONT};font-size:${size}px;line-height:${lineHeight}px;font-weight:bold;color:${EMAIL_INK.text};`,
        `<h${level} style="margin:0;font-size:${size}px;line-height:${lineHeight}px;">${inline(node.content)}</h${level}>`,
      );
    }
    case 'bulletList':
    case 'orderedList':
      return row('padding-top:16px;', listInner(node));
    case 'horizontalRule':
      return row(
        'padding-top:24px;padding-bottom:8px;',
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="height:1px;line-height:1px;font-size:0;background-color:${EMAIL_INK.rule};">&nbsp;</td></tr></table>`,
      );
    case NODE_NAMES.image:
      return row('padding-top:20px;', image(node));
    case NODE_NAMES.button:
      return row('padding-top:24px;', button(node));
    case NODE_NAMES.pieceCard:
      return row('padding-top:24px;', pieceCard(node));
    default:
      return '';
  }
}

/**
 * The email as mail apps need it: a table layout of a 600 px column, inline styles only, no
 * stylesheet and no script; images with width and alt text. It has a <body>, so the server puts
 * its unsubscribe footer on the dark page too.
 */
export function renderEmailHtml(doc: DocNode, { title, brand }: { title: string; brand: string }): string {
  const rows = (doc.content ?? []).map(block).join('\n');
  return emailFrame({ title: escapeHtml(title), brand: escapeHtml(brand), rows });
}
