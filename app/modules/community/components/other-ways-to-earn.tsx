import { Link } from 'react-router';

const WAYS = [
  { to: '/surveys', label: 'sondaggi' },
  { to: '/cashback', label: 'cashback' },
  { to: '/invite', label: 'invita un amico' },
] as const;

/** "Altri modi per guadagnare: …" at the end of each earning page, without the page itself. */
export function OtherWaysToEarn({ current }: { current: (typeof WAYS)[number]['to'] }) {
  const others = WAYS.filter((way) => way.to !== current);
  return (
    <p className="mt-8">
      Altri modi per guadagnare:{' '}
      {others.map((way, index) => (
        <span key={way.to}>
          {index > 0 && ' e '}
          <Link to={way.to} className="font-semibold text-brand-700 underline">
            {way.label}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}
