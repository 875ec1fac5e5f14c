import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

/** Each internal form beside a public counterpart of the same shape. */
const pairs: [form: string, internal: string[], outside: string[]][] = [
  [
    'IPv4',
    [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '198.18.0.1',
    ],
    ['8.8.8.8', '142.250.74.10', '100.128.0.1', '172.32.0.1'],
  ],
  [
    'native IPv6',
    [
      '::1',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fd12::1',
      'fc00::1',
      'ff02::1',
      'fec0::1',
      '2001:db8::1',
      '100::1',
    ],
    ['2a00:1450:4001:82b::200a', '2606:4700::6810:85e5'],
  ],
  ['IPv6 outside the global unicast block', ['4000::1', 'e000::1'], []],
  ['IPv4-mapped', ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe'], ['::ffff:8.8.8.8']],
  ['IPv4-compatible', ['::7f00:1', '::127.0.0.1', '::a00:1', '::a9fe:a9fe'], ['::808:808']],
  ['6to4', ['2002:7f00:1::1', '2002:a00:1::1', '2002:c0a8:101::1'], ['2002:808:808::1']],
  ['well-known NAT64', ['64:ff9b::7f00:1', '64:ff9b::a00:1'], ['64:ff9b::808:808']],
  // The local-use prefix's layout is the operator's choice: refused whatever it seems to carry.
  ['local-use NAT64', ['64:ff9b:1::7f00:1', '64:ff9b:1::808:808'], []],
  ['IPv4-translated', ['::ffff:0:7f00:1', '::ffff:0:a00:1'], ['::ffff:0:808:808']],
  [
    'Teredo',
    // Client 127.0.0.1 and 10.0.0.1 behind a public server; a public client behind a private server.
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', '2001:0:4136:e378::f5ff:fffe', '2001:0:a00:1::f7f7:f7f7'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ],
];

describe('public addresses a server may connect to', () => {
  for (const [form, internal, outside] of pairs) {
    it(`tells internal ${form} addresses from public ones`, () => {
      for (const address of internal) expect(isPublicAddress(address), address).toBe(false);
      for (const address of outside) expect(isPublicAddress(address), address).toBe(true);
    });
  }

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', 'push.example.com', '1.2.3.4.5', '[::1]', '::g']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});
