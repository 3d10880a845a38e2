import { getAuth } from '#app/modules/accounts/auth.server.ts';
import type { Route } from './+types/auth';

/** Better Auth's own endpoints: e-mail confirmation and reset links, OAuth callbacks, ... */
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
