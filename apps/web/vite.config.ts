import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// The API server's dev port (apps/server listens on 3000 by default).
const apiTarget = 'http://127.0.0.1:3000';

const require = createRequire(import.meta.url);
const routerBuild = (file: string) =>
  join(dirname(require.resolve('react-router/package.json')), 'dist/production', file);

/**
 * React Router's package points every import at its development build (dev warnings included); the production
 * build ships beside it. Both entries share its chunks, so the router still exists once.
 */
const reactRouterProductionBuild = (): Plugin => ({
  name: 'react-router-production-build',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: routerBuild('index.mjs') },
        { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
      ],
    },
  }),
});

export default defineConfig({
  plugins: [react(), tailwindcss(), reactRouterProductionBuild()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // Read by scripts/check-budgets.mjs to find what each page loads.
    manifest: true,
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change far less often than the app: their own chunk stays cached across deploys.
          // The other libraries get chunks of their own too, so a page loads only those it uses: left to the
          // bundler, zod shared a chunk with the query library and came with every page (decision 014).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'radix', test: /node_modules[\\/]@radix-ui[\\/]/ },
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
          ],
        },
      },
    },
  },
});
