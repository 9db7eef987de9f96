/**
 * What every list query shares: the search box (a keyword found anywhere in any of the columns,
 * case aside, LIKE's own wildcards taken literally on both engines: ESCAPE is explicit) and a
 * page of rows with the count of all of them.
 */
import { type RawBuilder, sql } from 'kysely';

export function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function keywordMatches(columns: readonly string[], keyword: string): RawBuilder<boolean> {
  const pattern = likePattern(keyword);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}

/** A page of rows and the count of every row that matches, asked together. */
export async function pagedRows<Row>(
  rowsQuery: Promise<Row[]>,
  countQuery: Promise<{ count: number }>,
): Promise<{ rows: Row[]; count: number }> {
  const [rows, total] = await Promise.all([rowsQuery, countQuery]);
  return { rows, count: total.count };
}
