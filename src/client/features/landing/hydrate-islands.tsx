import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS, IslandRoot, isIslandName } from './islands';

/**
 * Brings one island of the pre-rendered landing.html to life as a React root of its own. In a transition,
 * hydration yields to the browser every few milliseconds; an event that reaches the island meanwhile makes
 * React finish it at once, then handle the event.
 */
export function hydrateIsland(element: HTMLElement): void {
  const name = element.dataset.island;
  if (!isIslandName(name)) return;
  const { Component } = ISLANDS[name];
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot>
        <Component />
      </IslandRoot>,
      { identifierPrefix: name },
    );
  });
}
