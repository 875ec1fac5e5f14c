import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';
import { MAIL_KINDS } from './updates';

/** The push API's refusals: sent in English, said on screen in the viewer's language. */
export const pushText = defineMessages({
  badEndpoint: { id: 'push.api.badEndpoint', defaultMessage: 'This push address cannot be used.' },
  badKeys: { id: 'push.api.badKeys', defaultMessage: 'This browser’s push keys are not valid.' },
  otherAccount: {
    id: 'push.api.otherAccount',
    defaultMessage: 'This browser gets push for another account. Subscribe again for this one.',
  },
  noSuchDevice: { id: 'push.api.noSuchDevice', defaultMessage: 'Push is not on for this device.' },
});

export const pushMessages = englishOf(pushText);

/** URL-safe base64 without padding, as PushSubscription.toJSON() writes keys. */
const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), pushMessages.badKeys);

const endpoint = z
  .url({ protocol: /^https?$/, error: pushMessages.badEndpoint })
  .max(2048, pushMessages.badEndpoint);

/**
 * A browser's PushSubscription as `toJSON()` gives it: the push service's URL for this device, its P-256
 * public key (65 bytes, uncompressed) and its 16-byte auth secret.
 */
export const pushSubscriptionSchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint });

export const pushKindSettingSchema = z.object({ kind: z.enum(MAIL_KINDS), enabled: z.boolean() });
