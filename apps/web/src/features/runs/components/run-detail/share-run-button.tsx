import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { runPageUrl } from '../../utils/run-page-url';
import { fetchRunImageFile, runShareText, shareMessages, shareRun } from '../../utils/share-run';

const canShareFiles = () => typeof navigator.share === 'function' && typeof navigator.canShare === 'function';

/**
 * Share (docs/product.md §7): the device's share sheet with the run's picture attached when the device accepts files,
 * else the text and link copied to the clipboard.
 */
export function ShareRunButton({ run }: { run: Run }) {
  const [busy, setBusy] = useState(false);
  // Fetched ahead of the tap: browsers allow a share sheet only shortly after the tap that asks for it.
  const image = useRef<Promise<File | null> | null>(null);

  const { id, imageUrl } = run;

  useEffect(() => {
    if (!canShareFiles()) return;
    const controller = new AbortController();
    image.current = fetchRunImageFile({ id, imageUrl }, controller.signal);
    return () => {
      controller.abort();
      image.current = null;
    };
  }, [id, imageUrl]);

  const share = async () => {
    setBusy(true);
    try {
      const outcome = await shareRun({
        title: run.title,
        text: runShareText(run),
        url: runPageUrl(run.id),
        image: image.current ? await image.current : null,
      });
      if (outcome === 'copied') toast.success(shareMessages.copied);
      else if (outcome === 'failed') toast.error(shareMessages.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" disabled={busy} onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {/* On a phone the icon alone: the bar's room goes to registering, whose label is longer (in Spanish
          it did not fit at 320 px). The button keeps its name. */}
      <span className="sr-only sm:not-sr-only">{t('runs.share.button')}</span>
    </Button>
  );
}
