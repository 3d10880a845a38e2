import { conformAction } from '#app/lib/conform-action.server.ts';
import { SettingsPage, type SettingsData } from '#app/modules/accounts/components/settings-page.tsx';
import { emailOptOuts } from '#app/modules/accounts/manage-account.server.ts';
import {
  runSettingsCommand,
  settingsFormAnswers,
} from '#app/modules/accounts/run-settings-command.server.ts';
import { SETTINGS_FORM_MAX_BYTES, settingsCommandSchema } from '#app/modules/accounts/settings.schema.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/settings';

export const meta = () => [{ title: 'Impostazioni | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<SettingsData> {
  const viewer = requireViewer(context, request);
  return {
    firstName: viewer.firstName ?? '',
    lastName: viewer.lastName ?? '',
    email: viewer.email,
    avatarUrl: viewer.avatarUrl,
    initials: viewer.initials,
    optOut: await emailOptOuts(viewer.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireViewer(context, request);
  return conformAction(request, {
    schema: settingsCommandSchema,
    ...settingsFormAnswers,
    maxBytes: SETTINGS_FORM_MAX_BYTES,
    run: (command) => runSettingsCommand(command, { request, userId: viewer.id }),
  });
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage data={loaderData} answer={actionData} />;
}
