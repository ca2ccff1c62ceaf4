import { z } from 'zod';

/** GET /api/map: where the browser loads map tiles from and the credit it must show. */
export const mapSettingsSchema = z.object({
  /** A tile URL template with {z}, {x}, {y} (and maybe {s}). */
  tileUrl: z.string(),
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
