// The landing page's own entry (landing.html): its styles, then its islands, without any of the app's code.
// Only the Mantine styles it uses: the full sheet would be a large render-blocking download on a phone.
// The build checks that every Mantine class in the pre-rendered page has its rules here.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
// The language switch's chevron (NativeSelect).
import '@mantine/core/styles/Combobox.css';
import './features/landing/landing.css';
import { isSupportedLocale } from '../shared/i18n/locales';
import { switchLanguage } from './features/landing/switch-language';

// The page arrives painted (pre-rendered HTML, styles inline) and runs no React until it is needed: an
// island comes alive at its first interaction, or as it nears the screen (see islands.tsx).

const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';
const VISIBLE_MARGIN = '200px';

/** The colour scheme Mantine would pick (the user's choice, else the system's), set before any island runs. */
function applyColorScheme(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COLOR_SCHEME_KEY);
  } catch {
    // Storage can be unavailable (private modes); the system preference still applies.
  }
  const dark =
    stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.mantineColorScheme = dark ? 'dark' : 'light';
}

let islandsModule: Promise<typeof import('./features/landing/hydrate-islands')> | undefined;
const waking = new WeakMap<HTMLElement, Promise<void>>();
const alive = new WeakSet<HTMLElement>();

/** Hydrates the island once; resolves when React listens to it. */
function wake(island: HTMLElement): Promise<void> {
  let awake = waking.get(island);
  if (!awake) {
    islandsModule ??= import('./features/landing/hydrate-islands');
    awake = islandsModule.then(async ({ hydrateIsland }) => {
      await hydrateIsland(island);
      alive.add(island);
    });
    waking.set(island, awake);
  }
  return awake;
}

/** Gives a held click or submit again, now that React handles the island. */
function replay(target: EventTarget | null): void {
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
  else target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

const islandAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-island][data-hydrate="interaction"]') : null;

applyColorScheme();

const nearScreen = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearScreen.unobserve(entry.target);
      void wake(entry.target as HTMLElement);
    }
  },
  { rootMargin: VISIBLE_MARGIN },
);
for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate="visible"]')) {
  nearScreen.observe(island);
}

for (const type of ['pointerdown', 'focusin', 'keydown']) {
  document.addEventListener(
    type,
    (event) => {
      const island = islandAt(event.target);
      if (island) void wake(island);
    },
    { capture: true, passive: true },
  );
}

// The language switch needs no React: a choice is kept and the page asked for again, in that language.
document.addEventListener('change', (event) => {
  const target = event.target;
  if (!(target instanceof HTMLSelectElement) || !target.hasAttribute('data-language-switch')) return;
  if (isSupportedLocale(target.value)) switchLanguage(target.value);
});

// A click or submit before its island is alive is held (a form would otherwise submit natively), then
// given again once React listens.
for (const type of ['click', 'submit'] as const) {
  document.addEventListener(
    type,
    (event) => {
      const island = islandAt(event.target);
      if (!island || alive.has(island)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void wake(island).then(() => replay(event.target));
    },
    { capture: true },
  );
}
