/** The team feature's query keys (the rule: lib/query-keys.ts). Everything lives under 'team'. */
export const teamKeys = {
  all: ['team'] as const,
  /** The owner's team: members and pending invitations. */
  team: () => ['team', 'members'] as const,
  /** The teams the signed-in person acts for. */
  memberships: (userId: string | null) => ['team', 'memberships', userId] as const,
};
