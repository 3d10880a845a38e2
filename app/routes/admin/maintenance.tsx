import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { MaintenancePage } from '#app/modules/maintenance/components/admin/maintenance-page.tsx';
import {
  MAINTENANCE_FAILURES,
  maintenanceCommandSchema,
} from '#app/modules/maintenance/maintenance.schema.ts';
import {
  loadMaintenanceSettings,
  runMaintenanceCommand,
} from '#app/modules/maintenance/read-only-switch.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/maintenance';

export const meta = () => [{ title: 'Manutenzione | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { settings: await loadMaintenanceSettings(requireAdmin(context, request)) };
}

/** Stays open while the site is read-only (app/lib/read-only.server.ts): it is how it ends. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: maintenanceCommandSchema,
    failures: MAINTENANCE_FAILURES,
    run: (command) => runMaintenanceCommand(admin, command),
  });
}

export default function MaintenanceRoute({ loaderData }: Route.ComponentProps) {
  return <MaintenancePage {...loaderData} />;
}
