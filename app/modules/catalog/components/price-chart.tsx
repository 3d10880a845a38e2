import { formatPrice } from '#app/lib/format.ts';
import type { SeriesPoint } from '../price-history.ts';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { top: 8, right: 2, bottom: 8, left: 2 };

// One formatter for every page: toLocaleDateString builds a new one per call (a profile's hot spot).
const dayFormat = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/Rome',
});
const day = (value: string | Date) => dayFormat.format(new Date(value));

/**
 * The lowest price of the last 90 days as a step line, drawn on the server (no chart library in
 * the page): each price holds until the next change. The figures are said in words beside it.
 */
export function PriceChart({ title, points }: { title: string; points: SeriesPoint[] }) {
  if (points.length < 2) return null;
  const times = points.map((point) => new Date(point.at).getTime());
  const prices = points.map((point) => point.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (t: number) => PAD.left + ((t - t0) / Math.max(1, t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const y = (price: number) =>
    high === low ? HEIGHT / 2 : PAD.top + ((high - price) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points
    .map((point, index) => {
      const px = x(times[index]!);
      const py = y(point.price);
      if (index === 0) return `M${px.toFixed(1)},${py.toFixed(1)}`;
      return `H${px.toFixed(1)}V${py.toFixed(1)}`;
    })
    .join('');
  const lowest = points.find((point) => point.price === low)!;
  const today = points.at(-1)!;
  const summary = `Dal ${day(points[0]!.at)} a oggi: minimo ${formatPrice(low)} (${day(lowest.at)}), massimo ${formatPrice(high)}, oggi ${formatPrice(today.price)}.`;
  return (
    <figure className="rounded-xl border border-line bg-surface p-4">
      <figcaption className="mb-2 text-sm font-semibold">
        {title}
        <span className="block font-normal text-ink-muted">{summary}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-20 w-full"
        aria-hidden
        focusable="false"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(low)}
          y2={y(low)}
          className="stroke-line"
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={path}
          fill="none"
          className="stroke-brand-700"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <p aria-hidden className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{day(points[0]!.at)}</span>
        <span>oggi</span>
      </p>
    </figure>
  );
}
