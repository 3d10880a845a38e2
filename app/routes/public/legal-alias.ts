import { redirect } from 'react-router';
import type { Route } from './+types/legal-alias';

/** Short addresses linked from sign-up: /privacy and /termini-e-condizioni move for good to /legal/*. */
const ALIASES: Record<string, string> = {
  '/privacy': '/legal/privacy',
  '/termini-e-condizioni': '/legal/terms',
};

export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/(\.data)?\/*$/, '');
  const target = ALIASES[pathname] ?? '/legal/privacy';
  return redirect(target, 301);
}
