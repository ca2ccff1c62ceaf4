import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const app = viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false });

// React Router's framework plugin is for the dev server and the builds (docs/decisions/062): under Vitest it would
// wrap every component in hot reloading, which needs the dev server's page, and strip route modules' server
// exports. The tests compile JSX with the plain React plugin instead.
const withoutReactRouter = (option: PluginOption): PluginOption =>
  Array.isArray(option)
    ? option.map(withoutReactRouter)
    : option && 'name' in option && option.name.startsWith('react-router')
      ? false
      : option;

export default mergeConfig(
  { ...app, plugins: [react(), withoutReactRouter(app.plugins ?? [])] },
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
      restoreMocks: true,
      // Tests type into real forms and talk to a real local server; allow for a loaded machine.
      testTimeout: 15_000,
      // Leaflet through Vite, as the app's build takes it: the runs map hands its module to
      // leaflet.markercluster as the global `L`, which the plugin extends (Node's own namespace object would
      // refuse that).
      server: { deps: { inline: ['leaflet'] } },
    },
  }),
);
