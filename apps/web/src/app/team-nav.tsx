import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth';

// Loads for signed-in runners only, with the query layer it asks through: the shell stays small (decision 014).
const TeamNavLoaded = lazy(() =>
  Promise.all([import('@/features/team/components/team-nav'), import('@/lib/query-layer')]).then(
    ([{ TeamNav }, { QueryLayer }]) => ({
      default: ({ onNavigate }: { onNavigate?: () => void }) => (
        <QueryLayer>
          <TeamNav onNavigate={onNavigate} />
        </QueryLayer>
      ),
    }),
  ),
);

/** The navbar's "Acting for …" (docs/decisions/057): nothing for anyone but a signed-in runner. */
export function TeamNavSlot({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuth();
  if (auth.status !== 'authenticated' || auth.user.role !== 'runner') return null;
  return (
    <Suspense fallback={null}>
      <TeamNavLoaded onNavigate={onNavigate} />
    </Suspense>
  );
}
