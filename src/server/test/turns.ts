// Helpers for tests of how work shares the event loop (src/server/db/engine/one-per-turn.ts).

/** Counts the event loop's turns while `body` runs: an immediate that queues itself runs once per turn. */
export async function countingTurns<T>(body: (turn: () => number) => Promise<T>): Promise<T> {
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return await body(() => turn);
  } finally {
    ticking = false;
  }
}

/** Works `ms` without yielding, as a handler turning rows into JSON does. */
export const work = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
