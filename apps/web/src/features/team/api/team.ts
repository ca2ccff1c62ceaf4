// A host's team (docs/decisions/054): the owner's team, invitations, and the teams a runner acts for.
import type {
  InvitationPreview,
  Membership,
  Team,
  TeamInvitation,
  TeamInvitationInput,
  TeamRole,
} from '@runtogether/shared/team/team.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type LazyParser } from '@/lib/api-client';
import { teamKeys } from './team-keys';

// The schemas load with the first answer: pages that only may show a team link stay small (decision 043).
const schemas = () => import('@runtogether/shared/team/team.schemas');
const teamSchema: LazyParser<Team> = () => schemas().then((m) => m.teamSchema);
const teamInvitationSchema: LazyParser<TeamInvitation> = () => schemas().then((m) => m.teamInvitationSchema);
const membershipSchema: LazyParser<Membership> = () => schemas().then((m) => m.membershipSchema);
const invitationPreviewSchema: LazyParser<InvitationPreview> = () =>
  schemas().then((m) => m.invitationPreviewSchema);

/** GET /api/team/invitations/preview: who the link is from, and as what (anyone holding it may ask). */
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) =>
      api.get(`/api/team/invitations/preview?token=${encodeURIComponent(token)}`, invitationPreviewSchema, {
        signal,
      }),
  });

export const useInvitationPreview = (token: string | null) =>
  useQuery({ ...invitationPreviewQueryOptions(token ?? ''), enabled: token !== null });

/** GET /api/business/team (the business's own account). */
export const useTeam = () =>
  useQuery({
    queryKey: teamKeys.team(),
    queryFn: ({ signal }) => api.get('/api/business/team', teamSchema, { signal }),
  });

/** Every change to the team shows the server's list again. */
function useTeamChange<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** POST /api/business/team/invitations. */
export const useInvite = () =>
  useTeamChange((input: TeamInvitationInput): Promise<TeamInvitation> =>
    api.post('/api/business/team/invitations', teamInvitationSchema, { body: input }),
  );

/** PATCH /api/business/team/:userId. */
export const useChangeRole = () =>
  useTeamChange(({ userId, role }: { userId: string; role: TeamRole }) =>
    api.patch(`/api/business/team/${encodeURIComponent(userId)}`, null, { body: { role } }),
  );

/** DELETE /api/business/team/:userId. */
export const useRemoveMember = () =>
  useTeamChange((userId: string) => api.delete(`/api/business/team/${encodeURIComponent(userId)}`, null));

/** DELETE /api/business/team/invitations/:id: its link then opens nothing. */
export const useWithdrawInvitation = () =>
  useTeamChange((id: number) => api.delete(`/api/business/team/invitations/${id}`, null));

/**
 * POST /api/team/invitations/accept. The runner's teams are asked for again; the link's preview is not, since a
 * used link answers 409 and the page already says they joined.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<Membership> =>
      api.post('/api/team/invitations/accept', membershipSchema, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.allMemberships }),
  });
}

/**
 * DELETE /api/team/memberships/:businessId: the signed-in member leaves that team; their teams are asked for
 * again, so the switcher and the page no longer offer it.
 */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string) =>
      api.delete(`/api/team/memberships/${encodeURIComponent(businessId)}`, null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.allMemberships }),
  });
}

export type { Membership, Team };
