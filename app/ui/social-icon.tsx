import type { SocialNetwork } from '#app/lib/site.ts';
import { cn } from './cn.ts';

/**
 * The networks' marks, drawn for us in one colour (lucide no longer ships brand icons): the
 * shapes people know, in `currentColor`, so they follow the text colour, hover and high contrast.
 * Decorative: the link around them carries the name.
 */
const marks: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect
        x="2.5"
        y="2.5"
        width="19"
        height="19"
        rx="5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4.3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.4" cy="6.6" r="1.2" />
    </>
  ),
  facebook: (
    <path
      fillRule="evenodd"
      d="M12 1a11 11 0 1 0 0 22a11 11 0 1 0 0-22zM10.3 22.85V14.3H7.8v-3h2.5V9.1c0-2.6 1.6-4 3.9-4 1.1 0 2 .1 2.3.15V7.9H15c-1.2 0-1.6.7-1.6 1.6v1.8h3l-.5 3h-2.5v8.55z"
    />
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C1.9 8.9 1.9 12 1.9 12s0 3.1.5 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.5-1.7.5-4.8.5-4.8s0-3.1-.5-4.8zM10 15.1V8.9l5.2 3.1z"
    />
  ),
  linkedin: (
    <path
      fillRule="evenodd"
      d="M4.5 2h15A2.5 2.5 0 0 1 22 4.5v15a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 19.5v-15A2.5 2.5 0 0 1 4.5 2zM7.1 5.5a1.6 1.6 0 1 1 0 3.2a1.6 1.6 0 1 1 0-3.2zM5.7 9.8h2.8V18H5.7zM10.4 9.8h2.7V11c.5-.8 1.5-1.4 2.9-1.4 2.4 0 3.4 1.5 3.4 4V18h-2.8v-4c0-1.1-.4-1.9-1.5-1.9s-1.9.8-1.9 2.1V18h-2.8z"
    />
  ),
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-network={network}
      className={cn('size-5 shrink-0', className)}
    >
      {marks[network]}
    </svg>
  );
}
