import { describe, expect, it } from 'vitest';
import type { Config } from './config';
import { createLogger, inRequest } from './log';

function capture(level: Config['logLevel']) {
  const written: string[] = [];
  const log = createLogger(level, { write: (line: string) => void written.push(line) });
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, written, lines };
}

describe('the logger', () => {
  it('writes one JSON line per call: time, level name, process, message, details', () => {
    const { log, written, lines } = capture('info');
    log.info('mail sent', { subject: 'Booked', attempts: 2 });
    expect(written).toHaveLength(1);
    expect(written[0]?.endsWith('\n')).toBe(true);
    expect(lines()[0]).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pid: process.pid,
      msg: 'mail sent',
      subject: 'Booked',
      attempts: 2,
    });
  });

  it('keeps to its level', () => {
    const errorsOnly = capture('error');
    errorsOnly.log.info('not written');
    errorsOnly.log.error('written');
    expect(errorsOnly.lines().map((line) => line.msg)).toEqual(['written']);
    const silent = capture('silent');
    silent.log.error('not even this');
    expect(silent.written).toEqual([]);
  });

  it('names the request a line belongs to, however late the line comes', async () => {
    const { log, lines } = capture('info');
    await inRequest('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.error('failed later');
    });
    log.info('outside');
    expect(lines().map((line) => [line.msg, line.requestId])).toEqual([
      ['failed later', 'req-1'],
      ['outside', undefined],
    ]);
  });

  it('hides secrets passed by mistake, and the values of a failed query', () => {
    const { log, written } = capture('info');
    log.error('oops', {
      password: 'hunter2-password',
      token: 'tok-123456',
      headers: { cookie: 'turnout.session_token=abc', authorization: 'Bearer xyz-secret' },
      'set-cookie': 'a=b-secret',
      error:
        'Error: Failed query: select * from "session" where "token" = $1\nparams: sess-token-42,1\n    at readSession (x.ts:1:1)',
    });
    const text = written.join('');
    for (const secret of [
      'hunter2-password',
      'tok-123456',
      'session_token=abc',
      'xyz-secret',
      'b-secret',
      'sess-token-42',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('where \\"token\\" = $1\\nparams: [hidden]\\n    at readSession');
  });
});
