import { type SQL, sql } from 'drizzle-orm';
import { LIST_PAGE_SIZE, type ListPageQuery } from '../../../contract/list-pages';

/**
 * Whether any of `columns` contains the searched text, letter case aside. A plain substring test
 * (strpos), not LIKE: a `%` or `_` typed in the search box means itself, never "anything".
 */
export function containsText(text: string, columns: SQL[]): SQL {
  const needle = text.toLowerCase();
  return sql.join(
    columns.map((column) => sql`strpos(lower(${column}), ${needle}) > 0`),
    sql` or `,
  );
}

/** The rows of the asked page: LIMIT and OFFSET of `?page=` (from 1). */
export function pageWindow({ page }: Pick<ListPageQuery, 'page'>) {
  return { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE };
}
