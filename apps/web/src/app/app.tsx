import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import type { SessionStore } from '@/lib/session-store';

/**
 * `session`: the session a server-rendered page was drawn for, so the first render matches it. It is given
 * exactly when the app hydrates the server's HTML (boot.tsx).
 */
export function App({ session }: { session?: SessionStore }) {
  return (
    <AppProvider session={session} hydrating={session !== undefined}>
      <AppRouter />
    </AppProvider>
  );
}
