import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import { endpointProblem, publicOnlyLookup, REFUSED_ENDPOINT } from './push-endpoint';
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
  timeoutMs: number;
  allowLocal: boolean;
}

/** The push service's answer: its status code and (for logs) the start of its body. */
export interface PushAnswer {
  status: number;
  body: string;
}

/**
 * Sends one push (RFC 8030) with web-push's encryption (RFC 8291, aes128gcm) and VAPID header (RFC 8292).
 * web-push's own sender speaks https only and resolves names freely, so the request it describes is sent
 * here, over a connection whose DNS answer must be a public address (see push-endpoint.ts); http:// only
 * reaches a test's push service. Resolves with any answer; rejects on network failure or time-out.
 */
export function sendPush(
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
  // Checked again here: a row saved under other settings, or a host written as an address (no lookup runs).
  const problem = endpointProblem(details.endpoint, options.allowLocal);
  if (problem) {
    return Promise.reject(
      Object.assign(new Error(`push endpoint refused: ${problem}`), { code: REFUSED_ENDPOINT }),
    );
  }
  const url = new URL(details.endpoint);
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
        lookup: publicOnlyLookup(options.allowLocal),
        // The whole exchange, not only idle time: a push service that drips its answer cannot hold a lease.
        signal: AbortSignal.timeout(options.timeoutMs),
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
