import type { LucideIcon } from 'lucide-react';
import { cn } from './cn.ts';

export type Feature = { icon?: LucideIcon; title: string; text: string };

/** A grid of cards with an icon, a title and a line of text: steps, values, ways to earn. */
export function FeatureCards(props: { items: readonly Feature[]; numbered?: boolean; className?: string }) {
  const List = props.numbered ? 'ol' : 'ul';
  return (
    <List className={cn('mt-6 grid gap-6', props.className ?? 'md:grid-cols-3')}>
      {props.items.map((item, index) => (
        <li key={item.title} className="rounded-2xl border border-line bg-surface p-6">
          {item.icon && <item.icon aria-hidden className="size-8 text-brand-700" />}
          <h3 className={cn('text-lg font-semibold', item.icon && 'mt-4')}>
            {props.numbered ? `${index + 1}. ` : ''}
            {item.title}
          </h3>
          <p className="mt-2 text-ink-muted">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
