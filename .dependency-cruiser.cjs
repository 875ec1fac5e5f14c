// `npm test` runs dependency-cruiser with these rules (scripts/test.ts); run it alone with
// npx depcruise src --config .dependency-cruiser.cjs
// Why the rules are these: docs/decisions/052-features-import-one-way.md.

/** The layers: shared code stands alone, and the browser never loads the server's code. */
const layers = [
  {
    name: 'shared-imports-no-app',
    comment: 'src/shared is used by the server and the client alike, so it imports neither.',
    severity: 'error',
    // A test may check shared text against the words a screen shows.
    from: { path: '^src/shared/', pathNot: '\\.test\\.ts$' },
    to: { path: '^src/(client|server)/' },
  },
  {
    name: 'client-imports-no-server-code',
    comment:
      "The client imports only the type of the server's routes (src/server/app.ts, as `import type`, which the " +
      'build erases) for the typed API client; never server code.',
    severity: 'error',
    from: { path: '^src/client/' },
    to: { path: '^src/server/', pathNot: '^src/server/app\\.ts$' },
  },
];

/**
 * The client: a feature folder imports the shared places (components, data, i18n, live, offline, api.ts,
 * theme.ts) and src/shared, never another feature; only the app around them (main, router, shell, screens)
 * puts features together.
 */
const client = [
  {
    name: 'client-feature-imports-no-other-feature',
    comment:
      'What two features use moves to a shared place (data/ for API hooks, components/ for components).',
    severity: 'error',
    from: { path: '^src/client/features/([^/]+)/' },
    to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
  },
  {
    name: 'client-feature-imports-no-app',
    comment: 'The app (router, shell, screens) is built from features, not the other way round.',
    severity: 'error',
    from: { path: '^src/client/features/' },
    to: { path: '^src/client/(main\\.tsx|router\\.tsx|shell/|screens/)' },
  },
  {
    name: 'client-shared-place-imports-no-feature',
    comment: 'A shared place is below every feature: it imports no feature and nothing of the app.',
    severity: 'error',
    from: { path: '^src/client/(api\\.ts|theme\\.ts|components/|data/|i18n/|live/|offline/)' },
    to: { path: '^src/client/(features/|screens/|shell/|main\\.tsx|router\\.tsx)' },
  },
];

/**
 * The server: a feature folder imports the shared places below it (access/, domain/, db/, http/, auth/,
 * notifications/, storage/, live/, mail/, i18n/, calendar/…) and src/shared, never another feature; only the
 * app around them (app.ts, main.ts) and the demo seed put features together.
 */
const server = [
  {
    name: 'server-feature-imports-no-other-feature',
    comment:
      'What two features use moves to a shared place (access/ for the access checks, domain/ for shared rules).',
    severity: 'error',
    from: { path: '^src/server/features/([^/]+)/' },
    to: { path: '^src/server/features/', pathNot: '^src/server/features/$1/' },
  },
  {
    name: 'server-feature-imports-no-app',
    comment:
      'The app (app.ts, main.ts) is built from features, not the other way round; a test may build the app.',
    severity: 'error',
    from: { path: '^src/server/features/', pathNot: '\\.test\\.ts$' },
    to: { path: '^src/server/(app|main)\\.ts$' },
  },
  {
    name: 'server-shared-place-imports-no-feature',
    comment:
      'A shared place is below every feature: it imports no feature and not the app. A test of a shared place may drive a feature.',
    severity: 'error',
    from: {
      path: '^src/server/',
      pathNot: ['^src/server/(features|demo|test)/', '^src/server/(app|main)\\.ts$', '\\.test\\.ts$'],
    },
    to: { path: ['^src/server/features/', '^src/server/(app|main)\\.ts$'] },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...layers, ...client, ...server],
  options: {
    includeOnly: '^src/',
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    exclude: { path: '\\.d\\.ts$' },
  },
};
