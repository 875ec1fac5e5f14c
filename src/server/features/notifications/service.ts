import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notificationMessages } from '../../../shared/notification-text';
import { MAIL_KINDS, type MailKind } from '../../../shared/updates';
import type { Db } from '../../db/client';
import { mailOptOuts, profiles } from '../../db/schema';

export { notificationMessages };

export const mailSettingSchema = z.object({ kind: z.enum(MAIL_KINDS), enabled: z.boolean() });

/** An IANA zone the runtime knows (what the browser reports), e.g. 'Europe/Berlin'. */
export const timeZoneSchema = z.object({
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, notificationMessages.badTimeZone),
});

/** Every mail kind, on unless the person turned it off. */
export async function mailSettings(db: Db, userId: string): Promise<Record<MailKind, boolean>> {
  const off = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));
  const offKinds = new Set(off.map((row) => row.kind));
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !offKinds.has(kind)])) as Record<
    MailKind,
    boolean
  >;
}

/** Turns one kind on or off; doing it twice changes nothing more. */
export async function setMailSetting(db: Db, userId: string, kind: MailKind, enabled: boolean) {
  if (enabled) {
    await db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
  } else {
    await db.insert(mailOptOuts).values({ userId, kind }).onConflictDoNothing();
  }
}

export async function setTimeZone(db: Db, userId: string, timeZone: string) {
  await db.update(profiles).set({ timeZone }).where(eq(profiles.id, userId));
}
