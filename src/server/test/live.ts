import type { LiveEvent } from '../../shared/live';
import type { Agent } from './agent';

export interface OpenStream {
  /** Everything received so far: `change` events parsed, `resync` as a string. */
  events: (LiveEvent | 'resync')[];
  /** The raw text received so far (heartbeat comments included). */
  raw(): string;
  /** Resolves with the first received event that matches, waiting up to `timeoutMs`. */
  next(matches: (event: LiveEvent | 'resync') => boolean, timeoutMs?: number): Promise<LiveEvent | 'resync'>;
  /** Resolves once the server ends the stream. */
  ended: Promise<void>;
  close(): Promise<void>;
}

/** Opens GET /api/live as the agent and reads it in the background; resolves once the server says `ready`. */
export async function openStream(agent: Agent): Promise<OpenStream> {
  const response = await agent.fetch('/api/live');
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: (LiveEvent | 'resync')[] = [];
  let text = '';
  let buffer = '';
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const waiters = new Set<() => void>();
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      text += value;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (event === 'ready') ready();
        if (event === 'resync') events.push('resync');
        if (event === 'change') events.push(JSON.parse(data) as LiveEvent);
        end = buffer.indexOf('\n\n');
      }
      for (const wake of waiters) wake();
    }
  })();
  await isReady;
  return {
    events,
    raw: () => text,
    ended,
    next: (matches, timeoutMs = 2000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => reader.cancel().catch(() => {}),
  };
}
