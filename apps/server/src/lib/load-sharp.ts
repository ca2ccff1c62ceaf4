// sharp (and the libvips it maps) is loaded the first time an image is decoded, not at start: most requests
// never touch an image, and the server at rest is smaller without it (docs/decisions/051).
import type sharpModule from 'sharp';

export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import('sharp')).default;
}
