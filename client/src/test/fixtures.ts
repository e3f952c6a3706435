import { editionLine, pieceEditionLine } from '@contract/edition-line';
import type { Sculpture } from '@contract/sculpture';
import type { SculptureTeaser, UnlockedSculpture } from '@contract/sculpture-teaser';

let nextId = 1;

/** A complete public sculpture with every size-chart field empty; override what a test needs. */
export function makeSculpture(overrides: Partial<Sculpture> = {}): Sculpture {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `piece-${id}`,
    title: `Piece ${id}`,
    tagline: 'A chrome memory',
    intro: 'Cast and polished by hand.',
    medium: 'Cast metal with chrome finish',
    sizes: ['12 inch', '54 inch'],
    edition: 'Limited Edition of 50',
    finish: 'Mirror chrome',
    certificate: 'Signed and numbered certificate of authenticity',
    status: 'Available',
    statusAtRelease: 'Available',
    editionSize100: null,
    editionSize450: null,
    price100: null,
    price450: null,
    saleMode100: 'first-come',
    saleMode450: 'first-come',
    drawWindowMinutes: 60,
    isLocked: 'false',
    published: 'true',
    releaseAt: null,
    isGreyscale: 'false',
    imageCount: 4,
    placeholderType: 'photo',
    thumbnailImage: null,
    rolloverImage: null,
    scaleImage: null,
    placeholderMedia: null,
    inSituImages: [],
    galleryImages: [],
    seoTitle: 'Piece',
    seoDescription: 'Piece',
    sortOrder: id,
    height100: null,
    width100: null,
    depth100: null,
    weight100: null,
    medium100: null,
    edition100: null,
    finish100: null,
    certificate100: null,
    height450: null,
    width450: null,
    depth450: null,
    weight450: null,
    medium450: null,
    edition450: null,
    finish450: null,
    certificate450: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An unlocked piece as the public list carries it. */
export function makeUnlockedSculpture(overrides: Partial<UnlockedSculpture> = {}): UnlockedSculpture {
  const { editions = [], editionLine: line, editionLines, ...rest } = overrides;
  const piece = makeSculpture(rest);
  return {
    ...piece,
    isLocked: 'false',
    editions,
    editionLine: line ?? pieceEditionLine(piece),
    editionLines: editionLines ?? { '100': editionLine(piece, '100'), '450': editionLine(piece, '450') },
  };
}

/** A locked piece as the public list carries it: the teaser and nothing else. */
export function makeTeaser(overrides: Partial<SculptureTeaser> = {}): SculptureTeaser {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `piece-${id}`,
    title: `Piece ${id}`,
    status: 'Coming Soon',
    isLocked: 'true',
    sortOrder: id,
    releaseAt: null,
    teaserImage: null,
    ...overrides,
  };
}
