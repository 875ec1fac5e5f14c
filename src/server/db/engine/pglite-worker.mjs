// The embedded database's own thread: PGlite runs PostgreSQL compiled to WebAssembly synchronously, so on the
// server's main thread every query would stop every request, stream and timer for as long as it runs. Here it
// answers the messages of pglite-thread.ts: queries (inside a transaction or not), transactions, LISTEN, close,
// and a snapshot of the folder for a backup.
// Plain JavaScript next to the server bundle, like init-data-dir.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './prepared-statements.mjs';

const { dataDir, startParams } = workerData;
const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams });
const prepared = preparedStatements(db);
const transactions = new Map();
const listeners = new Map();
// A snapshot waits for the statements and transactions under way to end and holds new ones back until it is
// taken, so the copy holds every commit made before it and nothing of one made after.
let snapshotTaking;
let statementsRunning = 0;
let quiet;
const checkQuiet = () => {
  if (quiet && statementsRunning === 0 && transactions.size === 0) quiet();
};

// Drizzle asks for some types as PostgreSQL's text (identity parsers); functions cannot cross threads, so the
// main thread names the types and they are rebuilt here, once per list of types: the same parsers object each
// time lets prepared-statements.mjs reuse what it builds from it.
const keptAsText = new Map();
const options = ({ rowMode, rawTypes }) => {
  const key = String(rawTypes ?? '');
  let parsers = keptAsText.get(key);
  if (!parsers) {
    parsers = Object.fromEntries((rawTypes ?? []).map((type) => [type, (value) => value]));
    keptAsText.set(key, parsers);
  }
  return { rowMode, parsers };
};

// A PostgreSQL error keeps its fields (code, detail, constraint…) on the way back; only plain values cross
// (the error also holds the query's options, whose parser functions cannot).
const plainError = (error) => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  );
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
};

function openTransaction(id) {
  return new Promise((opened, failed) => {
    const entry = {};
    entry.done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          transactions.set(id, entry);
          opened();
        }),
    );
    entry.done.catch(failed);
  });
}

/**
 * The folder as a tar (PGlite's own dump, which it loads back with `loadDataDir`), with the rows of `factsSql`
 * read at the same moment. A checkpoint first writes every page out, so the copy needs no recovery.
 */
async function snapshot(factsSql) {
  let release;
  snapshotTaking = new Promise((resolve) => {
    release = resolve;
  });
  try {
    await new Promise((resolve) => {
      quiet = resolve;
      checkQuiet();
    });
    await db.exec('checkpoint');
    const facts = (await db.query(factsSql)).rows;
    const dump = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    return { facts, dump };
  } finally {
    quiet = undefined;
    snapshotTaking = undefined;
    release();
  }
}

/** A statement outside any transaction, or a transaction's begin, waits for a snapshot being taken. */
async function handle(message) {
  const outside = !message.tx || message.op === 'begin';
  if (!outside || !['query', 'exec', 'begin'].includes(message.op)) return run(message);
  while (snapshotTaking) await snapshotTaking;
  statementsRunning++;
  try {
    return await run(message);
  } finally {
    statementsRunning--;
    checkQuiet();
  }
}

async function run(message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  switch (message.op) {
    case 'query':
      if (message.tx && !target) throw new Error('Transaction is closed');
      return prepared.query(message.sql, message.params, options(message), Boolean(message.tx));
    case 'exec':
      return target.exec(message.sql, options(message));
    case 'begin':
      return openTransaction(message.tx);
    case 'commit': {
      const entry = transactions.get(message.tx);
      transactions.delete(message.tx);
      entry.commit();
      try {
        await entry.done;
      } finally {
        checkQuiet();
      }
      return undefined;
    }
    case 'rollback': {
      const entry = transactions.get(message.tx);
      transactions.delete(message.tx);
      entry.rollback(new Error('rolled back'));
      await entry.done.catch(() => {});
      checkQuiet();
      return undefined;
    }
    case 'listen': {
      const stop = await db.listen(message.channel, (payload) =>
        parentPort.postMessage({ notice: message.channel, payload }),
      );
      listeners.set(message.channel, stop);
      return undefined;
    }
    case 'unlisten':
      await listeners.get(message.channel)?.();
      listeners.delete(message.channel);
      return undefined;
    case 'snapshot':
      return snapshot(message.sql);
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  const reply = (answer) => {
    try {
      parentPort.postMessage({ id: message.id, ...answer });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: plainError(error) });
    }
  };
  handle(message).then(
    (result) => reply({ result }),
    (error) => reply({ error: plainError(error) }),
  );
});
parentPort.postMessage({ ready: true });
