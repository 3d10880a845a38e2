import { asPageError } from '#app/lib/app-error.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
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
  return { evidence: await getReviewEvidence(admin, params.reviewId).catch(asPageError) };
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
  return <ReviewEvidencePage evidence={loaderData.evidence} />;
}
