const WIDTH = 300;
const HEIGHT = 150;
const TOP = 20; // room for the value above the tallest bar
const BOTTOM = 22; // room for the labels under the bars
const MAX_BAR = 26;
/** Fewer bars than this keep the width they would have with this many, so one bar is not a wall. */
const MIN_SLOTS = 6;

export interface Bar {
  key: string | number;
  value: number;
  /** Under the bar; null leaves the place empty (when the labels would not fit). */
  label: string | null;
  /** A darker bar (the current month). */
  emphasis: boolean;
}

/**
 * The dashboard's small bar charts (inline SVG, no library), each value printed on its bar. The picture is one
 * image for screen readers, who get `label`, the numbers in words.
 */
export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const chartHeight = HEIGHT - TOP - BOTTOM;
  const slot = WIDTH / Math.max(bars.length, MIN_SLOTS);
  const width = Math.min(MAX_BAR, slot * 0.7);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-md">
      <line
        x1={0}
        x2={WIDTH}
        y1={HEIGHT - BOTTOM}
        y2={HEIGHT - BOTTOM}
        className="stroke-slate-300"
        strokeWidth={1}
      />
      {bars.map((bar, i) => {
        const height = Math.round((bar.value / max) * chartHeight);
        const x = i * slot + (slot - width) / 2;
        const y = HEIGHT - BOTTOM - height;
        const centre = i * slot + slot / 2;
        return (
          <g key={bar.key}>
            {/* A sliver for zero, so an empty bar still reads as one on the axis. */}
            <rect
              x={x}
              y={y - (bar.value === 0 ? 2 : 0)}
              width={width}
              height={Math.max(height, 2)}
              rx={3}
              className={bar.emphasis ? 'fill-brand-600' : 'fill-brand-300'}
            />
            <text
              x={centre}
              y={y - 6}
              textAnchor="middle"
              className="fill-slate-900 text-[12px] font-semibold"
            >
              {bar.value}
            </text>
            {bar.label !== null && (
              <text x={centre} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
