import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { VERSION_SQL } from './data-version-listener';

/**
 * After each write this process commits through the pool (a statement outside a transaction once
 * it has run, a transaction's writes once it commits), reads the shared data's version on the same
 * connection and hands it to the registered hooks, before the writer's own call returns. On a
 * PostgreSQL server the data version tracker takes it, so whatever this process does next (the
 * writer's very next request, a test's next assertion) is checked against its own write, as on
 * PGlite, where the notification comes with the commit. The same connection: a second one from a
 * full pool could wait on writers holding theirs.
 */
export class WriteWatch {
  private readonly hooks = new Set<(version: string | null) => void>();

  /** `hook` gets the version, or null when it could not be read. Returns its remover. */
  onCommitted(hook: (version: string | null) => void): () => void {
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }

  async committed(connection: DatabaseConnection): Promise<void> {
    if (this.hooks.size === 0) return;
    let version: string | null = null;
    try {
      const { rows } = await connection.executeQuery<{ version: string }>(
        CompiledQuery.raw(VERSION_SQL),
      );
      version = rows[0]?.version ?? null;
    } catch {
      version = null;
    }
    for (const hook of this.hooks) hook(version);
  }

  /** The dialect with its driver wrapped. */
  wrap(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => new WatchedDriver(dialect.createDriver(), this),
    };
  }
}

/**
 * Reads only: a select, raw SQL that starts as one, or a statement that changed no row (the
 * outbox worker's idle claims). Anything else may write.
 */
function mayWrite(query: CompiledQuery, result: QueryResult<unknown>): boolean {
  if (query.query.kind === 'SelectQueryNode' || result.numAffectedRows === 0n) return false;
  if (query.query.kind === 'RawNode') return !/^\s*(select|show|explain)\b/i.test(query.sql);
  return true;
}

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: WriteWatch,
  ) {}

  async executeQuery<R>(query: CompiledQuery, options?: object): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query, options);
    if (mayWrite(query, result)) {
      if (this.inTransaction) this.wrote = true;
      else await this.watch.committed(this.inner);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number, options?: object) {
    return this.inner.streamQuery<R>(query, chunkSize, options);
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof WatchedConnection ? connection.inner : connection;

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly watch: WriteWatch,
  ) {}

  init(options?: object) {
    return this.inner.init(options);
  }

  async acquireConnection(options?: object): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(options), this.watch);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(innerOf(connection), settings);
    if (connection instanceof WatchedConnection) {
      connection.inTransaction = true;
      connection.wrote = false;
    }
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.inner.commitTransaction(innerOf(connection));
    if (!(connection instanceof WatchedConnection)) return;
    connection.inTransaction = false;
    if (connection.wrote) await this.watch.committed(connection.inner);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    if (connection instanceof WatchedConnection) connection.inTransaction = false;
    await this.inner.rollbackTransaction(innerOf(connection));
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ) {
    return this.inner.savepoint!(innerOf(connection), name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ) {
    return this.inner.rollbackToSavepoint!(innerOf(connection), name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ) {
    return this.inner.releaseSavepoint!(innerOf(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection, options?: object) {
    return this.inner.releaseConnection(innerOf(connection), options);
  }

  destroy(options?: object) {
    return this.inner.destroy(options);
  }
}
