import { Outlet } from 'react-router';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/admin-guard';

/**
 * Every /api/admin/* call, before anything runs: 401 without a session, 403 without the admin role,
 * and 403 for an admin without a second factor where one is required (ADMIN_REQUIRE_2FA).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    requireAdminApi(context);
    return next();
  },
];

export default function AdminApi() {
  return <Outlet />;
}
