// The framework's server build, imported by src/server.ts (React Router's custom-server pattern).
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}
