/**
 * A small Kysely dialect for DuckDB: DuckDB speaks PostgreSQL's SQL closely enough to reuse
 * Kysely's PostgreSQL query compiler and adapter; only the driver is ours. Its connections also
 * offer DuckDB's bulk path (bulk-copy.ts).
 */
import type { DuckDBConnection, DuckDBInstance, DuckDBPreparedStatement } from '@duckdb/node-api';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { type CsvCopyingConnection, copyTarget } from '../bulk-copy';
import type { ConnectionUse } from '../database';
import { fromDuckDbColumns, toDuckDbParameter } from './values';

/** Statements kept prepared per connection; most requests repeat the same few queries. */
const PREPARED_STATEMENTS_PER_CONNECTION = 256;

class DuckDbKyselyConnection implements CsvCopyingConnection {
  readonly #prepared = new Map<string, DuckDBPreparedStatement>();

  constructor(readonly connection: DuckDBConnection) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = compiledQuery.parameters.map(toDuckDbParameter);
    const statement = await this.#statement(compiledQuery.sql);
    if (parameters.length > 0) statement.bind(parameters);
    else statement.clearBindings();
    const reader = await statement.runAndReadAll();
    const rows = fromDuckDbColumns(
      reader.columnNames(),
      reader.getColumns(),
      reader.currentRowCount,
    ) as R[];
    const kind = compiledQuery.query.kind;
    const changesRows =
      kind === 'InsertQueryNode' || kind === 'UpdateQueryNode' || kind === 'DeleteQueryNode';
    return changesRows ? { rows, numAffectedRows: BigInt(reader.rowsChanged) } : { rows };
  }

  /** DuckDB reads the file itself; the statement is used once, so it is not kept prepared. */
  async copyCsvFile(table: string, columns: readonly string[], file: string): Promise<void> {
    const statement = await this.connection.prepare(
      `COPY ${copyTarget(table, columns)} FROM $1 (FORMAT csv, HEADER false)`,
    );
    try {
      statement.bind([file]);
      await statement.run();
    } finally {
      statement.destroySync();
    }
  }

  /** Parsing and planning cost more than running a small query: do them once per SQL text. */
  async #statement(sql: string): Promise<DuckDBPreparedStatement> {
    const cached = this.#prepared.get(sql);
    if (cached) return cached;
    if (this.#prepared.size >= PREPARED_STATEMENTS_PER_CONNECTION) this.forgetStatements();
    const statement = await this.connection.prepare(sql);
    this.#prepared.set(sql, statement);
    return statement;
  }

  forgetStatements(): void {
    for (const statement of this.#prepared.values()) statement.destroySync();
    this.#prepared.clear();
  }

  // biome-ignore lint/correctness/useYield: DuckDB answers are materialised; streaming is refused.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on DuckDB');
  }
}

/**
 * At most `maxConnections` connections, the rest of the callers wait for one in turn, as with
 * PostgreSQL's pool: each DuckDB connection keeps its own memory (statements, plans, caches),
 * and fifty concurrent requests opened sixty of them, 1.3 GB that was never given back.
 */
class DuckDbDriver implements Driver {
  readonly #idle: DuckDbKyselyConnection[] = [];
  readonly #waiting: ((connection: DuckDbKyselyConnection) => void)[] = [];
  #opened = 0;

  constructor(
    private readonly instance: DuckDBInstance,
    private readonly maxConnections: number,
  ) {}

  async init(): Promise<void> {}

  connectionUse(): ConnectionUse {
    return {
      open: this.#opened,
      idle: this.#idle.length,
      waiting: this.#waiting.length,
      max: this.maxConnections,
    };
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const idle = this.#idle.pop();
    if (idle) return idle;
    if (this.#opened >= this.maxConnections) {
      return new Promise((resolve) => this.#waiting.push(resolve));
    }
    this.#opened += 1;
    try {
      return new DuckDbKyselyConnection(await this.instance.connect());
    } catch (error) {
      this.#opened -= 1;
      throw error;
    }
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    await (connection as DuckDbKyselyConnection).connection.run('BEGIN TRANSACTION');
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as DuckDbKyselyConnection).connection.run('COMMIT');
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const duckDb = connection as DuckDbKyselyConnection;
    await duckDb.connection.run('ROLLBACK');
    // Statements prepared against tables the transaction created would not bind again.
    duckDb.forgetStatements();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(connection as DuckDbKyselyConnection);
    else this.#idle.push(connection as DuckDbKyselyConnection);
  }

  async destroy(): Promise<void> {
    for (const idle of this.#idle.splice(0)) {
      idle.forgetStatements();
      idle.connection.closeSync();
    }
  }
}

export class DuckDbDialect implements Dialect {
  /** The driver Kysely made, whose connections the metrics count. */
  #driver: DuckDbDriver | undefined;

  constructor(
    private readonly instance: DuckDBInstance,
    private readonly maxConnections: number,
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    this.#driver = new DuckDbDriver(this.instance, this.maxConnections);
    return this.#driver;
  }

  /** Before the first query nothing is open. */
  connectionUse(): ConnectionUse {
    return (
      this.#driver?.connectionUse() ?? {
        open: 0,
        idle: 0,
        waiting: 0,
        max: this.maxConnections,
      }
    );
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
