// Who the business screens act for (docs/decisions/054, 057): the signed-in business itself, or the business
// of a team the signed-in runner is in. The server checks every request; this only picks what the screens ask.

/** The business a screen acts for, and as what. */
export interface ActingHost {
  /** The business's account id (the runs' `hostId`). */
  hostId: string;
  /** Set when a team member acts for the business: sent as `?businessId=` (the owner sends nothing). */
  businessId?: string;
  as: 'owner' | 'manager' | 'leader';
  businessName: string;
}

/** `?businessId=…` for a member acting for a business, nothing for its owner. */
export const actingForQuery = (host: Pick<ActingHost, 'businessId'>): string =>
  host.businessId ? `?businessId=${encodeURIComponent(host.businessId)}` : '';
