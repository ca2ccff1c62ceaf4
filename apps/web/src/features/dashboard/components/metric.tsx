import type { ReactNode } from 'react';

/** One figure of Community Impact: a label (with its tooltip) over a large value, inside a <dl>. */
export function Metric({ label, value, tip }: { label: string; value: string; tip?: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="flex items-start justify-between gap-1 text-sm font-medium text-slate-600">
        {label}
        {tip}
      </dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900">{value}</dd>
    </div>
  );
}
