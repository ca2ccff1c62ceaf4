import { z } from 'zod';

export const postImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  altText: z.string().nullable(),
});
export type PostImage = z.infer<typeof postImageSchema>;

export const businessPostSchema = z.object({
  id: z.number().int(),
  businessId: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  images: z.array(postImageSchema),
});
export type BusinessPost = z.infer<typeof businessPostSchema>;
