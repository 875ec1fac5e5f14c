import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunks } from './scripts/first-screen-chunks.ts';
import { FIRST_SCREEN_AREAS, SERVER_ONLY_AREAS } from './src/shared/i18n/areas.ts';
import { MESSAGES_FOLDER, readCatalogue } from './src/shared/i18n/catalogue-files.ts';
import { type Locale, SUPPORTED_LOCALES } from './src/shared/i18n/locales.ts';
import { LANDING_AREA, landingPageFile } from './src/shared/landing-pages.ts';
import { manifestMessages } from './src/shared/manifest.ts';

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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/**
 * Renders the landing page to HTML once per language, each into its own copy of the built landing.html
 * (`landing.<locale>.html`, with its `<html lang>`, title and description), so `/` paints its content in the
 * visitor's language before any script loads; landing-main.ts then hydrates its islands with the same words.
 * landing.html itself becomes the English page.
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
        // It loads one module to render; scanning the app for dependencies would only trip over the
        // service worker's virtual module, which this server's plugins do not provide.
        optimizeDeps: { noDiscovery: true },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(
          '/src/client/features/landing/prerender.tsx',
        )) as {
          renderLanding: (language: { locale: Locale; messages: Record<string, string> }) => {
            html: string;
            head: { title: string; description: string };
          };
        };
        const file = path.join(outDir, 'landing.html');
        const html = readFileSync(file, 'utf8');
        if (!html.includes(ROOT_PLACEHOLDER)) throw new Error(`${file} has no empty ${ROOT_PLACEHOLDER}`);
        const css = (href: string | undefined) => readFileSync(path.join(outDir, href ?? ''), 'utf8');
        const styles = [...html.matchAll(STYLESHEET_LINK)].map(([, href]) => css(href)).join('\n');
        // Its few styles go inline: a phone then paints the page from the one HTML response.
        const inlined = html.replace(STYLESHEET_LINK, (_link, href: string) => `<style>${css(href)}</style>`);
        const messagesDir = path.join(root, MESSAGES_FOLDER);
        for (const locale of SUPPORTED_LOCALES) {
          const messages = readCatalogue(messagesDir, locale, (area) => area === LANDING_AREA);
          const { html: page, head } = renderLanding({ locale, messages });
          assertStyled(page, styles);
          const localized = inlined
            .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
            .replace(
              /(<meta\s+name="description"\s+content=")[^"]*(")/,
              (_match, before: string, after: string) => `${before}${escapeHtml(head.description)}${after}`,
            )
            .replace(ROOT_PLACEHOLDER, () => `<div id="root">${page}</div>`);
          writeFileSync(path.join(outDir, landingPageFile(locale)), localized);
          if (locale === 'en') writeFileSync(file, localized);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The web app manifest and the service worker (src/client/sw/sw.ts), which precaches the app shell; see
 * docs/decisions/016-installable-app.md. The page registers the worker itself (src/client/shell/new-version-prompt.tsx).
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/client/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    // The manifest is asked for with the device's cookie, which holds its language.
    useCredentials: true,
    manifest: {
      id: '/',
      name: 'Turnout',
      short_name: 'Turnout',
      // English here; the server says it in the reader's language (src/server/http/manifest.ts).
      description: manifestMessages.description,
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // The top bar's colour (Mantine's light body); index.html's theme-color tags give the dark one too.
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The manifest and its icons are precached by the plugin itself.
      globPatterns: ['**/*.{js,css,html,svg}', 'icons/apple-touch-icon.png'],
      // The landing page is the server's, for visitors: the worker never answers `/` from its caches.
      globIgnores: ['landing.html', 'landing.*.html'],
      // A classic script: the worker imports nothing at run time (and rolldown deprecates the option the
      // plugin's ES-module build sets).
      rollupFormat: 'iife',
    },
  });
}

const CATALOGUE_PART = /^virtual:catalogue\/([A-Za-z-]+)-(first|later|landing)$/;

/**
 * Each language's catalogue as two modules, `virtual:catalogue/<locale>-first` (the first screen's areas) and
 * `…-later` (the others but the mails', which the browser is never sent), and the landing page's area alone
 * (`…-landing`, for its islands: the landing page loads none of the app's words), from src/shared/i18n/messages
 * (src/shared/i18n/areas.ts). In a build each message comes as FormatJS's syntax tree, so the app ships without
 * the ICU parser (aliased to its `no-parser` build below), FormatJS's advice for bundles. The catalogue check in
 * `npm test` makes sure every message the app formats is in every catalogue, so none is left for the browser to
 * parse. (The server, and its drawing of the first screen, keep the parser.)
 */
function precompiledCatalogues(): Plugin {
  let building = false;
  const messagesDir = file(`./${MESSAGES_FOLDER}`);
  return {
    name: 'turnout:precompiled-catalogues',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (CATALOGUE_PART.test(id) ? `\0${id}` : null),
    load(id) {
      const [, locale, part] = id.startsWith('\0') ? (id.slice(1).match(CATALOGUE_PART) ?? []) : [];
      if (!locale || !part) return null;
      this.addWatchFile(path.join(messagesDir, locale));
      const messages = readCatalogue(messagesDir, locale, (area) =>
        part === 'landing'
          ? area === LANDING_AREA
          : !SERVER_ONLY_AREAS.includes(area) && FIRST_SCREEN_AREAS.includes(area) === (part === 'first'),
      );
      const compiled = building
        ? Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parseMessage(text)]))
        : messages;
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}

export default defineConfig(async ({ command }) => ({
  root: file('.'),
  plugins: [react(), prerenderLanding(), installableApp(), precompiledCatalogues()],
  resolve:
    command === 'build'
      ? {
          alias: {
            '@formatjs/icu-messageformat-parser': fileURLToPath(
              import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            ),
          },
        }
      : {},
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The app, and the public landing page on its own so `/` loads none of the app's code.
      input: { app: file('index.html'), landing: file('landing.html') },
      // The signed-in dashboard's code in a handful of files rather than sixty (scripts/first-screen-chunks.ts).
      output: command === 'build' ? await firstScreenChunks(file('.')) : {},
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3001',
    },
  },
}));
