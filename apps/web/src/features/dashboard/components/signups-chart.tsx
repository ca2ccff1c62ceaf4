import { longMonth, shortMonth } from '../utils/format';

const WIDTH = 300;
const HEIGHT = 150;
const TOP = 20; // room for the value above the tallest bar
const BOTTOM = 22; // room for the month labels
const SLOT = WIDTH / 6;
const BAR = 26;

/** Screen readers get the numbers the picture shows, month by month. */
export function signupsChartLabel(months: readonly { month: string; count: number }[]): string {
  const values = months.map(({ month, count }) => `${longMonth(month)}: ${count}`).join(', ');
  return `New signups per month. ${values}.`;
}

/** New runners per month as a small bar chart (inline SVG, no library), each value printed on its bar. */
export function SignupsChart({ months }: { months: readonly { month: string; count: number }[] }) {
  const max = Math.max(1, ...months.map((m) => m.count));
  const chartHeight = HEIGHT - TOP - BOTTOM;
  const slot = months.length > 0 ? WIDTH / months.length : SLOT;
  return (
    <svg
      role="img"
      aria-label={signupsChartLabel(months)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-md"
    >
      <line
        x1={0}
        x2={WIDTH}
        y1={HEIGHT - BOTTOM}
        y2={HEIGHT - BOTTOM}
        className="stroke-slate-300"
        strokeWidth={1}
      />
      {months.map(({ month, count }, i) => {
        const height = Math.round((count / max) * chartHeight);
        const x = i * slot + (slot - BAR) / 2;
        const y = HEIGHT - BOTTOM - height;
        const centre = i * slot + slot / 2;
        return (
          <g key={month}>
            {/* A sliver for zero, so an empty month still reads as a month on the axis. */}
            <rect
              x={x}
              y={y - (count === 0 ? 2 : 0)}
              width={BAR}
              height={Math.max(height, 2)}
              rx={3}
              className={i === months.length - 1 ? 'fill-brand-600' : 'fill-brand-300'}
            />
            <text
              x={centre}
              y={y - 6}
              textAnchor="middle"
              className="fill-slate-900 text-[12px] font-semibold"
            >
              {count}
            </text>
            <text x={centre} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {shortMonth(month)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
