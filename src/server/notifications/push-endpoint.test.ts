import { describe, expect, it } from 'vitest';
import { endpointProblem, isLocalAddress, publicOnlyLookup, REFUSED_ENDPOINT } from './push-endpoint';

const resolve = (allowLocal: boolean, hostname: string) =>
  new Promise<{ error: NodeJS.ErrnoException | null; address: string }>((done) =>
    publicOnlyLookup(allowLocal)(hostname, {}, (error, address) => done({ error, address: String(address) })),
  );

describe('push endpoints the server may POST to', () => {
  it('tells local addresses from public ones, in both families', () => {
    for (const local of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      '::ffff:127.0.0.1',
      'ff02::1',
    ]) {
      expect(isLocalAddress(local), local).toBe(true);
    }
    for (const remote of ['8.8.8.8', '142.250.74.10', '2a00:1450:4001:82b::200a', '2606:4700::6810:85e5']) {
      expect(isLocalAddress(remote), remote).toBe(false);
    }
  });

  it('accepts the push services browsers use, and http or local hosts only for tests', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(endpointProblem(endpoint, false), endpoint).toBeNull();
    }
    expect(endpointProblem('http://127.0.0.1:4000/push/1', false)).toBe('not https');
    expect(endpointProblem('http://127.0.0.1:4000/push/1', true)).toBeNull();
    expect(endpointProblem('https://[::1]/push/1', false)).toBe('a local address');
    expect(endpointProblem('https://printer.local/push/1', false)).toBe('a local host name');
  });

  it('refuses at connect time a name that resolves to a local address, unless tests allow it', async () => {
    const refused = await resolve(false, 'localhost');
    expect(refused.error?.code).toBe(REFUSED_ENDPOINT);
    const allowed = await resolve(true, 'localhost');
    expect(allowed.error).toBeNull();
    expect(isLocalAddress(allowed.address)).toBe(true);
  });
});
