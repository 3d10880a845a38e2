import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { NotificationSwitchesPage } from '#app/modules/notifications/components/admin/notification-switches-page.tsx';
import {
  listNotificationSwitches,
  setNotificationEnabled,
} from '#app/modules/notifications/notification-switches.server.ts';
import {
  NOTIFICATION_FAILURES,
  notificationCommandSchema,
} from '#app/modules/notifications/notification-switches.schema.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import { successToast } from '#app/ui/toast.ts';
import type { Route } from './+types/notifications';

export const meta = () => [{ title: 'E-mail di notifica | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { switches: await listNotificationSwitches(requireAdmin(context, request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: notificationCommandSchema,
    failures: NOTIFICATION_FAILURES,
    run: async (command) =>
      successToast((await setNotificationEnabled({ actor: admin, ...command })).message),
  });
}

export default function NotificationsRoute({ loaderData }: Route.ComponentProps) {
  return <NotificationSwitchesPage {...loaderData} />;
}
