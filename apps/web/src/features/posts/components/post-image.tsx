import type { PostImage as PostImageData } from '@runtogether/shared/posts/post.schemas';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { t } from '@/lib/i18n';

/** One picture of a post; one that fails to load is replaced by a placeholder (docs/product.md §8). */
export function PostImage({ image, alt }: { image: PostImageData; alt: string }) {
  const [failed, setFailed] = useState(false);
  const frame = 'aspect-square w-full overflow-hidden rounded-xl bg-slate-100';
  if (failed) {
    return (
      <div
        role="img"
        aria-label={t('host.posts.imageUnavailableLabel', { alt })}
        className={`${frame} flex flex-col items-center justify-center gap-1.5 border border-dashed border-slate-300 text-slate-500`}
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <span aria-hidden="true" className="text-xs font-medium">
          {t('host.posts.imageUnavailable')}
        </span>
      </div>
    );
  }
  return (
    <div className={frame}>
      <ResponsiveImage
        src={image.url}
        alt={alt}
        kind="post"
        // Two columns on phones, three (or one of at most 448 px) from sm.
        sizes="(min-width: 640px) 448px, 50vw"
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-full object-cover"
      />
    </div>
  );
}
