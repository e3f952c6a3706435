import { pieceEditionLine } from '@contract/edition-line';
import { absoluteUrl, PAGE_LINKS } from '@contract/page-paths';
import type { Sculpture } from '@contract/sculpture';
import type { PieceCardAttrs } from '../../../../contract/email-doc';

/** A piece's card, as subscribers see it: its thumbnail, title, edition, and its page. */
export function pieceCardAttrs(piece: Sculpture, siteOrigin: string): PieceCardAttrs {
  const origin = siteOrigin.replace(/\/$/, '');
  const image = piece.thumbnailImage ?? piece.galleryImages[0] ?? null;
  return {
    href: absoluteUrl(origin, PAGE_LINKS.sculpture(piece.slug)),
    title: piece.title,
    edition: pieceEditionLine(piece),
    imageUrl: image ? new URL(image, `${origin}/`).href : null,
    imageAlt: piece.title,
  };
}
