/**
 * What every list query shares: the search box (a keyword found anywhere in any of the columns,
 * case aside, LIKE's own wildcards taken literally on both engines: ESCAPE is explicit) and a
 * page of rows with the count of all of them.
 */
import { type PageQuery, pageOffset } from '@outlet-pulse/contracts';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

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

/** What a page query asks a repository for: its keyword and its window of rows. */
export function searchWindow(query: Pick<PageQuery, 'keyword' | 'page' | 'limit'>) {
  return {
    keyword: query.keyword,
    offset: pageOffset(query.page, query.limit),
    limit: query.limit,
  };
}

/** A page of rows and the count of every row that matches, asked together. */
export async function pagedRows<Row>(
  rowsQuery: Promise<Row[]>,
  countQuery: Promise<{ count: number }>,
): Promise<{ rows: Row[]; count: number }> {
  const [rows, total] = await Promise.all([rowsQuery, countQuery]);
  return { rows, count: total.count };
}

/** A query that a page can be cut from: Kysely's select builders. */
interface Pageable<Row> {
  limit(limit: number): Pageable<Row>;
  offset(offset: number): Pageable<Row>;
  execute(): Promise<Row[]>;
}

/**
 * A page of the rows `filtered` matches, with their count: `page` picks the columns and the
 * order (and may join what only the rows need); the count reads `filtered` as it is.
 */
export function selectPage<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  window: { offset: number; limit: number },
  page: (query: SelectQueryBuilder<DB, TB, object>) => Pageable<Row>,
): Promise<{ rows: Row[]; count: number }> {
  return pagedRows(
    page(filtered).limit(window.limit).offset(window.offset).execute(),
    // Kysely cannot name the selection's type for any DB; it is `{ count: number }` for each.
    filtered
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow() as Promise<{ count: number }>,
  );
}
