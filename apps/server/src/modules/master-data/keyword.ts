/**
 * The search box of every list: a keyword found anywhere in any of the columns, case aside,
 * with LIKE's own wildcards in the keyword taken literally (on both engines: ESCAPE is explicit).
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
