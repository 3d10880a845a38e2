import type { ReactNode } from 'react';

/** One titled section of an account page (settings, two-factor); `danger` for what cannot be undone. */
export function SectionCard(props: { title: string; id: string; children: ReactNode; danger?: boolean }) {
  return (
    <section
      aria-labelledby={props.id}
      className={`rounded-2xl border bg-surface p-6 ${props.danger ? 'border-red-300' : 'border-line'}`}
    >
      <h2 id={props.id} className={`mb-4 text-xl font-semibold ${props.danger ? 'text-red-800' : ''}`}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
