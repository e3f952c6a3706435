/**
 * The brand in a sentence: the pages' description tags and every email's signature. A module of
 * its own, so the public pages' first script (which needs only the name) does not carry it.
 */
export const BRAND_DESCRIPTION =
  'Limited-edition mirror-chrome sculptures of 80s & 90s youth culture. Browse the collection and inquire about a piece.';
