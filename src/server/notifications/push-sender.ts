import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import { checkedAddresses, type PushReach, pinnedLookup } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

/** A device to push to: its endpoint and the keys its payloads are encrypted to. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** The notification's tag: a repeat of one message replaces the first on the device instead of adding one. */
  tag: string;
}

export interface PushSendOptions {
  vapid: VapidKeys;
  /** The VAPID `sub`: an https: URL or mailto: address the push service can reach the sender at. */
  subject: string;
  /** Seconds the push service may hold the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
  /** The whole exchange, the name's resolution included. */
  timeoutMs: number;
  reach: PushReach;
}

/** The push service's answer: its status code and (for logs) the start of its body. */
export interface PushAnswer {
  status: number;
  body: string;
}

/** `work`, or the signal's reason once it aborts first. */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Sends one push (RFC 8030) with web-push's encryption (RFC 8291, aes128gcm) and VAPID header (RFC 8292).
 * web-push's own sender speaks https only and resolves names freely, so the request it describes is sent
 * here, to an address checked first and pinned for the connection (push-endpoint.ts); http:// only reaches
 * a test's push service. Resolves with any answer; rejects on a refused endpoint, network failure or time-out.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  options: PushSendOptions,
): Promise<PushAnswer> {
  const details = webpush.generateRequestDetails(target, JSON.stringify(message), {
    vapidDetails: { subject: options.subject, ...options.vapid },
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
  });
  // The whole exchange, not only idle time: a push service that drips its answer cannot hold a lease.
  const signal = AbortSignal.timeout(options.timeoutMs);
  const addresses = await beforeAbort(checkedAddresses(details.endpoint, options.reach), signal);
  const url = new URL(details.endpoint);
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
        lookup: pinnedLookup(addresses),
        signal,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          // Only the start is kept: an answer is a status and at most a short reason.
          if (size < 1000) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 300),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(details.body);
  });
}
