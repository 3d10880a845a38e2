import { Form, useNavigation } from 'react-router';
import { formatPoints } from '#app/lib/format.ts';
import { Button } from '#app/ui/button.tsx';
import { DialogButton, DialogCancel, DialogDescription } from '#app/ui/modal.tsx';
import { useHydrated } from '#app/ui/use-hydrated.ts';

/**
 * 'Riscatta': points leave the balance at once, so the browser asks first. Without JavaScript the
 * button posts straight away (the key still makes a resent form count once).
 */
export function RedeemButton(props: {
  rewardId: string;
  rewardName: string;
  costPoints: number;
  balance: number;
  redeemKey: string;
}) {
  const hydrated = useHydrated();
  const submitting = useNavigation().state === 'submitting';
  const fields = (
    <>
      <input type="hidden" name="rewardId" value={props.rewardId} />
      <input type="hidden" name="key" value={props.redeemKey} />
    </>
  );
  if (!hydrated) {
    return (
      <Form method="post">
        {fields}
        <Button type="submit" className="w-full">
          Riscatta
        </Button>
      </Form>
    );
  }
  return (
    <DialogButton label="Riscatta" className="w-full" title={`Riscattare il ${props.rewardName}?`}>
      <DialogDescription className="mt-2" muted={false}>
        Ti scaliamo subito {formatPoints(props.costPoints)}: ne resteranno{' '}
        {formatPoints(props.balance - props.costPoints)}. Riceverai il codice per email appena il nostro team
        avrà approvato la richiesta; se la rifiutiamo, i punti tornano a te.
      </DialogDescription>
      <Form method="post" className="mt-5 flex justify-end gap-2">
        {fields}
        <DialogCancel />
        <Button type="submit" disabled={submitting}>
          Conferma riscatto
        </Button>
      </Form>
    </DialogButton>
  );
}
