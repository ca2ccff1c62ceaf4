import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The API server's dev port (apps/server listens on 3000 by default).
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
}));
