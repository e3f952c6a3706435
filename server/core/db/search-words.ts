import { type SQL, sql } from 'drizzle-orm';

/**
 * The words of an admin search as a text-search query: every word must begin a word of the row
 * (`ana lop` finds Ana Lopez; `example` and `buyer@example.com` find buyer@example.com, whose
 * words the index holds split at its punctuation). Only runs of letters and digits are kept, each
 * quoted, so no typed text reaches the query's own syntax. Null when nothing searchable was typed.
 */
export function searchQuery(text: string | undefined): SQL | null {
  const words = (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  const terms = words.map((word) => `'${word}':*`).join(' & ');
  return sql`to_tsquery('simple'::regconfig, ${terms})`;
}
