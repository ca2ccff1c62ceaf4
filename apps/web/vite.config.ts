import { createHash } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import english from '../../packages/shared/src/i18n/catalogues/en.json' with { type: 'json' };
import spanish from '../../packages/shared/src/i18n/catalogues/es.json' with { type: 'json' };

/** The installable app's manifest, in English (decision 037). */
const manifest = {
  id: '/',
  name: 'RunTogether',
  short_name: 'RunTogether',
  // Its words come from the catalogue; scripts/localize-manifest.mjs writes the other languages' manifests.
  description: english['core.app.description'],
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#c2410c',
  background_color: '#f8fafc',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: english['core.nav.findRuns'],
      short_name: english['core.nav.findRuns'],
      url: '/runs',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: english['core.nav.myRuns'],
      short_name: english['core.nav.myRuns'],
      url: '/my-runs',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
} satisfies Partial<ManifestOptions>;

/**
 * The other languages' manifests, precached as the English one is (vite-plugin-pwa lists its own): a Spanish page
 * links the Spanish one, and opened or installed offline it must be there. scripts/localize-manifest.mjs writes
 * them after the worker is built, so the worker's glob cannot find them: each is listed here, its revision made
 * from the English manifest and the language's catalogue, what that script makes it from (a change of any word
 * fetches the small file again, never too seldom).
 */
const otherManifests = Object.entries({ es: spanish }).map(([locale, words]) => ({
  url: `manifest.${locale}.webmanifest`,
  revision: createHash('sha256')
    .update(JSON.stringify([manifest, words]))
    .digest('hex')
    .slice(0, 32),
}));

/**
 * The installable app (decision 037): a manifest and a Workbox service worker. Pages and the API
 * stay network-first (the server renders fresh pages); the shell is precached for when there is no network.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // The framework's client build (docs/decisions/062) is what the worker precaches and where it is served from.
  outDir: 'dist/client',
  // entry.client.tsx registers the worker itself, once the page has loaded (nothing added to the first load).
  injectRegister: false,
  // The worker's glob (below) already precaches every icon; naming them here too listed each twice.
  includeManifestIcons: false,
  manifest,
  workbox: {
    globPatterns: ['**/*.{js,css,svg,png,woff2}'],
    globIgnores: ['images/**'],
    // The offline page (app/routes/offline.tsx), drawn by the server when the worker installs; each build
    // fetches it again.
    additionalManifestEntries: [{ url: '/offline', revision: String(Date.now()) }, ...otherManifests],
    // Its `to` names the page asked for (below); any value finds the one precached copy.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^to$/],
    // Online, every page comes from the server (it draws it); offline, the last copy, or a redirect to the offline
    // page, which hydrates as itself and then moves to the page asked for (a client-side navigation: the app
    // draws it from what the worker kept).
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'rt-pages',
          expiration: { maxEntries: 50 },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              handlerDidError: ({ request }) => {
                const { pathname, search } = new URL(request.url);
                if (pathname === '/offline') return Promise.resolve(undefined);
                const to = encodeURIComponent(pathname + search);
                return Promise.resolve(Response.redirect(`/offline?to=${to}`, 302));
              },
            },
          ],
        },
      },
      {
        // What a runner needs at the start line: the session, their registrations, their runs. An answer the
        // server marks no-store is never kept; log-out empties this cache (lib/offline-cache.ts).
        urlPattern: ({ url }) =>
          /^\/api\/(auth\/me|registrations\/me|events\/\d+(\/registrations\/me)?|series\/\d+|map)$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'rt-api',
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              cacheWillUpdate: ({ response }) =>
                Promise.resolve(
                  /no-store/.test(response.headers.get('cache-control') ?? '') ? null : response,
                ),
            },
          ],
        },
      },
      {
        // The page's words (decision 038): a page kept offline must find its catalogue offline too. Not
        // personal, so kept apart from rt-api and through log-outs.
        urlPattern: ({ url }) => /^\/api\/i18n(\/[a-z]{2})?$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'rt-words',
          expiration: { maxEntries: 8 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/files/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'rt-images', expiration: { maxEntries: 100 } },
      },
    ],
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [pwa])],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Vite's manifest of the client build: which built file holds which module (tests find chunks by it).
  build: {
    manifest: true,
    // No preload helper for our own lazy parts (a map, a dialog): the framework preloads each page's modules, and
    // the helper cost every page 0.7 KB (brotli) to preload what a lazy part imports (docs/decisions/062).
    modulePreload: false,
  },
  environments: {
    // Every page loads the route manifest, which names each of the ~230 chunks by its hash: seven characters (42
    // bits, no collision among one build's files; the bundler refuses fewer for this many) instead of eight cut
    // 0.1 KB (brotli) from every page (decision 062).
    client: {
      build: {
        rollupOptions: {
          output: {
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
          },
        },
      },
    },
    // The server build's entry is ours (src/server.ts): the Fastify server calls its one function with what it
    // knows of the request (docs/decisions/062).
    ssr: {
      // Its chunks are not fetched over a network: a module imported both ways (lazily in the browser, at once in
      // a route) is no waste here, so the bundler's warning about it is for the client build only.
      build: { rollupOptions: { input: './src/server.ts', checks: { ineffectiveDynamicImport: false } } },
      // React and the libraries drawn with it are bundled into the server build, with the build's mode: a server
      // started without NODE_ENV=production (`npm start`) still draws pages with React's production build.
      ...(command === 'build'
        ? { resolve: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
        : {}),
    },
  },
}));
