import { msg } from '@runtogether/shared/i18n/keys';
import { Footprints, MousePointerClick, UserPlus } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { t } from '@/lib/i18n';

// docs/product.md §1 "How it works".
const steps = [
  {
    icon: UserPlus,
    title: msg('core.landing.step1Title'),
    text: msg('core.landing.step1Text'),
  },
  {
    icon: MousePointerClick,
    title: msg('core.landing.step2Title'),
    text: msg('core.landing.step2Text'),
  },
  {
    icon: Footprints,
    title: msg('core.landing.step3Title'),
    text: msg('core.landing.step3Text'),
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <h2 id="how-it-works-heading" className="text-center text-3xl font-extrabold tracking-tight">
          {t('core.landing.howItWorks')}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <step.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">
                <span className="text-brand-700">{index + 1}.</span> {t(step.title)}
              </h3>
              <p className="mt-2 text-slate-600">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
