import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { MAIL_KINDS } from '../../shared/updates';
import type { Db } from '../db/client';
import { OUTBOX_MAIL_KINDS } from '../db/schema';
import type { Logger } from '../log';

/** Every kind each outbox may hold, so a drained one reads 0 rather than vanishing from the graphs. */
const OUTBOX_KINDS = { mail: OUTBOX_MAIL_KINDS, push: MAIL_KINDS } as const;

/**
 * What waits in the outboxes, per outbox and kind: rows not sent, leaving out those given up for good (an
 * SMTP 5xx or a push service's refusal parks them at an infinite next attempt, and they stay as a record).
 * The oldest's age is what says an outbox is stuck. One statement over the unsent rows, which the outboxes'
 * partial indexes hold; the database's clock, as the rows' creation times are its own.
 */
const outboxQuery = sql`
  select 'mail' as outbox, kind, count(*)::int as depth,
    greatest(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
  from mail_outbox where sent_at is null and next_attempt_at < 'infinity' group by kind
  union all
  select 'push', kind, count(*)::int, greatest(extract(epoch from now() - min(created_at)), 0)::float8
  from push_outbox where sent_at is null and next_attempt_at < 'infinity' group by kind`;

const photosQuery = sql`select count(*)::int as photos, coalesce(sum(bytes), 0)::float8 as bytes from game_photos`;

type OutboxRow = { outbox: string; kind: string; depth: number; oldest: number };
type PhotosRow = { photos: number; bytes: number };

/**
 * Gauges that read the database, once per scrape (never per request), into `registry`. The registry collects
 * its metrics all at once, so the two gauges of one statement share its run: the first to ask starts it, the
 * other waits on the same one. A failed read is logged and keeps the last values; the rest of the scrape still
 * answers (the process's own metrics matter most when the database does not).
 */
export function addDatabaseGauges(registry: Registry, db: Db, log: Logger) {
  const onceAtATime = <T>(what: string, read: () => Promise<T[]>) => {
    let running: Promise<T[] | undefined> | undefined;
    return () =>
      (running ??= read()
        .catch((error: unknown) => {
          log.error(`metrics: reading ${what} failed`, { error: String(error) });
          return undefined;
        })
        .finally(() => {
          running = undefined;
        }));
  };
  const outboxes = onceAtATime('the outboxes', async () => (await db.execute<OutboxRow>(outboxQuery)).rows);
  const photos = onceAtATime('the photos', async () => (await db.execute<PhotosRow>(photosQuery)).rows);

  /** Sets `gauge` from the outbox rows: every known kind, 0 unless a row says otherwise. */
  const fromOutboxes = async (gauge: Gauge, value: (row: OutboxRow) => number) => {
    const rows = await outboxes();
    if (!rows) return;
    for (const [outbox, kinds] of Object.entries(OUTBOX_KINDS))
      for (const kind of kinds) gauge.set({ outbox, kind }, 0);
    for (const row of rows) gauge.set({ outbox: row.outbox, kind: row.kind }, value(row));
  };
  const fromPhotos = async (gauge: Gauge, value: (row: PhotosRow) => number) => {
    const [row] = (await photos()) ?? [];
    if (row) gauge.set(value(row));
  };

  registry.registerMetric(
    new Gauge({
      name: 'turnout_outbox_depth',
      help: 'Mails and pushes still to send, per outbox and kind (those given up for good left out).',
      labelNames: ['outbox', 'kind'],
      registers: [],
      collect() {
        return fromOutboxes(this, (row) => row.depth);
      },
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'turnout_outbox_oldest_age_seconds',
      help: 'Age of the oldest mail or push still to send, per outbox and kind (0 when none waits).',
      labelNames: ['outbox', 'kind'],
      registers: [],
      collect() {
        return fromOutboxes(this, (row) => row.oldest);
      },
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'turnout_photos_stored',
      help: 'Photos stored.',
      registers: [],
      collect() {
        return fromPhotos(this, (row) => row.photos);
      },
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'turnout_photos_stored_bytes',
      help: 'Bytes of the stored photos (their re-encoded images; thumbnails not counted).',
      registers: [],
      collect() {
        return fromPhotos(this, (row) => row.bytes);
      },
    }),
  );
}
