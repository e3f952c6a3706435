import { mergeAttributes, Node } from '@tiptap/core';
import { NODE_NAMES } from '../../../../contract/email-doc';

/**
 * The composer's own blocks. Each is an atom: selected and removed whole, never half-edited;
 * its attributes are what email-html.ts renders. In the editor they are drawn with plain DOM
 * (renderHTML); `data-*` attributes let a copied block paste back as itself.
 */
function attribute(name: string, fallback: string | number | null = null) {
  const data = `data-${name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}`;
  return {
    default: fallback,
    parseHTML: (element: HTMLElement) => {
      const value = element.getAttribute(data);
      return typeof fallback === 'number' || name === 'width' || name === 'height'
        ? value === null || value === ''
          ? fallback
          : Number(value)
        : (value ?? fallback);
    },
    renderHTML: (attributes: Record<string, unknown>) =>
      attributes[name] === null || attributes[name] === undefined ? {} : { [data]: String(attributes[name]) },
  };
}

const BLOCK = {
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
} as const;

export const EmailImage = Node.create({
  name: NODE_NAMES.image,
  ...BLOCK,
  addAttributes: () => ({
    src: attribute('src', ''),
    alt: attribute('alt', ''),
    width: attribute('width'),
    height: attribute('height'),
  }),
  parseHTML: () => [{ tag: 'figure[data-email-image]' }],
  renderHTML: ({ HTMLAttributes, node }) => [
    'figure',
    mergeAttributes(HTMLAttributes, { 'data-email-image': '', class: 'email-block my-4' }),
    ['img', { src: node.attrs.src, alt: node.attrs.alt, class: 'mx-auto block h-auto max-w-full rounded' }],
  ],
});

export const EmailButton = Node.create({
  name: NODE_NAMES.button,
  ...BLOCK,
  addAttributes: () => ({ href: attribute('href', ''), label: attribute('label', '') }),
  parseHTML: () => [{ tag: 'div[data-email-button]' }],
  renderHTML: ({ HTMLAttributes, node }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-email-button': '', class: 'email-block my-5' }),
    [
      'span',
      {
        class: 'inline-block rounded-lg bg-accent px-6 py-3 text-sm font-bold text-accent-foreground',
        title: node.attrs.href,
      },
      node.attrs.label,
    ],
  ],
});

export const PieceCard = Node.create({
  name: NODE_NAMES.pieceCard,
  ...BLOCK,
  addAttributes: () => ({
    href: attribute('href', ''),
    title: attribute('title', ''),
    edition: attribute('edition', ''),
    imageUrl: attribute('imageUrl'),
    imageAlt: attribute('imageAlt', ''),
  }),
  parseHTML: () => [{ tag: 'div[data-piece-card]' }],
  renderHTML: ({ HTMLAttributes, node }) => [
    'div',
    mergeAttributes(HTMLAttributes, {
      'data-piece-card': '',
      class: 'email-block my-5 overflow-hidden rounded-md border border-border bg-background',
    }),
    ...(node.attrs.imageUrl
      ? [
          [
            'img',
            {
              src: node.attrs.imageUrl,
              alt: node.attrs.imageAlt || node.attrs.title,
              class: 'block h-auto w-full',
            },
          ],
        ]
      : []),
    ['div', { class: 'px-4 pt-3 text-lg font-semibold' }, node.attrs.title],
    ['div', { class: 'px-4 text-xs tracking-widest text-muted uppercase' }, node.attrs.edition],
    // The accent is for the email's dark page; on the light editor it would not be readable.
    ['div', { class: 'px-4 pt-2 pb-3 text-sm font-semibold underline' }, 'View the piece →'],
  ],
});
