import { formatRating } from '#app/lib/format.ts';
import { cn } from './cn.ts';

/**
 * A 1–5 star rating, read out as "Valutazione 4,3 su 5". Drawn with CSS masks (app.css `.stars`):
 * two elements however many stars, where inline SVG took ten per rating on a catalogue card.
 */
export function Stars({ value, size = 'md' }: { value: number | string | null; size?: 'sm' | 'md' | 'lg' }) {
  const rating = Math.max(0, Math.min(5, value === null ? 0 : Number(value) || 0));
  const label = formatRating(rating) ?? '0';
  return (
    <span
      role="img"
      aria-label={`Valutazione ${label} su 5`}
      className={cn('stars', size === 'sm' && 'stars-sm', size === 'lg' && 'stars-lg')}
    >
      {rating > 0 && <span style={{ width: `${rating * 20}%` }} />}
    </span>
  );
}
