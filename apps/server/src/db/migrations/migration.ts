/** A numbered schema change, written in the SQL that DuckDB and PostgreSQL share. */
export interface Migration {
  id: number;
  name: string;
  statements: readonly string[];
  /**
   * Statements only PostgreSQL runs, after the shared ones: indexes that DuckDB does not need,
   * since it prunes its columnar scans by itself and an index would only slow its loading.
   */
  postgresStatements?: readonly string[];
}
