import { describe, expect, it } from 'vitest';
import { editionLine, pieceEditionLine } from './edition-line';
import { statedEditionSize } from './editions';

const piece = {
  edition: 'Limited Edition of 50',
  edition100: null,
  edition450: null,
  editionSize100: 50,
  editionSize450: 5,
  sizes: ['12 inch', '54 inch'],
};

describe('the edition line', () => {
  it("says the register's count of the size, never the text's stale one", () => {
    expect(editionLine(piece, '450')).toBe('Limited Edition of 5');
    expect(editionLine(piece, '100')).toBe('Limited Edition of 50');
    expect(editionLine({ ...piece, edition450: 'Limited Edition of 8', editionSize450: 7 }, '450')).toBe(
      'Limited Edition of 7',
    );
  });

  it("keeps the owner's wording around the count, and names a count the text leaves out", () => {
    expect(editionLine({ ...piece, edition: 'Numbered edition of 50, signed' }, '450')).toBe(
      'Numbered edition of 5, signed',
    );
    expect(editionLine({ ...piece, edition: 'Signed and numbered' }, '450')).toBe('Limited Edition of 5');
  });

  it("keeps the owner's words for a size the register does not count", () => {
    expect(editionLine({ ...piece, editionSize450: null, edition450: 'Unique piece' }, '450')).toBe(
      'Unique piece',
    );
    expect(editionLine({ ...piece, editionSize100: null }, '100')).toBe('Limited Edition of 50');
  });

  it('stands for the piece with the size its page opens on', () => {
    expect(pieceEditionLine({ ...piece, editionSize100: 40 })).toBe('Limited Edition of 40');
    expect(pieceEditionLine({ ...piece, sizes: ['54 inch'] })).toBe('Limited Edition of 5');
  });

  it('reads the same count from a text as a new piece is offered', () => {
    expect(statedEditionSize('Limited Edition of 12')).toBe(12);
    expect(statedEditionSize('Open')).toBeNull();
  });
});
