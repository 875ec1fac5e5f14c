import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Shades chosen so filled buttons, links and dimmed text meet WCAG AA contrast in both schemes. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Dialogs, menus and drawers appear without sliding or fading for people who ask their system for less motion.
  respectReducedMotion: true,
});

/** Red marks destructive actions (Delete group, confirm buttons): white on red-9 passes AA, red-7 and red-8 do not. */
const redFilled = {
  '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
  '--mantine-color-red-filled-hover': 'var(--mantine-color-red-8)',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    // Subtle red buttons (Delete photo, Delete expense) keep AA contrast under the pointer: red-2 gave 3.75:1.
    '--mantine-color-red-light-hover': 'var(--mantine-color-red-0)',
    ...redFilled,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    ...redFilled,
  },
});
