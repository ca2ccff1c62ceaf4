import type { Run } from '@runtogether/shared/runs/run.schemas';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { t } from '@/lib/i18n';
import { runImageSrc, stockImageFor } from '../../utils/run-image';

type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * The run's picture with its title and host over it (docs/product.md §2, §4 "Image loading"): a placeholder until the
 * picture arrives, the run's stock picture if it cannot load. Keyed by run by the caller, so the state resets.
 */
export function RunHero({ run }: { run: Pick<Run, 'id' | 'imageUrl' | 'title' | 'hostName'> }) {
  const [state, setState] = useState<ImageState>('loading');
  const [useStock, setUseStock] = useState(false);

  const onError = () => {
    // The stock picture is local; should even that fail, stop showing 'Loading image...' over the gradient.
    if (useStock) setState('failed');
    else setUseStock(true);
  };

  return (
    // The aspect ratio is the box's least height: a title too long for it (whatever people typed, docs/product.md
    // "Phones") makes the box taller rather than be cut at its top. That takes the title in the box's flow (at its
    // foot) and a clip that is not a scroll container: overflow-hidden would keep the box at its ratio.
    <div className="relative flex aspect-3/4 flex-col justify-end overflow-clip rounded-2xl bg-slate-200 shadow-sm sm:aspect-4/3 lg:aspect-video">
      {/* Behind the picture, which covers it once loaded. */}
      {state === 'loading' && (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex animate-pulse items-center justify-center text-sm font-medium text-slate-500 motion-reduce:animate-none"
        >
          {t('runs.hero.loadingImage')}
        </div>
      )}
      <ResponsiveImage
        src={useStock ? stockImageFor(run.id) : runImageSrc(run)}
        alt=""
        kind="run"
        // Two of three columns of the 1152 px container from lg, the full width below.
        sizes="(min-width: 1024px) 750px, 100vw"
        // The box sets the size (its aspect ratio, or a long title); these reserve it before CSS and the picture.
        width={1080}
        height={1440}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        // Drawn over the placeholder as soon as it arrives, whether or not scripts have run yet: on a
        // server-rendered page the picture is the largest paint and must not wait for hydration.
        className="absolute inset-0 size-full object-cover"
        onLoad={() => setState('loaded')}
        onError={onError}
        // A picture that arrived before hydration fired its load event before React listened for it.
        ref={(image: HTMLImageElement | null) => {
          if (image?.complete && image.naturalWidth > 0) setState('loaded');
        }}
      />
      <div className="relative bg-linear-to-t from-black/85 via-black/55 to-transparent px-5 pt-20 pb-5 sm:px-7 sm:pb-7">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
          {run.title}
        </h1>
        <p className="mt-1.5 text-base font-medium text-white/90">
          {t('runs.card.hostedBy', { host: run.hostName })}
        </p>
      </div>
    </div>
  );
}
