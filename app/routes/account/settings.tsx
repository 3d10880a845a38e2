import { redirect } from 'react-router';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/settings';

/** /settings is the profile's settings tab (spec: 'Modifica Profilo' and Impostazioni lead here). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireViewer(context, request);
  throw redirect('/profile?tab=settings');
}
