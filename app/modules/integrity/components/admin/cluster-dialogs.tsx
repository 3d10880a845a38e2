import { formatInteger, formatPoints } from '#app/lib/format.ts';
import { ActionButtons, ActionDescription, ActionDialog } from '#app/ui/admin/action-dialog.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { TextAreaField } from '#app/ui/form.tsx';
import { MAX_CLUSTER_REASON } from '../../cluster.schema.ts';
import type { ClusterDetail } from '../../cluster-detail.server.ts';

function ReasonField(props: { label: string }) {
  return (
    <TextAreaField
      label={props.label}
      field={{ name: 'reason', required: true, maxLength: MAX_CLUSTER_REASON }}
    />
  );
}

/** 'Rifiuta recensioni in attesa': one reason for every pending review of the group. */
export function RejectPendingDialog({ pending }: { pending: number }) {
  return (
    <ActionDialog
      trigger="Rifiuta recensioni in attesa"
      title="Rifiutare le recensioni in attesa del gruppo?"
    >
      {(close) => <RejectPendingForm pending={pending} close={close} />}
    </ActionDialog>
  );
}

function RejectPendingForm(props: { pending: number; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>
        {props.pending === 1
          ? '1 recensione in attesa verrà rifiutata.'
          : `${formatInteger(props.pending)} recensioni in attesa verranno rifiutate.`}{' '}
        Ogni autore riceverà un&apos;e-mail con il motivo.
      </ActionDescription>
      <input type="hidden" name="intent" value="reject-pending" />
      <ReasonField label="Motivo del rifiuto" />
      <ActionButtons
        submitLabel="Rifiuta recensioni"
        danger
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}

/** 'Blocca account': every member not blocked yet (never an admin: the service refuses). */
export function BlockMembersDialog({ members }: { members: ClusterDetail['members'] }) {
  return (
    <ActionDialog trigger="Blocca account" title="Bloccare gli account del gruppo?">
      {(close) => <BlockMembersForm members={members} close={close} />}
    </ActionDialog>
  );
}

function BlockMembersForm(props: { members: ClusterDetail['members']; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  const toBlock = props.members.filter((member) => !member.banned);
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>
        {toBlock.length === 0
          ? 'Tutti gli account del gruppo sono già bloccati.'
          : `Verranno bloccati: ${toBlock.map((member) => member.name).join(', ')}. Le loro sessioni verranno chiuse subito: non potranno accedere, scrivere, guadagnare punti né richiedere premi, e riceveranno un'e-mail.`}
      </ActionDescription>
      <input type="hidden" name="intent" value="block-members" />
      <ReasonField label="Motivo del blocco" />
      <ActionButtons
        submitLabel="Blocca account"
        danger
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}

/** 'Storna punti': the published reviews found fraudulent (all ticked at first), and the reason. */
export function ReversePointsDialog({ reviews }: { reviews: ClusterDetail['reversible'] }) {
  return (
    <ActionDialog trigger="Storna punti" title="Stornare i punti delle recensioni non autentiche?">
      {(close) => <ReversePointsForm reviews={reviews} close={close} />}
    </ActionDialog>
  );
}

function ReversePointsForm(props: { reviews: ClusterDetail['reversible']; close: () => void }) {
  const fetcher = useAdminAction({ onSuccess: props.close });
  if (props.reviews.length === 0)
    return <ActionDescription>Nessuna recensione pubblicata del gruppo da stornare.</ActionDescription>;
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription>
        Per ogni recensione selezionata verranno tolti i punti che ha fatto guadagnare, senza mai portare il
        saldo sotto zero (la parte non recuperabile resta registrata), e la recensione verrà ritirata dal
        sito. L&apos;autore riceverà un&apos;e-mail con il motivo.
      </ActionDescription>
      <input type="hidden" name="intent" value="reverse-points" />
      <fieldset className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-medium">Recensioni</legend>
        {props.reviews.map((review) => (
          <label key={review.id} className="flex min-h-11 items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="reviewIds"
              value={review.id}
              defaultChecked
              className="mt-1 size-5"
            />
            <span>
              <span className="font-medium">{review.title}</span>
              <span className="block text-ink-muted">
                {review.authorName} · {review.productName} · {formatPoints(review.pointsEarned)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <ReasonField label="Motivo dello storno" />
      <ActionButtons
        submitLabel="Storna punti"
        danger
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
