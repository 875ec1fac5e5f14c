import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';

export type VapidKeys = {
  /** The uncompressed P-256 public key, base64url: browsers subscribe with it (applicationServerKey). */
  publicKey: string;
  privateKey: string;
};

/**
 * The server's VAPID key pair, made by the first caller (at start) and read by every later one. One
 * statement whoever calls, so a read costs the same before and after the keys exist: a fresh pair is offered
 * and kept only if no row is there yet. A process that loses a race at the very first start sees the
 * winner's row on its second look (its first statement's snapshot predates the winner's commit).
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  for (let look = 0; look < 2; look++) {
    const offered = webpush.generateVAPIDKeys();
    const result = await db.execute<VapidKeys>(sql`
      with made as (
        insert into push_vapid_keys (singleton, public_key, private_key)
        values (true, ${offered.publicKey}, ${offered.privateKey})
        on conflict (singleton) do nothing
        returning public_key as "publicKey", private_key as "privateKey"
      )
      select * from made
      union all
      select public_key, private_key from push_vapid_keys
      limit 1`);
    const [keys] = result.rows;
    if (keys) return keys;
  }
  throw new Error('the VAPID keys could not be read or made');
}
