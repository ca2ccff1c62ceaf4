import { Footprints, MousePointerClick, UserPlus } from 'lucide-react';
import { Container } from '@/components/layout/container';

// docs/product.md §1 "How it works".
const steps = [
  {
    icon: UserPlus,
    title: 'Create your account',
    text: 'Sign up and verify your account using only your email address. No long forms, no app to install.',
  },
  {
    icon: MousePointerClick,
    title: 'Register with one click',
    text: 'Browse runs near you by date, distance and pace, then save your spot for a run with a single click.',
  },
  {
    icon: Footprints,
    title: 'Show up and run together',
    text: 'Meet the group at the start, run at a pace that suits you and make new running friends.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <h2 id="how-it-works-heading" className="text-center text-3xl font-extrabold tracking-tight">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <step.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">
                <span className="text-brand-700">{index + 1}.</span> {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
