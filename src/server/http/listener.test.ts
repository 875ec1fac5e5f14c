import { Agent, get, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnRandomPort } from '../test/http';
import { KEEP_ALIVE_MS } from './listener';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let base = '';
let close = async () => {};

beforeAll(async () => {
  ({ base, close } = await listenOnRandomPort(() => new Response('ok')));
});
afterAll(async () => {
  agent.destroy();
  await close();
});

/** One GET through the shared keep-alive agent: the answer and whether it went over a reused connection. */
function send(): Promise<{ response: IncomingMessage; reused: boolean; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(`${base}/`, { agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ response, reused: request.reusedSocket, body }));
    });
    request.on('error', reject);
  });
}

describe('the app server’s connections', () => {
  it('tells clients it keeps an idle connection 65 s, longer than load balancers’ 60 s', async () => {
    const { response } = await send();
    expect(response.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });

  it('answers on a connection left idle 6.5 s, past Node’s 5 s default, instead of resetting it', async () => {
    await send();
    await sleep(6_500);
    const second = await send();
    expect(second.reused).toBe(true);
    expect(second.body).toBe('ok');
  }, 15_000);
});
