import { Outlet } from 'react-router';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/layout';

/** Signed-in pages: a visitor is sent to sign in first, with the way back in `redirect`. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireViewer(context, request);
    return next();
  },
];

export default function AccountLayout() {
  return <Outlet />;
}
