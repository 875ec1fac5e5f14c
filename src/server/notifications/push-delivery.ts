import { sql } from 'drizzle-orm';
import pLimit, { type LimitFunction } from 'p-limit';
import type { MailKind } from '../../shared/updates';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { defaultBackoff } from './delivery';
import { errorText, pollingLoop } from './polling-loop';
import { type PushReach, publicPushReach, REFUSED_ENDPOINT } from './push-endpoint';
import { type PushAnswer, type PushMessage, type PushTarget, sendPush } from './push-sender';
import { renderPush } from './render';
import { currentSubject, type OutboxCause } from './subject';
import { type VapidKeys, vapidKeys } from './vapid-keys';

/** One claimed push_outbox row with its device, its reader's zone and the feed entry it tells of. */
type Claimed = OutboxCause & {
  id: string;
  subscription_id: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  time_zone: string | null;
  locale: string | null;
  opted_out: boolean;
};

export interface PushDeliveryOptions {
  batchSize?: number;
  leaseMs?: number;
  backoffMs?: (attempts: number) => number;
  pollMs?: number;
  /** Each push's whole exchange, its name's resolution included. */
  sendTimeoutMs?: number;
}

export interface PushDeliveryDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'mailFrom'>;
  log: Logger;
  clock?: () => Date;
  /** Where pushes may go: the public internet unless a test hands in its own push service. */
  reach?: PushReach;
}

/**
 * One push service that does not answer must not hold the others up: each push has this long, a person's
 * devices take at most PUSHES_IN_FLIGHT_PER_USER at once, and a batch's pushes go side by side, so a batch
 * of 20 for one person's slowest devices still ends well inside its 5-minute lease.
 */
export const SEND_TIMEOUT_MS = 5_000;
export const PUSHES_IN_FLIGHT_PER_USER = 4;
/** A device whose pushes have all failed for this long since its last success is dropped. */
export const FAILING_DAYS_BEFORE_DROP = 7;
/** A push held longer than this for an offline device is stale: the feed and the mail have told it. */
const TTL_SECONDS: Partial<Record<MailKind, number>> = { reminder: 12 * 60 * 60, spot: 12 * 60 * 60 };
const DEFAULT_TTL_SECONDS = 2 * 24 * 60 * 60;

