import { useState } from 'react';
import { Button } from '#app/ui/button.tsx';
import { useHydrated } from '#app/ui/use-hydrated.ts';

/** Copies the invite link; uses the share sheet where the phone has one. Needs JavaScript. */
export function CopyLinkButton({ link }: { link: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  const share = typeof navigator.share === 'function';
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button
        type="button"
        onClick={() => {
          void navigator.clipboard.writeText(link).then(() => setCopied(true));
        }}
      >
        Copia link
      </Button>
      {share && (
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            void navigator.share({
              title: 'Provato',
              text: 'Iscriviti a Provato con il mio invito',
              url: link,
            })
          }
        >
          Condividi
        </Button>
      )}
      <span role="status" className="text-sm text-green-800">
        {copied ? 'Link copiato!' : ''}
      </span>
    </div>
  );
}
