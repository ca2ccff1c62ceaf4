/** The query keys of the signed-out account pages (ARCHITECTURE.md: every key comes from a factory). */
export const authKeys = {
  /** Whether a reset link still works: one answer per token. */
  resetCheck: (token: string | null) => ['password-reset', 'check', token] as const,
};
