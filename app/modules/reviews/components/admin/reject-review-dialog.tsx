import { useState } from 'react';
import { ActionDescription, ActionDialog, RejectReasonFields } from '#app/ui/admin/action-dialog.tsx';
import { ruleOptions } from '#app/modules/decisions/decision.schema.ts';
import type { AdminAnswer } from '#app/ui/admin/use-admin-action.ts';
import { useDecide } from './use-decisions.tsx';

const REJECTION_RULES = ruleOptions('review_rejected');

/**
 * 'Rifiuta' with its reason: for one review (its card) or for the selected ones (the bulk bar),
 * the same dialog and one reason for all. The decision runs from the page (use-decisions.tsx);
 * a refusal stays in the dialog.
 */
export function RejectReviewDialog(props: {
  reviewIds: string[];
  bulk?: boolean;
  trigger?: string;
  onDone?: () => void;
}) {
  const count = props.reviewIds.length;
  return (
    <ActionDialog
      trigger={props.trigger ?? 'Rifiuta'}
      title={
        props.bulk
          ? `Rifiuta ${count === 1 ? '1 recensione' : `${count} recensioni`}`
          : 'Rifiuta la recensione'
      }
    >
      {(close) => (
        <RejectReviewForm
          {...props}
          close={() => {
            close();
            props.onDone?.();
          }}
        />
      )}
    </ActionDialog>
  );
}

function RejectReviewForm(props: { reviewIds: string[]; bulk?: boolean; close: () => void }) {
  const decide = useDecide();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AdminAnswer>();
  return (
    <form
      method="post"
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const reason = String(form.get('reason') ?? '');
        const rule = String(form.get('rule') ?? '');
        setBusy(true);
        void decide(
          props.bulk
            ? { intent: 'bulk-reject', reviewIds: props.reviewIds, reason, rule }
            : { intent: 'reject', reviewId: props.reviewIds[0]!, reason, rule },
        ).then((answer) => {
          setBusy(false);
          setOutcome(answer);
          if (answer.ok) props.close();
        });
      }}
    >
      <ActionDescription>
        {props.bulk
          ? 'Ogni autore riceverà per e-mail la stessa regola e lo stesso motivo, con il modo di contestarli.'
          : "L'autore riceverà per e-mail la regola e il motivo, con il modo di contestarli."}
      </ActionDescription>
      <RejectReasonFields busy={busy} outcome={outcome} rules={REJECTION_RULES} />
    </form>
  );
}
