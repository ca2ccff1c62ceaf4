// Smaller copies of every uploaded image (decision 015): the server writes them beside the image, the web app
// names them in srcset. No zod here: the web's boot path imports this.

/** Widths (px) made for each kind of image, chosen from the sizes the web app shows them at. */
export const imageVariantWidths = {
  // Run cards are a third of the page on wide screens, full width on phones; the run page is one column.
  run: [400, 800, 1200],
  // Post pictures sit in a grid of two or three.
  post: [400, 800],
  // Avatars are 32-96 CSS px.
  avatar: [64, 128, 192],
} as const;
export type ImageKind = keyof typeof imageVariantWidths;

/** An uploaded image's name ends in 16 hex digits and .webp; only such an image has variants. */
const uploaded = /-[0-9a-f]{16}\.webp$/;

export const hasVariants = (url: string): boolean => uploaded.test(url);

/** `…/event-1-<hex>.webp` → `…/event-1-<hex>-w400.webp`: the same rule for storage keys and URLs. */
export const variantName = (name: string, width: number): string =>
  name.replace(/\.webp$/, `-w${width}.webp`);

/** The srcset of an uploaded image, or undefined for any other picture (a stock illustration, another host). */
export function imageSrcSet(url: string, kind: ImageKind): string | undefined {
  if (!hasVariants(url)) return undefined;
  return imageVariantWidths[kind].map((width) => `${variantName(url, width)} ${width}w`).join(', ');
}
