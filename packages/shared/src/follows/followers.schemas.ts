import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';

// Apart from follow.schemas.ts: only the host's dashboard reads these, and the web app bundles each file with the
// pages that import it.

/** One row of GET /api/business/followers: a runner following the signed-in host (no e-mail address). */
export const followerSchema = z.object({
  runnerId: z.string(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  /** ISO 8601 UTC instant. */
  followedAt: z.string(),
});
export type Follower = z.infer<typeof followerSchema>;

/** Newest followers first, paged by cursor (as the host's participants). */
export const followersQuerySchema = z.object({
  limit: z.coerce.number().min(1).max(100).int().default(20),
  cursor: z.string().max(200).optional(),
});

export const followersSchema = z.object({
  items: z.array(followerSchema),
  nextCursor: z.string().nullable(),
});
export type Followers = z.infer<typeof followersSchema>;
