import { Award, Crown, Medal, Star, Trophy } from 'lucide-react';
import type { BadgeIcon as BadgeIconName } from '../badge.schema.ts';

const icons = { Star, Trophy, Medal, Crown, Award } as const;

/** The picture of a badge (decorative: its name is always written beside it). */
export function BadgeIcon({ icon, className }: { icon: BadgeIconName; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden className={className} />;
}
