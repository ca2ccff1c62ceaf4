// The admin screens' query keys (docs/decisions/049), kept out of lib/query-keys.ts, which every page loads first.
export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: 'open' | 'closed') => ['admin', 'reports', status] as const,
  audit: ['admin', 'audit'] as const,
  admins: ['admin', 'admins'] as const,
};
