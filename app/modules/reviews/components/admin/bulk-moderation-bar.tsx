import { useState } from 'react';
import { Button } from '#app/ui/button.tsx';
import { showToast } from '#app/ui/toast.ts';
import { RejectReviewDialog } from './reject-review-dialog.tsx';
import { useDecide } from './use-decisions.tsx';

/**
 * The bar over the cards in review: 'Seleziona tutte' for the page, how many are selected, and
 * one decision for all of them (approve, or reject with one reason), in one request.
 */
export function BulkModerationBar(props: {
  pageIds: string[];
  selected: string[];
  onSelect: (ids: string[]) => void;
}) {
  const decide = useDecide();
  const [busy, setBusy] = useState(false);
  const count = props.selected.length;
  const allSelected = props.pageIds.every((id) => props.selected.includes(id));
  return (
    <div
      role="group"
      aria-label="Decisioni multiple"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={allSelected}
          onChange={(event) => props.onSelect(event.currentTarget.checked ? props.pageIds : [])}
        />
        Seleziona tutte
      </label>
      <span className="text-sm text-ink-muted" aria-live="polite">
        {count === 0 ? 'Nessuna selezionata' : count === 1 ? '1 selezionata' : `${count} selezionate`}
      </span>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button
          disabled={count === 0 || busy}
          onClick={() => {
            setBusy(true);
            void decide({ intent: 'bulk-approve', reviewIds: props.selected }).then((answer) => {
              setBusy(false);
              if (answer.ok) props.onSelect([]);
              else void showToast(answer.toast);
            });
          }}
        >
          Approva selezionate
        </Button>
        {count === 0 ? (
          <Button variant="secondary" disabled>
            Rifiuta selezionate
          </Button>
        ) : (
          <RejectReviewDialog
            reviewIds={props.selected}
            bulk
            trigger="Rifiuta selezionate"
            onDone={() => props.onSelect([])}
          />
        )}
      </div>
    </div>
  );
}
