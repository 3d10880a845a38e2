import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { IntegrityRulesPage } from '#app/modules/integrity/components/admin/integrity-rules-page.tsx';
import { integrityRulesCommandSchema } from '#app/modules/integrity/integrity-settings.ts';
import {
  loadIntegritySettings,
  runIntegrityRulesCommand,
} from '#app/modules/integrity/integrity-settings.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/integrity-rules';

export const meta = () => [
  { title: 'Regole di integrità | Moderazione Recensioni | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { settings: await loadIntegritySettings() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: integrityRulesCommandSchema,
    failures: { 'save-rules': 'Impossibile salvare le regole di integrità' },
    run: (command) => runIntegrityRulesCommand(admin, command),
  });
}

export default function IntegrityRulesRoute({ loaderData }: Route.ComponentProps) {
  return <IntegrityRulesPage settings={loaderData.settings} />;
}
