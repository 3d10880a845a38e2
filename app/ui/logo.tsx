import { Link } from 'react-router';

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={`flex min-h-11 items-center gap-2 font-bold text-ink ${className ?? ''}`}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-xl tracking-tight">Provato</span>
    </Link>
  );
}
