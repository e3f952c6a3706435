import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

export interface BackupTable {
  name: string;
  table: PgTable;
  /** Columns holding timestamps: JSON turns them into text, restore turns them back. */
  timestampColumns: string[];
  /** Whether an `id serial` numbers the rows (its sequence must continue after a restore). */
  serialId: boolean;
}

/**
 * Every table of the schema, parents before children, so rows restore in foreign-key order; but
 * those that must not outlive their day (the visitor hashes and their salt, decision 45).
 */
export function backupTables(): BackupTable[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable =>
      is(value, PgTable) && !schema.DAY_ONLY_TABLES.includes(getTableConfig(value).name),
  );
  const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, path: Set<PgTable>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const parent = byName.get(getTableConfig(foreignKey.reference().foreignTable).name);
      if (parent && parent !== table) visit(parent, path);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());

  return ordered.map((table) => {
    const config = getTableConfig(table);
    return {
      name: config.name,
      table,
      timestampColumns: config.columns
        .filter((column) => column.columnType === 'PgTimestamp')
        .map((column) => Object.entries(table).find(([, value]) => value === column)?.[0] ?? column.name),
      serialId: config.columns.some((column) => column.name === 'id' && column.columnType === 'PgSerial'),
    };
  });
}
