import { z } from 'zod';

// The only reader of import.meta.env. An empty API_URL means "same origin" (the server serves the app).
const envSchema = z.object({
  API_URL: z.union([z.literal(''), z.url()]).default(''),
});

export const env = envSchema.parse({
  API_URL: import.meta.env.VITE_API_URL,
});
