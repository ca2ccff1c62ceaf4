import { useState } from 'react';
import { cn } from '@/lib/utils';
import { ResponsiveImage } from './responsive-image';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The widest Tailwind `size-N` the class list gives the avatar (N × 4 px; 32 px by default), for `sizes`. */
export function avatarWidth(className = ''): number {
  const sizes = [...className.matchAll(/(?:^|[\s:])size-(\d+)\b/g)].map((m) => Number(m[1]) * 4);
  return Math.max(32, ...sizes);
}

/** A round picture of a person or business, or their initials when there is none (or it fails to load). */
export function Avatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'inline-flex fallback:size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 fallback:text-xs font-bold text-brand-800',
    className,
  );
  if (src && !failed) {
    return (
      <ResponsiveImage
        src={src}
        alt=""
        kind="avatar"
        sizes={`${avatarWidth(className)}px`}
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
