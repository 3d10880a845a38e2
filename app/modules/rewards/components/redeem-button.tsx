import * as Dialog from '@radix-ui/react-dialog';
import { Form, useNavigation } from 'react-router';
import { formatPoints } from '#app/lib/format.ts';
import { Button } from '#app/ui/button.tsx';
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
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button className="w-full">Riscatta</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Riscattare il {props.rewardName}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm">
            Ti scaliamo subito {formatPoints(props.costPoints)}: ne resteranno{' '}
            {formatPoints(props.balance - props.costPoints)}. Riceverai il codice per email appena il nostro
            team avrà approvato la richiesta; se la rifiutiamo, i punti tornano a te.
          </Dialog.Description>
          <Form method="post" className="mt-5 flex justify-end gap-2">
            {fields}
            <Dialog.Close asChild>
              <Button variant="ghost">Annulla</Button>
            </Dialog.Close>
            <Button type="submit" disabled={submitting}>
              Conferma riscatto
            </Button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
