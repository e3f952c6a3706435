import type { DocNode } from '@contract/email-doc';
import { SIZE_MODEL_LABELS, SIZE_MODELS } from '@contract/limits';
import { absoluteUrl, PAGE_LINKS, ROUTES } from '@contract/page-paths';
import type { Sculpture } from '@contract/sculpture';

/** The fields of a piece the template tells of. */
export type TemplatePiece = Pick<
  Sculpture,
  | 'title'
  | 'slug'
  | 'tagline'
  | 'sizes'
  | 'finish'
  | 'edition'
  | 'status'
  | 'published'
  | 'isLocked'
  | 'editionSize100'
  | 'editionSize450'
>;

const SIGN_OFF = 'Reply to this email to reserve a piece before the public release.';

const text = (value: string, marks?: DocNode['marks']): DocNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: DocNode[]): DocNode => ({ type: 'paragraph', content });

const isComingSoon = (piece: TemplatePiece) => piece.isLocked === 'true' || /coming soon/i.test(piece.status);
const isAvailable = (piece: TemplatePiece) => /^available$/i.test(piece.status.trim());

/**
 * The piece a newsletter is best written about: the next drop (locked or Coming Soon), else a
 * piece collectors can buy now; never a hidden or sold-out one, which a reader could not have.
 */
export function templatePiece(pieces: readonly TemplatePiece[]): TemplatePiece | null {
  const shown = pieces.filter((piece) => piece.published !== 'false');
  return shown.find(isComingSoon) ?? shown.find(isAvailable) ?? null;
}

/** The edition as the register counts it, size by size; the piece's own words where none is counted. */
function editionOf(piece: TemplatePiece): string {
  const counted = SIZE_MODELS.flatMap((size) => {
    const total = size === '100' ? piece.editionSize100 : piece.editionSize450;
    return total ? [`${SIZE_MODEL_LABELS[size]}: ${total} numbers`] : [];
  });
  return counted.length > 0 ? counted.join(', ') : piece.edition;
}

/**
 * 'Use Template': a finished sample in the brand's style, as a document the visual composer
 * opens (and renders to email HTML and plain text), about a piece a reader can still have (the
 * next drop, else one available now) and linking to it; without one, news of the studio
 * linking to the collection.
 */
export function buildNewsletterTemplate(
  siteOrigin: string,
  pieces: readonly TemplatePiece[],
): { subject: string; doc: DocNode } {
  const piece = templatePiece(pieces);
  const collectionUrl = absoluteUrl(siteOrigin, ROUTES.collection);
  if (!piece) {
    return {
      subject: 'News from the studio',
      doc: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 1 }, content: [text('News from the studio')] },
          paragraph(
            text(
              'New figures are on the bench: cast in resin, polished to a mirror chrome and numbered by hand. Subscribers hear first when the next edition opens.',
            ),
          ),
          { type: 'emailButton', attrs: { href: collectionUrl, label: 'View the Collection' } },
          { type: 'horizontalRule' },
          paragraph(text('Reply to this email with any question about a piece.', [{ type: 'italic' }])),
        ],
      },
    };
  }
  const upcoming = isComingSoon(piece);
  const pieceUrl = absoluteUrl(siteOrigin, PAGE_LINKS.sculpture(piece.slug));
  const headline = upcoming ? `The next drop: ${piece.title}` : `Now available: ${piece.title}`;
  const details: [string, string][] = [
    ['Edition', editionOf(piece)],
    ['Sizes', piece.sizes.join(' and ')],
    ['Finish', piece.finish],
  ];
  return {
    subject: upcoming ? `The Next Drop: ${piece.title}` : `Now Available: ${piece.title}`,
    doc: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [text(headline)] },
        ...(piece.tagline ? [paragraph(text(piece.tagline))] : []),
        paragraph(
          text(
            upcoming
              ? 'Subscribers hear first: the edition opens to you before it appears in the public collection.'
              : 'Cast in resin, polished to a mirror chrome and numbered by hand, while the edition lasts.',
          ),
        ),
        {
          type: 'bulletList',
          content: details
            .filter(([, value]) => value.trim() !== '')
            .map(([label, value]) => ({
              type: 'listItem',
              content: [paragraph(text(`${label}: `, [{ type: 'bold' }]), text(value))],
            })),
        },
        { type: 'emailButton', attrs: { href: pieceUrl, label: `View ${piece.title}` } },
        { type: 'horizontalRule' },
        paragraph(text(SIGN_OFF, [{ type: 'italic' }])),
      ],
    },
  };
}
