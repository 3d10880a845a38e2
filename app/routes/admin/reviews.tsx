import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { loadIntegritySettings } from '#app/modules/integrity/integrity-settings.server.ts';
import { ModerationPage } from '#app/modules/reviews/components/admin/moderation-page.tsx';
import { listReviewsForModeration } from '#app/modules/reviews/list-moderation.server.ts';
import { parseModerationQuery } from '#app/modules/reviews/moderation-query.ts';
import { MODERATION_FAILURES, moderationCommandSchema } from '#app/modules/reviews/moderation.schema.ts';
import { runModerationCommand } from '#app/modules/reviews/run-moderation-command.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/reviews';

export const meta = () => [
  { title: 'Moderazione Recensioni | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseModerationQuery(new URL(request.url).searchParams);
  const [list, rules] = await Promise.all([listReviewsForModeration(admin, query), loadIntegritySettings()]);
  return { query, now: Date.now(), atRiskThreshold: rules.atRiskThreshold, ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: moderationCommandSchema,
    failures: MODERATION_FAILURES,
    run: (command) => runModerationCommand(admin, command),
  });
}

export default function ModerationRoute({ loaderData }: Route.ComponentProps) {
  return <ModerationPage {...loaderData} />;
}
