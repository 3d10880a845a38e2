import { asPageError } from '#app/lib/app-error.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { auditHref } from '#app/modules/audit/audit-query.ts';
import { EntityHistory } from '#app/modules/audit/components/admin/audit-entries.tsx';
import { entityHistory } from '#app/modules/audit/list-audit.server.ts';
import { ReviewEvidencePage } from '#app/modules/reviews/components/admin/review-evidence-page.tsx';
import { getReviewEvidence } from '#app/modules/reviews/review-evidence.server.ts';
import { MODERATION_FAILURES, moderationCommandSchema } from '#app/modules/reviews/moderation.schema.ts';
import { runModerationCommand } from '#app/modules/reviews/run-moderation-command.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/review-evidence';

export const meta = () => [
  { title: 'Prove di integrità | Moderazione Recensioni | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const evidence = await getReviewEvidence(admin, params.reviewId).catch(asPageError);
  return { evidence, history: await entityHistory(admin, 'review', evidence.review.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: moderationCommandSchema,
    failures: MODERATION_FAILURES,
    run: (command) => runModerationCommand(admin, command),
  });
}

export default function ReviewEvidenceRoute({ loaderData }: Route.ComponentProps) {
  const { evidence, history } = loaderData;
  return (
    <ReviewEvidencePage
      evidence={evidence}
      history={
        <EntityHistory
          entries={history}
          allHref={auditHref({ q: evidence.review.id, entityType: 'review' })}
        />
      }
    />
  );
}
