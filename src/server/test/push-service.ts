import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PushReach, socketName } from '../notifications/push-endpoint';

/**
 * The push reach of a test app: production's rules, except that the push services listening at `sockets`
 * (`socketName`) may be reached over http, and host names resolve as `answers` says (none: not found).
 */
export function testPushReach(sockets: string[], answers: Record<string, string[]> = {}): PushReach {
  return {
    localServices: new Set(sockets),
    resolve: async (hostname) =>
      (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  };
}

/** A browser's push subscription made by the test: its endpoint here and the keys only the test holds. */
export interface TestDevice {
  id: string;
  /** What PushSubscription.toJSON() gives, to POST to /api/push/subscriptions. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The status this device's endpoint answers with (201 unless a test changes it: 410 means gone). */
  status: number;
}

/** One push the service received, decrypted, with its VAPID claims checked. */
export interface ReceivedPush {
  deviceId: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string };
  /** The VAPID JWT's claims and the public key it was signed with. */
  vapid: { publicKey: string; aud: string; exp: number; sub: string };
  status: number;
}

/**
 * Undoes RFC 8291 (Web Push message encryption) over RFC 8188's aes128gcm coding, written from the RFCs
 * with node:crypto so the server's encryption is checked by a second implementation, not by its own library:
 * header salt(16) | rs(4) | idlen(1) | the sender's public key (65); one record, padding delimiter 0x02.
 */
export function decryptPush(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end);
}

/** Checks the `vapid t=…, k=…` Authorization (RFC 8292): an ES256 JWT signed by the key it names. */
export function verifyVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID Authorization: ${header}`);
  const [, token = '', publicKey = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${claims}`);
  const ok = verify(
    'sha256',
    signed,
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return { publicKey, ...JSON.parse(Buffer.from(claims, 'base64url').toString()) };
}

/**
 * A push service on a local HTTP port, as a browser vendor runs one: each device has an endpoint here, and
 * every POST to it is kept with its headers, decrypted with the device's private key and auth secret, and
 * its VAPID header verified. A device answers with its `status` (201, or e.g. 410 once it is gone).
 */
export async function startPushService() {
  const devices = new Map<string, TestDevice & { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices.get(request.url?.split('/').at(-1) ?? '');
      if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8'));
        const vapid = verifyVapid(request.headers.authorization);
        received.push({
          deviceId: device.id,
          headers: request.headers,
          payload,
          vapid,
          status: device.status,
        });
        response.writeHead(device.status).end();
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    base,
    port,
    /** This service, for testPushReach. */
    socket: socketName('127.0.0.1', port),
    received,
    /** Requests that could not be decrypted or verified: a test expects none. */
    problems,
    /** A new browser subscription: a P-256 key pair and 16 random bytes of auth secret. */
    device(): TestDevice {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device = {
        id,
        ecdh,
        auth,
        status: 201,
        subscription: {
          endpoint: `${base}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
      devices.set(id, device);
      return device;
    },
    /** Pushes received for `device` (every answer, the 410s too). */
    to: (device: TestDevice) => received.filter((push) => push.deviceId === device.id),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
