import { DEFAULT_SIZE_MODEL, type SizeModel } from './limits';
import { offeredSizeModels, shownSizeModel } from './offered-sizes';

/*
 * The edition line ("Limited Edition of 5"): the one place that decides what a piece's "Edition"
 * says, on its page and card, in its structured data, emails and newsletter cards. Without zod:
 * the public pages import it.
 */

/** How an edition text states its count: "Limited Edition of 50", "edition of 8 + 2 AP". */
export const STATED_COUNT = /(edition of\s+)(\d{1,9})/i;

/** What the line is made from: the owner's words and the register's sizes. */
export interface EditionLineFields {
  edition: string;
  edition100: string | null;
  edition450: string | null;
  editionSize100: number | null;
  editionSize450: number | null;
}

/**
 * One size's edition line. The owner's words come from the size's own field, else the piece's
 * edition; where the register counts the size, its N is the count, whatever the text says (an
 * edition resized to 5 reads "of 5", never a stale "of 50"), in the owner's wording when the text
 * states a count and as "Limited Edition of N" when it states none. A size not counted keeps the
 * owner's words as they are.
 */
export function editionLine(piece: EditionLineFields, model: SizeModel): string {
  const own = piece[`edition${model}`]?.trim();
  const words = own || piece.edition.trim();
  const counted = model === '100' ? piece.editionSize100 : piece.editionSize450;
  if (counted === null) return words;
  return STATED_COUNT.test(words)
    ? words.replace(STATED_COUNT, `$1${counted}`)
    : `Limited Edition of ${counted}`;
}

/**
 * The edition line where one line stands for the piece (its card, an email, a newsletter card):
 * the line of the size its page opens on.
 */
export function pieceEditionLine(piece: EditionLineFields & { sizes: readonly string[] }): string {
  return editionLine(piece, shownSizeModel(DEFAULT_SIZE_MODEL, offeredSizeModels(piece.sizes)));
}
