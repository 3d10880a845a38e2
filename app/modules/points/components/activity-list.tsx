import {
  Award,
  Banknote,
  ClipboardList,
  Gift,
  MessageSquareText,
  ShieldCheck,
  Sparkles,
  UserPlus,
} from 'lucide-react';
import { formatDate, formatPoints } from '#app/lib/format.ts';

export type ActivityItem = {
  id: string;
  type: string;
  text: string;
  pointsEarned: number;
  createdAt: string | Date;
};

const icons: Record<string, typeof Award> = {
  review: MessageSquareText,
  badge: Award,
  reward: Gift,
  admin: ShieldCheck,
  invite: UserPlus,
  survey: ClipboardList,
  cashback: Banknote,
};

export function ActivityList({ items }: { items: ActivityItem[] }) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">Nessuna attività per ora.</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const Icon = icons[item.type] ?? Sparkles;
        return (
          <li key={item.id} className="flex items-start gap-3 py-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="flex-1">
              <p className="text-sm">{item.text}</p>
              <p className="text-xs text-ink-muted">{formatDate(item.createdAt)}</p>
            </div>
            {item.pointsEarned !== 0 && (
              <span
                className={`text-sm font-semibold ${item.pointsEarned > 0 ? 'text-green-800' : 'text-red-800'}`}
              >
                {item.pointsEarned > 0 ? '+' : '−'}
                {formatPoints(Math.abs(item.pointsEarned))}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
