import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { BADGE_FAILURES, badgeCommandSchema } from '#app/modules/badges/badge.schema.ts';
import { BadgesPage } from '#app/modules/badges/components/admin/badges-page.tsx';
import { badgeSearch, listBadgesForAdmin } from '#app/modules/badges/list-badges.server.ts';
import { runBadgeCommand } from '#app/modules/badges/run-badge-command.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/badges';

export const meta = () => [{ title: 'Gestione Badge | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const q = badgeSearch({ q: new URL(request.url).searchParams.get('q') });
  return { q, badges: await listBadgesForAdmin(admin, { q }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: badgeCommandSchema,
    failures: BADGE_FAILURES,
    notices: ['already_assigned'],
    run: (command) => runBadgeCommand(admin, command),
  });
}

export default function BadgesRoute({ loaderData }: Route.ComponentProps) {
  return <BadgesPage {...loaderData} />;
}
