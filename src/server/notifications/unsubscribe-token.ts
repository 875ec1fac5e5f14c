import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '../../shared/updates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/**
 * `{userId}.{kind}.{hmac}`: signed with the auth secret, so a link turns off one kind of mail for one person
 * without a sign-in, and cannot be made for anyone else. It does not expire: an old mail's link still works.
 */
export function mintUnsubscribeToken(secret: string, userId: string, kind: MailKind): string {
  return `${userId}.${kind}.${sign(secret, `${userId}:${kind}`)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string | undefined,
): { userId: string; kind: MailKind } | null {
  const [userId, kind, mac, ...rest] = (token ?? '').split('.');
  if (!userId || !kind || !mac || rest.length > 0 || !UUID.test(userId)) return null;
  if (!(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(sign(secret, `${userId}:${kind}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind: kind as MailKind };
}

/** Where a mail's unsubscribe goes: POST for one-click (RFC 8058); a GET opens the confirming page. */
export function unsubscribeUrl(publicUrl: string, secret: string, userId: string, kind: MailKind): string {
  return `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(mintUnsubscribeToken(secret, userId, kind))}`;
}
