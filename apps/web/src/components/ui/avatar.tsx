import { useState } from 'react';
import { cn } from '@/lib/utils';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** A round picture of a person or business, or their initials when there is none (or it fails to load). */
export function Avatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-bold text-brand-800',
    className,
  );
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        className={cn(box, 'object-cover')}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span aria-hidden="true" className={box}>
      {initials(name)}
    </span>
  );
}
