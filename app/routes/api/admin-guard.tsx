import { Outlet } from 'react-router';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/admin-guard';

/** Every /api/admin/* call: 401 without a session, 403 without the admin role, before anything runs. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    requireAdminApi(context);
    return next();
  },
];

export default function AdminApi() {
  return <Outlet />;
}
