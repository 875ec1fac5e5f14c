// PGlite's query() parses, analyses and plans its statement on every call, in five calls into PostgreSQL
// (parse, describe, bind, describe, execute). Here each distinct statement is parsed and described once, as a
// named prepared statement; later runs only bind and execute it, in one call, and after five runs PostgreSQL
// may reuse its plan too (its generic plan, when it judges that plan as good as planning anew). The app's SQL
// is fixed text, so statements are few; past MAX_PREPARED the least recently used is closed.
// Plain JavaScript: the database's worker thread (pglite-worker.mjs) imports it, as does client.ts.
import { parse, protocol } from '@electric-sql/pglite';

const MAX_PREPARED = 500;
const { serialize } = protocol;

/** `query(sql, params, options, inTransaction)` for `db`, with PGlite's query() results and locking. */
export function preparedStatements(db) {
  const statements = new Map();
  let lastName = 0;
  const run = (buffers) =>
    db.execProtocol(Buffer.concat(buffers), { syncToFs: false }).then(({ messages }) => messages);

  async function statementFor(sql) {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql); // kept in order of last use
      statements.set(sql, known);
      return known;
    }
    const name = `turnout_${++lastName}`;
    const described = await run([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const types = described.find((message) => message.name === 'parameterDescription')?.dataTypeIDs ?? [];
    statements.set(sql, { name, types });
    if (statements.size > MAX_PREPARED) {
      const [oldest, { name: retired }] = statements.entries().next().value;
      statements.delete(oldest);
      await run([serialize.close({ type: 'S', name: retired }), serialize.sync()]);
    }
    return { name, types };
  }

  async function execute(sql, params, options) {
    const { name, types } = await statementFor(sql);
    const values = (params ?? []).map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]] ?? db.serializers[types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    const messages = await run([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return parse.parseResults(messages, parsersFor(options), { rowMode: options?.rowMode })[0];
  }

  // Given `options.parsers`, PGlite's parseResults() copies its own 300-odd parsers into a new object first, on
  // every call, which costs more than parsing a typical answer. The same lookup is built once per
  // options' parsers instead: their own parsers first, then PGlite's, read through the prototype, so a parser
  // PGlite adds later is still found.
  const merged = new WeakMap();
  function parsersFor(options) {
    if (!options?.parsers) return db.parsers;
    let parsers = merged.get(options.parsers);
    if (!parsers) {
      parsers = Object.assign(Object.create(db.parsers), options.parsers);
      merged.set(options.parsers, parsers);
    }
    return parsers;
  }

  // A table changed under a statement (a migration, in tests an upgrade) fails it once: PostgreSQL will not
  // let a prepared statement's columns change. It is dropped and prepared again; inside a transaction the
  // failure stands (the transaction is already aborted) and the next run prepares it anew.
  async function executeOrReprepare(sql, params, options, inTransaction) {
    try {
      return await execute(sql, params, options);
    } catch (error) {
      if (error?.code !== '0A000' || error?.routine !== 'RevalidateCachedQuery') throw error;
      const { name } = statements.get(sql) ?? {};
      statements.delete(sql);
      if (name) await run([serialize.close({ type: 'S', name }), serialize.sync()]);
      if (inTransaction) throw error;
      return execute(sql, params, options);
    }
  }

  return {
    /** As PGlite's query(): one statement at a time, and outside a transaction only between transactions. */
    async query(sql, params, options, inTransaction = false) {
      const query = () =>
        db._runExclusiveQuery(() => executeOrReprepare(sql, params, options, inTransaction));
      if (inTransaction) return query();
      const result = await db._runExclusiveTransaction(query);
      await db.syncToFs(); // as query() does after a statement outside a transaction
      return result;
    },
  };
}
