/**
 * The performance mark the app sets once its first screen has settled (after-first-screen.ts): anyone profiling
 * the page — and the first screen's size test — can tell what the first screen loaded from what came after it.
 */
export const FIRST_SCREEN_SETTLED = 'turnout:first-screen-settled';
