import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

// Toasts only follow a user's action: their library loads after the first render (decision 014).
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Suspense fallback={null}>
        <Toaster richColors position="top-center" />
      </Suspense>
    </QueryClientProvider>
  );
}
