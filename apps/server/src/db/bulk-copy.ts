/**
 * The engines' bulk path, offered on a transaction: a CSV file copied into a table by the
 * connection that runs the transaction (DuckDB `COPY … FROM file`, PostgreSQL `COPY … FROM
 * STDIN`), so the copied rows commit or roll back with everything else the transaction does.
 */
import type { DatabaseConnection, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema';

/** A connection of our dialects: both engines' connections can copy a file. */
export interface CsvCopyingConnection extends DatabaseConnection {
  copyCsvFile(table: string, columns: readonly string[], file: string): Promise<void>;
}

function copiesCsv(connection: DatabaseConnection): connection is CsvCopyingConnection {
  return typeof (connection as Partial<CsvCopyingConnection>).copyCsvFile === 'function';
}

/** `table (columns)` for a COPY statement; the names are the code's own, quoted all the same. */
export function copyTarget(table: string, columns: readonly string[]): string {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return `${quote(table)} (${columns.map(quote).join(', ')})`;
}

/** Copies a header-less CSV file (columns in `columns` order) into `table`, inside `transaction`. */
export async function copyCsvFile(
  transaction: Transaction<DatabaseSchema>,
  table: string,
  columns: readonly string[],
  file: string,
): Promise<void> {
  // A transaction's executor provides the one connection the transaction runs on.
  await transaction.getExecutor().provideConnection(async (connection) => {
    if (!copiesCsv(connection)) throw new Error('This connection has no bulk copy');
    await connection.copyCsvFile(table, columns, file);
  });
}
