import type { Logger } from '../log';

/** An error's message, cut to what an outbox row keeps. */
export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Runs `pass` every `pollMs` until stopped, as the mail and push outboxes' workers do: a failed pass is logged
 * (as `failure`) and the next one comes all the same; stop() cuts the wait short and resolves after the pass
 * under way.
 */
export function pollingLoop(pass: () => Promise<unknown>, pollMs: number, log: Logger, failure: string) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let wake: () => void = () => {};
  function start() {
    running = (async () => {
      while (!stopped) {
        try {
          await pass();
        } catch (error) {
          log.error(failure, { error: errorText(error) });
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    })();
  }
  async function stop() {
    stopped = true;
    wake();
    await running;
  }
  return { start, stop };
}
