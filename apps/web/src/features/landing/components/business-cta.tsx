import { Store } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { t } from '@/lib/i18n';
import { HostButton } from './host-button';

export function BusinessCta() {
  return (
    <section aria-labelledby="business-cta-heading" className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-slate-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <Store aria-hidden="true" className="size-10 text-brand-300" />
            <h2 id="business-cta-heading" className="mt-4 text-3xl font-extrabold tracking-tight">
              {t('core.landing.businessHeading')}
            </h2>
            <p className="mt-3 text-lg text-slate-300">{t('core.landing.businessText')}</p>
          </div>
          <HostButton label={t('core.landing.becomeHost')} size="lg" />
        </div>
      </Container>
    </section>
  );
}
