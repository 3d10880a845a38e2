import { asPageError } from '#app/lib/app-error.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { APPEAL_COMMAND_FAILURES, appealCommandSchema } from '#app/modules/appeals/appeal.schema.ts';
import { getAppealForAdmin } from '#app/modules/appeals/appeals.server.ts';
import { AppealPage } from '#app/modules/appeals/components/admin/appeal-page.tsx';
import { runAppealCommand } from '#app/modules/appeals/decide-appeal.server.ts';
import type { Route } from './+types/appeal';

export const meta = () => [{ title: 'Ricorso | Ricorsi | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  return { appeal: await getAppealForAdmin(admin, params.appealId).catch(asPageError) };
}

/** 'Accogli' or 'Respingi': the appeal is the URL's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: appealCommandSchema,
    failures: APPEAL_COMMAND_FAILURES,
    run: (command) => runAppealCommand(admin, params.appealId, command),
    notices: ['same_admin'],
  });
}

export default function AppealRoute({ loaderData }: Route.ComponentProps) {
  return <AppealPage {...loaderData} />;
}
