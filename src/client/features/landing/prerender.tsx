import { renderToString } from 'react-dom/server';
import { ISLANDS, type IslandName, IslandRoot, PrerenderedIslands } from './islands';
import { LandingApp } from './landing-app';

/**
 * The landing page's HTML, written into `landing.html` at build time so it paints before any script runs.
 * Islands are rendered exactly as hydrate-islands.tsx hydrates them: on their own, ids prefixed by their name.
 */
export function renderLanding(): string {
  const islands = Object.fromEntries(
    Object.entries(ISLANDS).map(([name, { Component }]) => [
      name,
      renderToString(
        <IslandRoot>
          <Component />
        </IslandRoot>,
        { identifierPrefix: name },
      ),
    ]),
  ) as Record<IslandName, string>;
  return renderToString(
    <PrerenderedIslands value={islands}>
      <LandingApp />
    </PrerenderedIslands>,
  );
}
