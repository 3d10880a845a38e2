import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { DashboardPage } from '#app/modules/analytics/components/admin/dashboard-page.tsx';
import { getDashboardStats } from '#app/modules/analytics/dashboard-stats.server.ts';
import { clearStatsCache } from '#app/modules/analytics/stats-cache.server.ts';
import {
  CACHE_CLEARED,
  DASHBOARD_FAILURES,
  dashboardCommandSchema,
} from '#app/modules/analytics/stats.schema.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import { successToast } from '#app/ui/toast.ts';
import type { Route } from './+types/dashboard';

export const meta = () => [{ title: 'Dashboard KPI | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { value, computedAt } = await getDashboardStats(requireAdmin(context, request));
  return { stats: value, computedAt };
}

/** 'Pulisci cache': the dashboard's and the analytics views' figures are computed afresh. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: dashboardCommandSchema,
    failures: DASHBOARD_FAILURES,
    run: async () => {
      await clearStatsCache(admin);
      return successToast(CACHE_CLEARED);
    },
  });
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}
