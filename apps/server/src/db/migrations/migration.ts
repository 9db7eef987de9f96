/** A numbered schema change, written in the SQL that DuckDB and PostgreSQL share. */
export interface Migration {
  id: number;
  name: string;
  statements: readonly string[];
}