/** The VAPID `sub` (RFC 8292 §2.1): the site when it is public https, else the sender's mail address. */
function vapidSubject(config: PushDeliveryDeps['config']): string {
  const site = new URL(config.publicUrl);
  if (site.protocol === 'https:' && site.hostname !== 'localhost') return site.origin;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

/**
 * Drains push_outbox as delivery.ts drains mail_outbox: a batch claimed with FOR UPDATE SKIP LOCKED and a
 * lease committed before any push goes, each sent and marked at once, failures retried with back-off. A push
 * service's 404 or 410 means the device unsubscribed: its row goes (and its queued pushes with it). Other
 * 4xx refuse this message for good; 408, 425, 429, 5xx and network failures are retried (decision 018). A
 * batch's pushes go side by side, a few per person at a time, each within SEND_TIMEOUT_MS.
 */
export function createPushDelivery(deps: PushDeliveryDeps, options: PushDeliveryOptions = {}) {
  const { db, config, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const reach = deps.reach ?? publicPushReach;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoff = options.backoffMs ?? defaultBackoff;
  const subject = vapidSubject(config);
  // Read once per process: the key pair never changes once made, so no other process can make this stale.
  let keys: Promise<VapidKeys> | undefined;

  async function send(target: PushTarget, message: PushMessage, kind: MailKind): Promise<PushAnswer> {
    keys ??= vapidKeys(db).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return sendPush(target, message, {
      vapid: await keys,
      subject,
      ttlSeconds: TTL_SECONDS[kind] ?? DEFAULT_TTL_SECONDS,
      urgency: kind === 'reminder' || kind === 'spot' ? 'high' : 'normal',
      timeoutMs: sendTimeoutMs,
      reach,
    });
  }

  async function claim(): Promise<Claimed[]> {
    const now = clock();
    const result = await db.execute<Claimed>(sql`
      with claimed as (
        update push_outbox set locked_until = ${new Date(now.getTime() + leaseMs)}, attempts = attempts + 1
        where id in (
          select id from push_outbox
          where sent_at is null and next_attempt_at <= ${now} and (locked_until is null or locked_until < ${now})
          order by next_attempt_at limit ${batchSize}
          for update skip locked)
        returning id, subscription_id, kind, user_id, game_id, data, attempts, update_id
      )
      select c.id, c.subscription_id, c.kind, c.user_id, c.game_id, c.data, c.attempts,
        u.kind as update_kind, u.group_id as update_group_id,
        s.endpoint, s.p256dh, s.auth, p.time_zone, p.locale,
        exists (select 1 from push_opt_outs o where o.user_id = c.user_id and o.kind = c.kind) as opted_out
      from claimed c
      join push_subscriptions s on s.id = c.subscription_id
      join profiles p on p.id = c.user_id
      left join updates u on u.id = c.update_id`);
    return result.rows;
  }

  const finish = (id: string, note: string | null) =>
    db.execute(sql`update push_outbox set sent_at = ${clock()}, locked_until = null, last_error = ${note}
      where id = ${id}`);

  const retry = (row: Claimed, note: string, final: boolean) =>
    db.execute(sql`update push_outbox set locked_until = null, last_error = ${note},
      next_attempt_at = ${final ? sql`'infinity'::timestamptz` : sql`${new Date(clock().getTime() + backoff(row.attempts))}`}
      where id = ${row.id}`);

  /** What one batch learned of its devices: gone (their rows went with them), or failing just now. */
  type Pass = { gone: Set<string>; failed: Set<string> };

  /**
   * A push that did not go: retried or refused for good, and its device failing since its first failure
   * after its last success; once that is FAILING_DAYS_BEFORE_DROP days ago the device is dropped, with the
   * pushes queued for it.
   */
  async function failed(row: Claimed, note: string, final: boolean, pass: Pass): Promise<void> {
    log.error(final ? 'push refused for good' : 'push not sent; will retry', {
      outboxId: row.id,
      attempts: row.attempts,
      error: note,
    });
    await retry(row, note, final);
    pass.failed.add(row.subscription_id);
    const now = clock();
    const cutoff = new Date(now.getTime() - FAILING_DAYS_BEFORE_DROP * 24 * 60 * 60_000);
    const dropped = await db.execute(sql`delete from push_subscriptions
      where id = ${row.subscription_id} and failing_since <= ${cutoff} returning id`);
    if (dropped.rows.length > 0) {
      pass.gone.add(row.subscription_id);
      log.info('push device dropped after failing for days', { subscriptionId: row.subscription_id });
      return;
    }
    await db.execute(sql`update push_subscriptions set failing_since = coalesce(failing_since, ${now})
      where id = ${row.subscription_id}`);
  }

  async function deliver(row: Claimed, pass: Pass): Promise<void> {
    if (pass.gone.has(row.subscription_id)) return;
    if (row.opted_out) return void (await finish(row.id, 'turned off before sending'));
    // A device that just failed or timed out is not waited on again in this batch.
    if (pass.failed.has(row.subscription_id)) return void (await retry(row, 'device failing', false));
    try {
      const told = await currentSubject(db, row, clock());
      if (!told) return void (await finish(row.id, 'nothing to tell any more'));
      const message = {
        ...renderPush({ timeZone: row.time_zone, locale: row.locale }, told, config.publicUrl),
        tag: row.id,
      };
      const target = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
      const answer = await send(target, message, row.kind);
      if (answer.status >= 200 && answer.status < 300) {
        await finish(row.id, null);
        await db.execute(sql`update push_subscriptions set last_success_at = ${clock()}, failing_since = null
          where id = ${row.subscription_id}`);
        return;
      }
      const note = `push service answered ${answer.status} ${answer.body}`.trim().slice(0, 500);
      if (answer.status === 404 || answer.status === 410) {
        // The browser dropped this subscription: forget the device, and with it every push queued for it.
        await db.execute(sql`delete from push_subscriptions where id = ${row.subscription_id}`);
        pass.gone.add(row.subscription_id);
        return;
      }
      const final = answer.status >= 400 && answer.status < 500 && ![408, 425, 429].includes(answer.status);
      await failed(row, note, final, pass);
    } catch (error) {
      // An endpoint that points inside the network stays refused (push-endpoint.ts).
      const final = (error as { code?: unknown } | null)?.code === REFUSED_ENDPOINT;
      await failed(row, errorText(error), final, pass);
    }
  }

  /**
   * Delivers a batch: each device's pushes one after another, devices side by side, at most
   * PUSHES_IN_FLIGHT_PER_USER of one person's devices at a time.
   */
  async function deliverAll(rows: Claimed[]): Promise<void> {
    const pass: Pass = { gone: new Set(), failed: new Set() };
    const byDevice = new Map<string, Claimed[]>();
    for (const row of rows) {
      const pushes = byDevice.get(row.subscription_id) ?? [];
      byDevice.set(row.subscription_id, [...pushes, row]);
    }
    const perUser = new Map<string, LimitFunction>();
    const inTurn = (userId: string) => {
      const limit = perUser.get(userId) ?? pLimit(PUSHES_IN_FLIGHT_PER_USER);
      perUser.set(userId, limit);
      return limit;
    };
    const results = await Promise.allSettled(
      [...byDevice.values()].map((pushes) =>
        inTurn(pushes[0]?.user_id ?? '')(async () => {
          for (const row of pushes) await deliver(row, pass);
        }),
      ),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /** Sends what is due now, batch after batch; resolves with the number of rows handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await claim();
      await deliverAll(rows);
      handled += rows.length;
      if (rows.length < batchSize) return handled;
    }
  }

  const { start, stop } = pollingLoop(drain, options.pollMs ?? 1000, log, 'push delivery pass failed');

  return { start, stop, drain };
}
