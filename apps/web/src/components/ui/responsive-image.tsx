import { imageSrcSet, type ImageKind } from '@runtogether/shared/images/image-variants';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  alt: string;
  /** Which widths the server made of an uploaded image (decision 015). */
  kind: ImageKind;
  /** How wide the picture is shown, as for the `sizes` attribute: the browser picks the smallest copy that fits. */
  sizes: string;
};

/**
 * An <img> that offers the browser the uploaded image's smaller copies; any other picture (a stock SVG, another
 * host) is a plain <img>. Callers still give width/height or an aspect-ratio box, so nothing shifts.
 */
export function ResponsiveImage({ src, alt, kind, sizes, ...props }: Props) {
  const srcSet = imageSrcSet(src, kind);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...props} />;
}
