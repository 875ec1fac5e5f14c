// Mantine's modals load after the first screen (src/client/shell/app-modals.tsx); `modals.open…` calls made before
// they listen would be lost, as they are window events. Dialogs open through here.

let wanted: (() => void) | null = null;
let ready: Promise<void> | null = null;
let markReady: () => void = () => {};

const readiness = () => {
  ready ??= new Promise((resolve) => {
    markReady = resolve;
  });
  return ready;
};

/** Resolves once Mantine's modals listen; asking loads them if they are not on their way yet. */
export function whenModalsReady(): Promise<void> {
  const promise = readiness();
  wanted?.();
  return promise;
}

/** For the modals' host: how to load them when asked, and whether anyone asked already. */
export function onModalsWanted(load: () => void): { asked: boolean; stop: () => void } {
  wanted = load;
  return {
    asked: ready !== null,
    stop: () => {
      wanted = null;
    },
  };
}

/** For the modals' host: they listen now. */
export function modalsListening(): void {
  readiness();
  markReady();
}
