import { Star } from 'lucide-react';
import { formatRating } from '#app/lib/format.ts';
import { cn } from './cn.ts';

/** A 1–5 star rating, read out as "Valutazione 4,3 su 5". */
export function Stars({ value, size = 'md' }: { value: number | string | null; size?: 'sm' | 'md' | 'lg' }) {
  const rating = value === null ? 0 : Number(value);
  const label = formatRating(rating) ?? '0';
  const box = size === 'sm' ? 'size-4' : size === 'lg' ? 'size-6' : 'size-5';
  return (
    <span role="img" aria-label={`Valutazione ${label} su 5`} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, rating - position + 1));
        return (
          <span key={position} className={cn('relative inline-block', box)} aria-hidden>
            <Star className={cn('absolute inset-0 text-gray-400', box)} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-accent-500 text-amber-600', box)} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
