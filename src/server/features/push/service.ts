import { createPublicKey } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type PushSubscriptionInput, pushMessages } from '../../../shared/push';
import { MAIL_KINDS, type MailKind } from '../../../shared/updates';
import type { Db } from '../../db/client';
import { pushOptOuts, pushSubscriptions } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../http/errors';
import { endpointProblem, type PushReach } from '../../notifications/push-endpoint';

/** A person may have push on this many browsers; turning it on in one more drops the one unused longest. */
export const MAX_PUSH_DEVICES = 10;

/** The browser's key must be a point on P-256, or every payload encrypted to it would fail at send time. */
function isP256Point(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves this browser's subscription for the signed-in person (again: its keys are renewed). An endpoint that
 * would make the server reach into its own network is refused (push-endpoint.ts). An endpoint another
 * person's account holds is refused too, not taken over: whoever learned someone's endpoint must not be able
 * to take their device's pushes; the browser subscribes anew instead (a new endpoint).
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
  reach: Pick<PushReach, 'localServices'>,
): Promise<void> {
  if (endpointProblem(input.endpoint, reach)) {
    throw new ApiError(400, 'VALIDATION_FAILED', pushMessages.badEndpoint, {
      endpoint: pushMessages.badEndpoint,
    });
  }
  if (!isP256Point(input.keys.p256dh)) {
    throw new ApiError(400, 'VALIDATION_FAILED', pushMessages.badKeys, {
      'keys.p256dh': pushMessages.badKeys,
    });
  }
  const saved = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: userAgent?.slice(0, 300) ?? null,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: userAgent?.slice(0, 300) ?? null,
        },
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    const [row] = rows;
    if (!row) return false;
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${userId} and id <> ${row.id} and id not in (
        select id from push_subscriptions where user_id = ${userId} and id <> ${row.id}
        order by coalesce(last_success_at, created_at) desc limit ${MAX_PUSH_DEVICES - 1})`);
    return true;
  });
  if (!saved) throw conflict(pushMessages.otherAccount);
}

/** Turns push off for one of the person's own browsers; another person's endpoint is 'not found'. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(pushMessages.noSuchDevice);
}

/** Every push kind, on unless the person turned it off (push itself is on only where a device subscribed). */
export async function pushKinds(db: Db, userId: string): Promise<Record<MailKind, boolean>> {
  const off = await db
    .select({ kind: pushOptOuts.kind })
    .from(pushOptOuts)
    .where(eq(pushOptOuts.userId, userId));
  const offKinds = new Set(off.map((row) => row.kind));
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !offKinds.has(kind)])) as Record<
    MailKind,
    boolean
  >;
}

/** Turns one push kind on or off for every device of the person's; doing it twice changes nothing more. */
export async function setPushKind(db: Db, userId: string, kind: MailKind, enabled: boolean): Promise<void> {
  if (enabled) {
    await db.delete(pushOptOuts).where(and(eq(pushOptOuts.userId, userId), eq(pushOptOuts.kind, kind)));
  } else {
    await db.insert(pushOptOuts).values({ userId, kind }).onConflictDoNothing();
  }
}
