import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { testPushReach } from '../test/push-service';
import {
  checkedAddresses,
  endpointProblem,
  pinnedLookup,
  publicPushReach,
  REFUSED_ENDPOINT,
} from './push-endpoint';

/** Production's rules with DNS answers of the test's choosing. */
const answering = (answers: Record<string, string[]>) => testPushReach([], answers);

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: NodeJS.ErrnoException) => ({ code: error.code, message: error.message }),
  );

describe('push endpoints the server may POST to', () => {
  it('accepts the push services browsers use, and http or a port only for a test’s own push service', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://[2a00:1450:4001:82b::200a]/fcm/send/abc',
    ]) {
      expect(endpointProblem(endpoint, publicPushReach), endpoint).toBeNull();
    }
    const testService = { localServices: new Set(['127.0.0.1:4000']) };
    expect(endpointProblem('http://127.0.0.1:4000/push/1', publicPushReach)).toBe('a local address');
    expect(endpointProblem('http://127.0.0.1:4000/push/1', testService)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:4001/push/1', testService)).toBe('a local address');
    expect(endpointProblem('http://142.250.74.10/push/1', testService)).toBe('not https');
    expect(endpointProblem('https://push.example.com:8443/push/1', testService)).toBe('not the default port');
    expect(endpointProblem('https://127.0.0.1/push/1', testService)).toBe('a local address');
    expect(endpointProblem('https://[::7f00:1]/push/1', publicPushReach)).toBe('a local address');
    expect(endpointProblem('https://printer.local/push/1', publicPushReach)).toBe('a local host name');
    expect(endpointProblem('https://localhost/push/1', publicPushReach)).toBe('a local host name');
  });

  it('checks every address a name resolves to at send time, refusing the name if any is internal', async () => {
    const reach = answering({
      'push.example.com': ['142.250.74.10', '2a00:1450:4001:82b::200a'],
      'rebound.example.com': ['142.250.74.10', '10.0.0.5'],
      'nat64.example.com': ['64:ff9b:1::7f00:1'],
    });
    expect(await checkedAddresses('https://push.example.com/send/1', reach)).toEqual([
      { address: '142.250.74.10', family: 4 },
      { address: '2a00:1450:4001:82b::200a', family: 6 },
    ]);
    expect(await refusal(checkedAddresses('https://rebound.example.com/send/1', reach))).toEqual({
      code: REFUSED_ENDPOINT,
      message: 'push endpoint refused: rebound.example.com resolves to 10.0.0.5, a local address',
    });
    expect((await refusal(checkedAddresses('https://nat64.example.com/send/1', reach)))?.code).toBe(
      REFUSED_ENDPOINT,
    );
    expect((await refusal(checkedAddresses('https://[2002:a00:1::1]/send/1', reach)))?.code).toBe(
      REFUSED_ENDPOINT,
    );
    // A name with no answer may have one later: an ordinary failure, retried.
    expect((await refusal(checkedAddresses('https://gone.example.com/send/1', reach)))?.code).toBeUndefined();
  });

  it('connects only to the addresses checked, whatever the name resolves to by then', async () => {
    const checked: LookupAddress[] = [
      { address: '142.250.74.10', family: 4 },
      { address: '2a00:1450:4001:82b::200a', family: 6 },
    ];
    const lookup = pinnedLookup(checked);
    const all = await new Promise((done) => lookup('push.example.com', { all: true }, (_e, a) => done(a)));
    expect(all).toEqual(checked);
    const six = await new Promise((done) => lookup('push.example.com', { family: 6 }, (_e, a) => done(a)));
    expect(six).toBe('2a00:1450:4001:82b::200a');
  });
});
