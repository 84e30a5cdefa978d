import type pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

/*
 * node-postgres asks for a statement's row description (Describe) on every execution and builds
 * the columns' parsers again from it, although a named statement's columns never change. For the
 * hot reads that was a message each way and a parsed description per request (issue 18). Here a
 * statement's parsers are learned from its first execution in the process; later executions send
 * Bind, Execute and Sync only, and a connection that has not prepared it yet also sends Parse.
 * This is node-postgres's documented extension point (an object with `submit`, as pg-cursor is);
 * the prepared-statement bookkeeping is the driver's own, which pg's Query keeps the same way.
 */

/** A named statement; `parsers` are filled in by its first execution in this process. */
export interface KnownColumnsStatement {
  name: string;
  text: string;
  parsers?: ((text: string) => unknown)[];
}

/** The part of node-postgres's connection a query drives (pg's own Query uses the same). */
interface Connection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name: string; types: never[] }): void;
  bind(message: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

type TypeParsers = Pick<pg.CustomTypesConfig, 'getTypeParser'>;

class KnownColumnsQuery {
  /** Read by the client: it records the statement as parsed on this connection. */
  readonly name: string;
  readonly text: string;
  /** Set by the client (the pool's callback, which also releases the connection). */
  callback?: (error: Error | null, rows?: unknown[][]) => void;
  private readonly rows: unknown[][] = [];
  private failure: Error | undefined;

  constructor(
    private readonly statement: KnownColumnsStatement,
    private readonly values: unknown[],
    private readonly types: TypeParsers,
  ) {
    this.name = statement.name;
    this.text = statement.text;
  }

  /** Answers an error instead of sending anything when the values cannot be sent. */
  submit(connection: Connection): Error | null {
    const prepared = connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name];
    if (prepared !== undefined && prepared !== this.text)
      return new Error(`Prepared statement ${this.name} was used for a different statement`);
    let values: unknown[];
    try {
      values = this.values.map(pgUtils.prepareValue);
    } catch (error) {
      return error as Error;
    }
    connection.stream.cork?.();
    try {
      if (prepared === undefined) {
        connection.parse({ text: this.text, name: this.name, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values });
      if (!this.statement.parsers) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: { dataTypeID: number; format: 'text' | 'binary' }[] }) {
    this.statement.parsers = message.fields.map((field) =>
      this.types.getTypeParser(field.dataTypeID, field.format),
    );
  }

  handleDataRow(message: { fields: (string | null)[] }) {
    const parsers = this.statement.parsers as NonNullable<KnownColumnsStatement['parsers']>;
    try {
      this.rows.push(message.fields.map((text, at) => (text === null ? null : parsers[at]!(text))));
    } catch (error) {
      this.failure ??= error as Error;
    }
  }

  handleCommandComplete() {}

  handleEmptyQuery() {}

  handleError(error: Error) {
    this.callback?.(error);
  }

  handleReadyForQuery() {
    if (this.failure) this.callback?.(this.failure);
    else this.callback?.(null, this.rows);
  }
}

/** Runs a named statement on a pool connection and answers its rows as arrays, parsed as `types` says. */
export function queryKnownColumns(
  pool: pg.Pool,
  statement: KnownColumnsStatement,
  values: unknown[],
  types: TypeParsers,
): Promise<unknown[][]> {
  // The pool hands a submittable to a connection and answers its result, but its types say otherwise.
  const submit = pool as unknown as { query(query: KnownColumnsQuery): Promise<unknown[][]> };
  return submit.query(new KnownColumnsQuery(statement, values, types));
}
