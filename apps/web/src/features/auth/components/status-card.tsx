import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const tones = {
  brand: 'bg-brand-100 text-brand-700',
  success: 'bg-emerald-100 text-emerald-700',
  error: 'bg-red-100 text-red-700',
} as const;

interface StatusCardProps {
  icon: ReactNode;
  tone?: keyof typeof tones;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The centred card of the verification screens: an icon, a heading, what happened, what to do next. */
export function StatusCard({ icon, tone = 'brand', title, children, actions }: StatusCardProps) {
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col items-center gap-4 p-6 text-center sm:p-8">
      <div
        aria-hidden="true"
        className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', tones[tone])}
      >
        {icon}
      </div>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      {children && <div className="flex flex-col gap-2 text-slate-700">{children}</div>}
      {actions && <div className="mt-2 flex w-full flex-col gap-3">{actions}</div>}
    </Card>
  );
}
