import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';

const file = (name: string) => fileURLToPath(new URL(name, import.meta.url));

const ROOT_PLACEHOLDER = '<div id="root"></div>';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g;

/**
 * The landing entry imports Mantine's styles component by component; a component added to the page
 * without its styles would render unstyled, so the build fails instead.
 */
function assertStyled(page: string, css: string) {
  const unstyled = [...new Set(page.match(/\bm_[0-9a-f]+\b/g) ?? [])].filter(
    (name) => !css.includes(`.${name}`),
  );
  if (unstyled.length > 0) {
    throw new Error(
      `landing.html uses Mantine classes without styles: ${unstyled.join(', ')}. Import their CSS in landing-main.ts.`,
    );
  }
}

/**
 * Renders the landing page to HTML and writes it into the built landing.html, so `/` paints its content
 * before any script loads; landing-main.ts then hydrates its islands.
 */
function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'turnout:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A throwaway dev server only to load the page's modules for rendering in Node.
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(
          '/src/client/features/landing/prerender.tsx',
        )) as {
          renderLanding: () => string;
        };
        const file = path.join(outDir, 'landing.html');
        const html = readFileSync(file, 'utf8');
        if (!html.includes(ROOT_PLACEHOLDER)) throw new Error(`${file} has no empty ${ROOT_PLACEHOLDER}`);
        const page = renderLanding();
        const css = (href: string | undefined) => readFileSync(path.join(outDir, href ?? ''), 'utf8');
        assertStyled(page, [...html.matchAll(STYLESHEET_LINK)].map(([, href]) => css(href)).join('\n'));
        // Its few styles go inline: a phone then paints the page from the one HTML response.
        const inlined = html.replace(STYLESHEET_LINK, (_link, href: string) => `<style>${css(href)}</style>`);
        writeFileSync(file, inlined.replace(ROOT_PLACEHOLDER, `<div id="root">${page}</div>`));
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  root: file('.'),
  plugins: [react(), prerenderLanding()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The app, and the public landing page on its own so `/` loads none of the app's code.
      input: { app: file('index.html'), landing: file('landing.html') },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3001',
    },
  },
});
