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

/**
 * The words an admin search finds a row by: every word of the given texts, and an address both as
 * one token and split at its punctuation (so "example" finds buyer@example.com). The 'simple'
 * configuration lowercases and stems nothing, so a name in any language is found as written; no
 * extension is needed, so the same GIN index works on PGlite and PostgreSQL. Queries build their
 * side with the same configuration (searchQuery above), which is what lets them use it.
 */
export function searchWords(...texts: SQL[]): SQL {
  const joined = sql.join(
    texts.map((text) => sql`coalesce(${text}, '')`),
    sql` || ' ' || `,
  );
  return sql`to_tsvector('simple'::regconfig, ${joined})`;
}

/** An address split into its words: buyer.one@example.com reads 'buyer one example com'. */
export function addressWords(email: SQL): SQL {
  return sql`translate(lower(${email}), '@.+-_', '     ')`;
}
