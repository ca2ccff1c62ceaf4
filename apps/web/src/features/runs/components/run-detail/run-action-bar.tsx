import type { Run } from '@runtogether/shared/runs/run.schemas';
import { ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { ShareRunButton } from './share-run-button';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The bar that stays at the bottom of the screen while the page scrolls (docs/product.md §2): registration, share and
 * back to the top, always within a thumb's reach.
 */
export function RunActionBar({ run, registerControl }: { run: Run; registerControl?: ReactNode }) {
  return (
    <section
      aria-label={t('runs.detail.actionBar')}
      className="sticky bottom-0 z-30 mt-8 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur"
    >
      <Container className="flex items-center gap-2 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:gap-3">
        <div className="min-w-0 flex-1">{registerControl}</div>
        <ShareRunButton run={run} />
        <Button variant="ghost" size="icon" aria-label={t('runs.detail.scrollTop')} onClick={scrollToTop}>
          <ArrowUp aria-hidden="true" />
        </Button>
      </Container>
    </section>
  );
}
