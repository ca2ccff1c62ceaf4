import type { UsualPace } from '@runtogether/shared/registrations/registration.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REGISTRATIONS_STALE_TIME_MS, usualPaceKey } from './registration-keys';

// Loaded with the answer (lib/api-client.ts): the dialogs that ask for it load zod anyway.
const usualPaceParser = () =>
  import('@runtogether/shared/registrations/registration.schemas').then(
    ({ usualPaceSchema }) => usualPaceSchema,
  );

/**
 * GET /api/registrations/me/usual-pace: the runner's usual pace (min/km) or null, for the pace group a dialog
 * starts on (docs/decisions/056). Asked only where a run has pace groups.
 */
export const useUsualPace = (enabled: boolean) =>
  useQuery({
    queryKey: usualPaceKey,
    queryFn: ({ signal }): Promise<UsualPace> =>
      api.get('/api/registrations/me/usual-pace', usualPaceParser, { signal }),
    enabled,
    staleTime: REGISTRATIONS_STALE_TIME_MS,
  });
