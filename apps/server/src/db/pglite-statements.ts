import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** How many statements one database keeps prepared; the least recently used one is closed. */
export const MAX_PREPARED_STATEMENTS = 200;

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Parsers = Parameters<typeof parse.parseResults>[1];
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

interface Statement {
  name: string;
  /** The parameters' type ids, to serialize the values as PGlite's own `query` does. */
  paramTypes: number[];
  /** The rows' description (absent for a statement that returns none). */
  rowDescription: RowDescription | undefined;
}

/** The part of PGlite Drizzle uses: a query, and a transaction whose queries it runs. */
export type StatementClient = Pick<PGlite, 'query' | 'transaction'>;

/**
 * PGlite's `query` parses and plans its statement again every time, in six calls into the
 * WebAssembly database (parse, describe, bind, describe, execute, sync): for the short queries of
 * a request (a member's session, their likes on a page) that is most of their cost (issue 12).
 * This client keeps each statement text prepared under a name, as PostgreSQL keeps the hot
 * queries' statements on each connection (`prepared.ts`): the first run parses and describes it,
 * every later run binds and executes it in one call, with the plan PostgreSQL keeps for it. Its
 * results are those of PGlite's `query` (`parseResults`, the same parsers and serializers), and it
 * takes the same locks: a query waits for a transaction, a transaction's queries run inside it.
 * Queries with options this does not handle (`blob`, `paramTypes`) go to PGlite's own `query`.
 */
export function preparingClient(client: PGlite): StatementClient {
  const { serialize } = protocol;
  /** By statement text, least recently used first (a Map keeps insertion order). */
  const statements = new Map<string, Statement>();
  let made = 0;

  const exec = async (...messages: Uint8Array[]): Promise<BackendMessage[]> =>
    (await client.execProtocol(Buffer.concat(messages), { syncToFs: false }))
      .messages as BackendMessage[];

  async function prepare(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `ow_pglite_${made++}`;
    const described = await exec(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m): m is RowDescription => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    const oldest = statements.keys().next().value;
    if (statements.size > MAX_PREPARED_STATEMENTS && oldest !== undefined) await forget(oldest);
    return statement;
  }

  async function forget(text: string): Promise<void> {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await exec(serialize.close({ type: 'S', name: statement.name }), serialize.sync());
  }

  async function execute<T>(
    text: string,
    params: readonly unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exec(
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    );
    const { rowDescription } = statement;
    if (!rowDescription) return parse.parseResults(messages, {}, options)[0] as Results<T>;
    // The parsers of its columns only: handing PGlite the query's own parsers (Drizzle passes
    // some with every query) makes it copy all of PGlite's, a hundred and more, every time.
    const parsers: Parsers = {};
    for (const { dataTypeID } of rowDescription.fields) {
      const parser = options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID];
      if (parser) parsers[dataTypeID] = parser;
    }
    return parse.parseResults([rowDescription, ...messages], parsers, {
      rowMode: options?.rowMode,
    })[0] as Results<T>;
  }

  /**
   * Runs the statement. When a table changed under its plan, it is prepared afresh: run again at
   * once outside a transaction, next time inside one (the failure ended the transaction).
   */
  async function run<T>(
    text: string,
    params: readonly unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      return await execute<T>(text, params, options);
    } catch (err) {
      if ((err as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw withQuery(err, text);
      await forget(text);
      if (inTransaction) throw withQuery(err, text);
      return execute<T>(text, params, options).catch((again) => {
        throw withQuery(again, text);
      });
    }
  }

  /** PGlite's own errors name their query; these do too. */
  const withQuery = (err: unknown, text: string) =>
    err instanceof Error ? Object.assign(err, { query: text }) : err;

  const handled = (options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes;

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      if (!handled(options)) return client.query<T>(text, params, options);
      await client._checkReady();
      return client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          const results = await run<T>(text, params, options, false);
          await client.syncToFs();
          return results;
        }),
      );
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      return client.transaction((tx) =>
        callback(
          Object.create(tx, {
            query: {
              value: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
                if (tx.closed) throw new Error('Transaction is closed');
                if (!handled(options)) return tx.query<R>(text, params, options);
                return client.runExclusive(() => run<R>(text, params, options, true));
              },
            },
          }) as Transaction,
        ),
      );
    },
  };
}
