import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A small "what does this mean" tip: shown on hover, on keyboard focus and on tap (phones have no hover),
 * closed with Escape. The text is the button's accessible description, so screen readers hear it too.
 */
export function InfoTip({ label, text, className }: { label: string; text: string; className?: string }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;
  return (
    <span
      className={cn('relative inline-flex', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        className="inline-flex size-6 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => setPinned((p) => !p)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setHovered(false);
            setFocused(false);
            setPinned(false);
          }
        }}
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute top-full right-0 z-20 mt-1 w-60 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug font-normal text-white shadow-lg"
      >
        {text}
      </span>
    </span>
  );
}
