import { Download, Copy } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '#app/ui/button.tsx';
import { useHydrated } from '#app/ui/use-hydrated.ts';

/**
 * Recovery codes, shown once: a list to read, a text file to keep (a plain link, so it works
 * without JavaScript) and, once the page runs in the browser, a copy button.
 */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const text = [
    `Codici di recupero Provato per ${email}`,
    'Ogni codice si può usare una sola volta, al posto del codice dell’app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <section
      aria-labelledby="codici-di-recupero"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="codici-di-recupero" className="text-lg font-semibold">
        I tuoi codici di recupero
      </h2>
      <p className="mt-1 text-sm">
        Conservali in un posto sicuro, lontano dal telefono: se perdi l’app di autenticazione, ognuno ti fa
        accedere una volta sola. <strong>Non li mostreremo più.</strong>
      </p>
      <ol
        aria-label="Codici di recupero"
        className="mt-3 grid grid-cols-1 gap-1 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface px-2 py-1 tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="provato-codici-di-recupero.txt"
          className={buttonClass('secondary')}
        >
          <Download aria-hidden className="size-4" /> Scarica i codici (.txt)
        </a>
        {hydrated && (
          <button type="button" onClick={() => void copy()} className={buttonClass('secondary')}>
            <Copy aria-hidden className="size-4" /> Copia i codici
          </button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm">
        {copied === 'yes' && 'Codici copiati negli appunti.'}
        {copied === 'no' && 'Non è stato possibile copiare: selezionali e copiali a mano.'}
      </p>
    </section>
  );
}
