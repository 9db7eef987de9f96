/**
 * The one place where DuckDB values become plain JavaScript: BIGINT and HUGEINT become numbers
 * (amounts in rupiah stay far below 2^53), DECIMAL becomes a number, DATE a 'YYYY-MM-DD' string
 * and TIMESTAMP a Date, matching what the PostgreSQL boundary produces.
 */
import {
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  type DuckDBValue,
} from '@duckdb/node-api';

export function fromDuckDbValue(value: DuckDBValue): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof DuckDBDecimalValue) return value.toDouble();
  if (value instanceof DuckDBDateValue) return value.toString();
  if (value instanceof DuckDBTimestampValue || value instanceof DuckDBTimestampTZValue) {
    return new Date(Number(value.micros / 1000n));
  }
  return value;
}

export function fromDuckDbRow(row: Record<string, DuckDBValue>): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) converted[column] = fromDuckDbValue(value);
  return converted;
}

/** Parameters go in as DuckDB infers them; Dates are sent as ISO text, which DuckDB casts. */
export function toDuckDbParameter(value: unknown): DuckDBValue {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value as DuckDBValue;
}
