// The only reader of import.meta.env. An empty API_URL means "same origin" (the server serves the app).
// Checked by hand rather than with zod: this module is on the boot path, which keeps zod out (decision 014).

/** '' or an absolute http(s) URL; anything else stops the app with the variable's name. */
export function parseApiUrl(value: string | undefined): string {
  if (!value) return '';
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`VITE_API_URL is not a URL: ${value}`);
  return value;
}

export const env = {
  API_URL: parseApiUrl(import.meta.env.VITE_API_URL),
};
