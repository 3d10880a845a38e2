import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AdminAnswer, UndoForm } from '#app/ui/admin/use-admin-action.ts';
import { showToast } from '#app/ui/toast.ts';

/** 'Annulla' stays on the toast this long; the server accepts it for 5 minutes (decision 027). */
export const UNDO_TOAST_MS = 30_000;

type Decide = (fields: UndoForm) => Promise<AdminAnswer>;
const DecisionsContext = createContext<Decide | null>(null);

/** Approve, reject (one or many) and undo, posted by the page: see DecisionsProvider. */
export function useDecide(): Decide {
  const decide = useContext(DecisionsContext);
  if (!decide) throw new Error('useDecide outside DecisionsProvider');
  return decide;
}

type Job = { key: string; fields: UndoForm; settle: (answer: AdminAnswer) => void };

/**
 * Moderation's decisions run from the page, not from the card that asked: an approved card leaves
 * the queue at once (and with it any fetcher of its own), yet its answer must still show, with
 * 'Annulla' for a short while. Each decision is a fetcher of its own, so decisions taken in a row
 * (the keyboard's 'a', 'a', 'a') each get their answer. A success is toasted here (with 'Annulla'
 * when the server says it can be taken back); a refusal goes back to the caller, who shows it
 * where the person is looking (a dialog) or as a toast.
 */
export function DecisionsProvider({ children }: { children: ReactNode }) {
  const [jobs, setJobs] = useState<Job[]>([]);
  const counter = useRef(0);
  // The undo of a decision is a decision too: the toast's button calls back in through this.
  const self = useRef<Decide | null>(null);
  const decide = useCallback<Decide>(
    (fields) =>
      new Promise((resolve) => {
        counter.current += 1;
        const key = `moderation-decision-${counter.current}`;
        const settle = (answer: AdminAnswer) => {
          setJobs((current) => current.filter((job) => job.key !== key));
          if (answer.ok) {
            const undo = answer.undo;
            void showToast(
              answer.toast,
              undo
                ? {
                    action: { label: 'Annulla', onClick: () => void self.current?.(undo) },
                    duration: UNDO_TOAST_MS,
                  }
                : {},
            );
          }
          resolve(answer);
        };
        setJobs((current) => [...current, { key, fields, settle }]);
      }),
    [],
  );
  useEffect(() => {
    self.current = decide;
  }, [decide]);
  return (
    <DecisionsContext.Provider value={decide}>
      {children}
      {jobs.map((job) => (
        <DecisionJob key={job.key} job={job} />
      ))}
    </DecisionsContext.Provider>
  );
}

function DecisionJob({ job }: { job: Job }) {
  const fetcher = useFetcher<AdminAnswer>({ key: job.key });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const form = new FormData();
    for (const [name, value] of Object.entries(job.fields))
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    void fetcher.submit(form, { method: 'post' });
  }, [fetcher, job.fields]);
  useEffect(() => {
    if (sent.current && fetcher.state === 'idle' && fetcher.data) job.settle(fetcher.data);
  }, [fetcher.state, fetcher.data, job]);
  return null;
}
