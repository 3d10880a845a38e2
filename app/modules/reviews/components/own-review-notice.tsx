import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '#app/ui/cn.ts';
import type { OwnReview } from '../review-display.ts';

const EXPLANATIONS: Record<OwnReview['status'], { text: string; link: string }> = {
  pubblicata: {
    text: 'La tua recensione è pubblicata. Si può scrivere una sola recensione per prodotto.',
    link: 'Leggi la tua recensione',
  },
  in_revisione: {
    text: 'La tua recensione è in attesa di moderazione: la pubblichiamo dopo la verifica del nostro team. Intanto la trovi nel tuo profilo.',
    link: 'Vedi la tua recensione nel profilo',
  },
  rifiutata: {
    text: 'La tua recensione non è stata pubblicata: nel tuo profilo trovi il motivo. Si può scrivere una sola recensione per prodotto.',
    link: 'Vedi la tua recensione nel profilo',
  },
};

/** Before any form: this person has reviewed the product already, and where that review is. */
export function OwnReviewNotice(props: {
  review: OwnReview;
  className?: string;
  /** Where it replaces a dialog just closed: the focus goes to its link, not to the page's start. */
  focusOnMount?: boolean;
}) {
  const explanation = EXPLANATIONS[props.review.status];
  const link = useRef<HTMLAnchorElement>(null);
  const { focusOnMount } = props;
  useEffect(() => {
    if (focusOnMount) link.current?.focus();
  }, [focusOnMount]);
  return (
    <div className={cn('rounded-lg border border-line bg-brand-50 p-4 text-sm', props.className)}>
      <p className="font-semibold">Hai già recensito questo prodotto</p>
      <p className="mt-1">{explanation.text}</p>
      <Link
        ref={link}
        to={props.review.href}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {explanation.link}
      </Link>
    </div>
  );
}
