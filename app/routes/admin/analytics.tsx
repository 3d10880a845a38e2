import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { parseAnalyticsQuery } from '#app/modules/analytics/analytics-query.ts';
import { getAnalytics } from '#app/modules/analytics/analytics.server.ts';
import { AnalyticsPage } from '#app/modules/analytics/components/admin/analytics-page.tsx';
import type { Route } from './+types/analytics';

export const meta = () => [{ title: 'Analytics Avanzate | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseAnalyticsQuery(new URL(request.url).searchParams);
  const { value, computedAt } = await getAnalytics(admin, query);
  return { query, data: value, computedAt };
}

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage {...loaderData} />;
}
