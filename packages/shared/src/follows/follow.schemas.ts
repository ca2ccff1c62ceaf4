import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';

/**
 * PUT, DELETE and GET /api/businesses/:id/follow: whether the caller follows the host, and how many runners do.
 * GET answers `following: false` to anyone who is not a signed-in runner.
 */
export const followStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** "1 follower", "12 followers". */
export const followerCountText = (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`;

/** GET /api/me/following/runs: upcoming runs of the hosts the runner follows, soonest first. */
export const followedRunsQuerySchema = z.object({
  limit: z.coerce.number().min(1).max(50).int().default(6),
  cursor: z.string().max(200).optional(),
});

/** POST /api/follows/unsubscribe/:token (RFC 8058 one-click) answers this to a client that is not a browser. */
export const unsubscribeResultSchema = z.object({
  hostName: z.string(),
  mailStopped: z.literal(true),
});

export const unsubscribeTokenParamsSchema = z.object({ token: z.string().max(200) });

/** What the follow API answers (refusals) and what the web app shows and toasts. */
export const followMessages = {
  mustLogIn: msg('validation.follow.mustLogIn'),
  runnerOnly: msg('validation.follow.runnerOnly'),
  notYourself: msg('validation.follow.notYourself'),
  notAHost: msg('validation.follow.notAHost'),
  followed: (host: string) => `You're following ${host}. We'll e-mail you when they post new runs.`,
  unfollowed: (host: string) => `You're no longer following ${host}.`,
  followFailed: msg('validation.follow.followFailed'),
  unfollowFailed: msg('validation.follow.unfollowFailed'),
  unsubscribeInvalid: msg('validation.follow.unsubscribeInvalid'),
  mailStopped: (host: string) => `You won't get e-mails from ${host} any more.`,
} as const;

/** Error codes the web app may branch on. */
export const followErrorCodes = {
  notYourself: 'CANNOT_FOLLOW_SELF',
  notAHost: 'NOT_A_HOST',
} as const;

/** A digest lists this many new runs at most, then "and N more" with a link to the host's profile. */
export const DIGEST_MAX_RUNS = 10;
