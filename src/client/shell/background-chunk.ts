import type { ComponentType } from 'react';

/**
 * Loads a part the app fetches in the background once the first screen has settled (the dialogs, the update
 * prompt). The network may drop just then — a phone going into a tunnel, a test going offline: rather than let
 * the failed import reach the screen as an error, it tries again when the network is back, and if that fails
 * too the part is left out until the next visit (neither is needed to use the screen in hand).
 */
export function backgroundChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  const nothing = { default: (() => null) as ComponentType<P> };
  return () =>
    load().catch(
      () =>
        new Promise((resolve) => {
          const again = () => load().then(resolve, () => resolve(nothing));
          if (navigator.onLine) setTimeout(again, 1000);
          else window.addEventListener('online', again, { once: true });
        }),
    );
}
