/*
 * The draw's arithmetic, the same on the server and in the collector's browser (each brings its
 * own SHA-256: node:crypto there, a few lines of script here). Given the published seed and
 * entry codes anyone can redo it; docs/decisions/0042-draws.md says it in words.
 */

/** SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex digits. */
export type Sha256Hex = (text: string) => string;

/** The list's fingerprint: SHA-256 of the entry codes, in ascending order, joined by "\n". */
export function entryListHash(codes: readonly string[], sha256: Sha256Hex): string {
  return sha256(sortedCodes(codes).join('\n'));
}

/** Codes in ascending order of their text (code unit order, as every language compares ASCII). */
export function sortedCodes(codes: readonly string[]): string[] {
  return [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** An entry's rank: SHA-256 of the seed's hex followed by the code; the smallest is drawn first. */
export const entryRank = (seedHex: string, code: string, sha256: Sha256Hex) => sha256(`${seedHex}${code}`);

/** The codes by rank, smallest first (equal ranks, never seen in practice, by code). */
export function drawOrder(seedHex: string, codes: readonly string[], sha256: Sha256Hex): string[] {
  return codes
    .map((code) => ({ code, rank: entryRank(seedHex, code, sha256) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.code < b.code ? -1 : 1))
    .map((entry) => entry.code);
}
