// How the build splits the code the signed-in dashboard loads (issue 23: quick on a slow network); see
// docs/decisions/016-installable-app.md. Left to itself, rolldown makes a chunk for every set of screens that
// shares a module — dozens of small files for the dashboard. Over HTTP/1.1 a browser fetches six at a time, so
// on a slow network each round trip kept the rest waiting in a queue. Here the code the signed-in frame needs
// beyond the entry goes into one chunk, 'frame', and what the games list needs beyond that into 'games-list'.
// Every other screen keeps its own chunks; the entry and the landing page load exactly what they did.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

/**
 * For each input, the modules whose code it runs once tree-shaken: one quick bundle of all of them. With
 * `lazy: false` what an input imports lazily (the router's screens) is left out.
 */
async function usedModules(root: string, inputs: Record<string, string>, lazy: boolean) {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      react(),
      {
        name: 'turnout:measure-static-code',
        resolveDynamicImport: () => (lazy ? null : false),
        // The service worker's registration (vite-plugin-pwa's) is the app's only virtual module.
        resolveId: (id) => (id.startsWith('virtual:') ? { id, external: true } : null),
      },
    ],
    // An app build drops its entries' exports, and with them all code a screen module (AppLayout) exports.
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: inputs, preserveEntrySignatures: 'exports-only' },
    },
  });
  const chunks = [output]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const used = (chunk: Rolldown.OutputChunk, into: Set<string>, seen: Set<string>) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) into.add(id);
    for (const name of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
      const next = byName.get(name);
      if (next) used(next, into, seen);
    }
  };
  const byInput: Record<string, Set<string>> = {};
  for (const chunk of chunks) {
    if (!chunk.isEntry) continue;
    byInput[chunk.name] = new Set();
    used(chunk, byInput[chunk.name] as Set<string>, new Set());
  }
  return (name: string) => byInput[name] ?? new Set<string>();
}

const without = (set: Set<string>, ...others: Set<string>[]) =>
  new Set([...set].filter((id) => !others.some((other) => other.has(id))));

/** Output options for the client build, from two quick bundles measuring what each part uses. */
export async function firstScreenChunks(root: string): Promise<Rolldown.OutputOptions> {
  const file = (name: string) => path.join(root, 'src/client', name);
  const [app, landing] = await Promise.all([
    usedModules(
      root,
      {
        entry: file('main.tsx'),
        frame: file('shell/app-layout.tsx'),
        games: file('features/games/pages/games-page.tsx'),
        prefetch: file('shell/first-screen.ts'),
      },
      false,
    ),
    usedModules(root, { landing: file('landing-main.ts') }, true),
  ]);
  const frame = without(app('frame'), app('entry'), landing('landing'));
  const gamesList = without(
    new Set([...app('games'), ...app('prefetch')]),
    app('entry'),
    landing('landing'),
    frame,
  );
  return {
    codeSplitting: {
      // A captured module's dependencies stay where they are: the entry's own (React, the router) would
      // otherwise move into these chunks, and every page, the landing page's islands too, would load them.
      includeDependenciesRecursively: false,
      groups: [
        {
          debugName: 'frame, games-list',
          name: (id) => (frame.has(id) ? 'frame' : gamesList.has(id) ? 'games-list' : null),
        },
      ],
    },
    // Chunks may then import each other both ways (a frame module's code for another screen needs a chunk
    // that needs the frame); modules run in source order all the same, as rolldown advises for this case.
    strictExecutionOrder: true,
  };
}
