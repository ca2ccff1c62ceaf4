import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { toast, whenToastWanted } from '@/components/ui/toast';
import { AuthProvider } from '@/lib/auth';
import { HydrationState } from '@/lib/hydration';
import { translateText } from '@/lib/i18n';
import type { SessionStore } from '@/lib/session-store';
import { takeToastLeftForThisLoad } from '@/lib/toast-after-reload';

// Toasts only follow a user's action: their library loads with the first one (decision 014).
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

function ToasterOnFirstToast() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster richColors position="top-center" />
    </Suspense>
  ) : null;
}

/** A toast the page before left as it reloaded (lib/toast-after-reload.ts). */
function ToastLeftByTheLastLoad() {
  useEffect(() => {
    const message = takeToastLeftForThisLoad();
    if (message) toast.success(translateText(message));
  }, []);
  return null;
}

interface AppProviderProps {
  children: ReactNode;
  session?: SessionStore;
  /** The page is the server's HTML, drawn on the server or hydrated in the browser (lib/hydration.tsx). */
  hydrating?: boolean;
}

/**
 * The shell's providers. No query client here: the pages that use the query library bring it with them
 * (lib/query-layer.tsx), so the landing renders without it (decision 014).
 */
export function AppProvider({ children, session, hydrating = false }: AppProviderProps) {
  return (
    <RouteErrorBoundary>
      <HydrationState hydrating={hydrating}>
        <AuthProvider store={session}>{children}</AuthProvider>
      </HydrationState>
      <ToasterOnFirstToast />
      <ToastLeftByTheLastLoad />
    </RouteErrorBoundary>
  );
}
