import { Search, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/layout/container';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { HostButton } from './host-button';

export function Hero({ showHostButton }: { showHostButton: boolean }) {
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <svg
        aria-hidden="true"
        viewBox="0 0 1200 400"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-40 w-full text-brand-600/40"
      >
        <path d="M0 320C200 250 350 380 600 300S1000 180 1200 240V400H0z" fill="currentColor" />
      </svg>
      <Container className="relative grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/25">
            <Sparkles aria-hidden="true" className="size-4 text-brand-200" />
            {t('core.landing.badge')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('core.landing.heading')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50 sm:text-xl">{t('core.landing.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.runs.getHref()} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              <Search aria-hidden="true" />
              {t('core.landing.findRuns')}
            </Link>
            {showHostButton && <HostButton label={t('core.landing.hostRun')} variant="inverse" size="lg" />}
          </div>
        </div>
        <div className="hidden lg:block">
          <img
            src="/images/stock/run-sunrise.svg"
            alt=""
            width={800}
            height={800}
            className="aspect-square w-full rounded-3xl shadow-2xl ring-4 ring-white/20"
          />
        </div>
      </Container>
    </section>
  );
}
