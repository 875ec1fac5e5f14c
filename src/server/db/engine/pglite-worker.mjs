// The embedded database's own thread: PGlite runs PostgreSQL compiled to WebAssembly synchronously, so on the
// server's main thread every query would stop every request, stream and timer for as long as it runs. Here it
// answers the messages of pglite-thread.ts: queries (inside a transaction or not), transactions, LISTEN, close,
// and a snapshot of the folder for a backup.
// Plain JavaScript next to the server bundle, like init-data-dir.mjs.
import { readdirSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './prepared-statements.mjs';

const { dataDir, startParams } = workerData;
const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams });
let closed = false;
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

// PGlite runs PostgreSQL in single-user mode, which has no checkpointer: left alone it never checkpoints while
// open, so pg_wal keeps every byte ever written until the process stops, and on a full disk the write that needs
// a new segment makes PostgreSQL PANIC. A checkpoint once half a segment of log has been written (or every five
// minutes, PostgreSQL's own checkpoint_timeout) recycles the segments behind it as the next ones (min_wal_size,
// client.ts), so the log stays a few segments long and its next segments exist before they are needed.
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;
const CHECKPOINT_AFTER_BYTES = WAL_SEGMENT_BYTES / 2;
const CHECKPOINT_AT_LEAST_EVERY_MS = 5 * 60 * 1000;
const CHECKPOINT_NEEDS_BYTES = 4 * 1024 * 1024;
/** The room left on the disk that holds `dir`, as an unprivileged writer sees it. */
const freeBytes = async (dir) => {
  const disk = await statfs(dir);
  return disk.bavail * disk.bsize;
};
/** Segments the log holds: the one being written and those made ahead of it. */
const WAL_SEGMENTS_KEPT = 4;
const walPosition = async () =>
  Number(
    (await db.query("select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::text as at")).rows[0].at,
  );

/**
 * Recycling only reuses segments that exist, so a folder whose log never grew past one or two segments would
 * have no room made ahead. While the disk has room, the log is moved on segment by segment until it holds
 * WAL_SEGMENTS_KEPT, and the checkpoint after turns the ones behind into the ones ahead.
 */
async function reserveLogSegments() {
  const walDir = path.join(dataDir, 'pg_wal');
  const held = () => readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name)).length;
  const missing = WAL_SEGMENTS_KEPT - held();
  if (missing <= 0) return;
  if ((await freeBytes(walDir)) < (missing + 2) * WAL_SEGMENT_BYTES) return;
  for (let made = 0; made < missing; made++)
    await db.query("select pg_logical_emit_message(false, 'turnout', ''), pg_switch_wal()");
  await db.exec('checkpoint');
}
await reserveLogSegments();
let lastCheckpoint = { at: await walPosition(), time: Date.now() };
let checkpointing = false;

async function checkpointIfDue() {
  // Counted as a statement, so a snapshot (which checkpoints itself) is never taken while one runs.
  if (checkpointing || closed || snapshotTaking) return;
  checkpointing = true;
  statementsRunning++;
  try {
    const at = await walPosition();
    const written = at - lastCheckpoint.at;
    const due =
      written >= CHECKPOINT_AFTER_BYTES ||
      (written > 0 && Date.now() - lastCheckpoint.time >= CHECKPOINT_AT_LEAST_EVERY_MS);
    if (!due || closed) return;
    // A checkpoint writes small files of its own, and one that cannot is a PANIC in single-user mode: on a
    // nearly full disk it waits, and the segments made ahead take the log meanwhile.
    if ((await freeBytes(dataDir)) < CHECKPOINT_NEEDS_BYTES) return;
    await db.exec('checkpoint');
    lastCheckpoint = { at: await walPosition(), time: Date.now() };
  } catch (error) {
    // Told to the main thread as a reply to no call: a disk-full one makes it check that PostgreSQL still answers.
    parentPort.postMessage({ id: 0, error: plainError(error) });
  } finally {
    checkpointing = false;
    statementsRunning--;
    checkQuiet();
  }
}
setInterval(checkpointIfDue, 2000).unref();

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
      closed = true;
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
