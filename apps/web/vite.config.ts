import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import english from '../../packages/shared/src/i18n/catalogues/en.json' with { type: 'json' };

// The API server's dev port (apps/server listens on 3000 by default).
const apiTarget = 'http://127.0.0.1:3000';

/**
 * The installable app (decision 037): a manifest and a Workbox service worker. Pages and the API
 * stay network-first (the server renders fresh pages); the shell is precached for when there is no network.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // boot.tsx registers the worker itself, after the page has loaded (nothing added to the first load).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
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
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['images/**'],
    // Online, every page comes from the server (it renders it); offline, the last copy or the app shell.
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
          precacheFallback: { fallbackURL: '/index.html' },
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

/** The shell's small shared modules, bundled as one chunk (see `codeSplitting` below). */
const shellModules = [
  /apps[\\/]web[\\/]src[\\/](config[\\/]|hooks[\\/]use-document-title\.ts$)/,
  /apps[\\/]web[\\/]src[\\/]lib[\\/](utils|server-render|env|api-client|i18n)\.tsx?$/,
  /packages[\\/]shared[\\/]src[\\/](errors[\\/]app-error|i18n[\\/](translator|locales))\.ts$/,
  /node_modules[\\/](clsx|@lingui[\\/]core)[\\/]/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|shared|context)/,
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pwa])],
  // A server bundle carries React's development and production builds and picks one by the server's
  // NODE_ENV at run time: `npm start` sets none, so every page was rendered by development React (its checks
  // and warnings made a render 2–3 times slower). A production build is production React wherever it runs.
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  // The server-rendering bundle (dist-server/entry-server.js, decision 030) carries its libraries with it, so the
  // server needs nothing of the web app's node_modules at run time.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    // Read by scripts/check-budgets.mjs to find what each page loads, and by the server for preload links.
    manifest: !isSsrBuild,
    // public/ is served from dist/ alone.
    copyPublicDir: !isSsrBuild,
    assetsDir: 'assets',
    emptyOutDir: true,
    // No preload helper (docs/benchmarks-history.md, sixth pass): it inserted a <link rel="modulepreload"> per
    // chunk a dynamic import needs, 35–40 for a run page as the app starts, and each insertion cost a phone 1–3 ms
    // of main thread in one task. The browser now finds a chunk's imports when the chunk arrives (one more round trip per level,
    // none once the service worker has the files), and every page's first load is 1.6–2 KB (gzip) smaller.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: every chunk names the chunks it imports, and the names were
        // 0.5 KB (gzip) of every page's first load. The manifest still maps sources to files.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          // React and the router change far less often than the app: their own chunk stays cached across deploys.
          // The other libraries get chunks of their own too, so a page loads only those it uses: left to the
          // bundler, zod shared a chunk with the query library and came with every page (decision 014).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // Radix in three: the tabs' own parts, the dialog's, and what both use; a page with tabs loads no dialog.
            {
              name: 'radix-tabs',
              test: /node_modules[\\/]@radix-ui[\\/]react-(tabs|roving-focus|collection|direction)[\\/]/,
            },
            {
              name: 'radix-dialog',
              test: /node_modules[\\/]@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)[\\/]/,
            },
            { name: 'radix', test: /node_modules[\\/]@radix-ui[\\/]/ },
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
            // The app's shell (boot.tsx starts it): left alone, the bundler gave each small module the shell
            // shares with pages a chunk of its own (clsx, the paths, the icon base, the words' runtime, …), and
            // every page paid their imports and headers (decision 014).
            { name: 'shell', test: (id: string) => shellModules.some((pattern) => pattern.test(id)) },
          ],
        },
      },
    },
  },
}));
