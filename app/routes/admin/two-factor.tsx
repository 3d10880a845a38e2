import { conformAction } from '#app/lib/conform-action.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import {
  type TwoFactorSetupData,
  TwoFactorSetupPage,
} from '#app/modules/accounts/components/two-factor-setup-page.tsx';
import {
  runTwoFactorSetupCommand,
  twoFactorSetupAnswers,
} from '#app/modules/accounts/run-two-factor-setup-command.server.ts';
import { twoFactorStatus } from '#app/modules/accounts/two-factor-setup.server.ts';
import { twoFactorSetupSchema } from '#app/modules/accounts/two-factor.schema.ts';
import { requireAdminRole } from '#app/modules/accounts/viewer.server.ts';
import type { Route } from './+types/two-factor';

/**
 * An admin's second factor: switch it on, get new recovery codes, switch it off. Outside the
 * back-office layout on purpose: where the second factor is required, this is where the layout
 * sends admins who have none.
 */
export const meta = () => [
  { title: 'Verifica in due passaggi | Provato' },
  { name: 'robots', content: 'noindex' },
];

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireAdminRole(context, request);
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<TwoFactorSetupData> {
  const viewer = requireAdminRole(context, request);
  const status = await twoFactorStatus(viewer.id);
  return {
    ...status,
    email: viewer.email,
    required: getConfig().adminRequireTwoFactor,
    sentHere: new URL(request.url).searchParams.get('required') === '1',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdminRole(context, request);
  const person = { id: viewer.id, email: viewer.email };
  return conformAction(request, {
    schema: twoFactorSetupSchema,
    ...twoFactorSetupAnswers(person),
    run: (command) => runTwoFactorSetupCommand(command, { request, person }),
  });
}

export default function TwoFactorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorSetupPage data={loaderData} answer={actionData} />;
}
