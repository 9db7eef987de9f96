/**
 * Builders for the shapes the migrations repeat: a migration itself, a table of codes and
 * names, a table that links two keys. Migrations are frozen, so what a builder writes for given
 * arguments must never change; migrate.test.ts compares what they build with snapshots.
 */
import type { Migration } from './migrations/migration';

/** Migration `id`, run once, in order; `postgres` statements run after the shared ones there. */
export function migration(
  id: number,
  name: string,
  statements: readonly string[],
  postgres?: readonly string[],
): Migration {
  return postgres
    ? { id, name, statements, postgresStatements: postgres }
    : { id, name, statements };
}

/** CREATE TABLE from column and constraint definitions, in order. */
export function createTable(table: string, ...definitions: readonly string[]): string {
  return `CREATE TABLE ${table} (\n  ${definitions.join(',\n  ')}\n)`;
}

/** A list of codes and their names (outlet types, groups, categories, roles …). */
export function codeNameTable(table: string, codeLength: number, ...more: readonly string[]) {
  return createTable(
    table,
    `code VARCHAR(${codeLength}) PRIMARY KEY`,
    'name VARCHAR(100) NOT NULL',
    ...more,
  );
}

/**
 * A table whose rows link two keys, each pair once: `first` and `second` are column
 * definitions ('role_code VARCHAR(40)'), both required.
 */
export function linkTable(table: string, first: string, second: string): string {
  const name = (definition: string) => definition.split(' ')[0];
  return createTable(
    table,
    `${first} NOT NULL`,
    `${second} NOT NULL`,
    `PRIMARY KEY (${name(first)}, ${name(second)})`,
  );
}
