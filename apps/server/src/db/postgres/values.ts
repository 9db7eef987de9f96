/**
 * The one place where PostgreSQL values become plain JavaScript, matching DuckDB's boundary
 * (duckdb/values.ts): bigint and numeric (sums of bigint) become numbers, DATE stays a
 * 'YYYY-MM-DD' string.
 */
import pg from 'pg';

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;

export const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (text: string) => Number(text);
    if (oid === PG_DATE) return (text: string) => text;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;
