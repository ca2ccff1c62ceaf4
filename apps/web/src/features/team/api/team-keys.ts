/** The team feature's query keys (the rule: lib/query-keys.ts). Everything lives under 'team'. */
export const teamKeys = {
  all: ['team'] as const,
  /** The owner's team: members and pending invitations. */
  team: () => ['team', 'members'] as const,
  /** A team's business's upcoming runs, as its members see them. */
  runs: (businessId: string) => ['team', 'runs', businessId] as const,
  /** What an invitation's link offers (its business and role). */
  invitation: (token: string) => ['team', 'invitation', token] as const,
  /** The teams the signed-in person acts for. */
  memberships: (userId: string | null) => [...teamKeys.allMemberships, userId] as const,
  /** Every person's teams: what accepting an invitation changes. */
  allMemberships: ['team', 'memberships'] as const,
};
