import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/ui/button.tsx';

export type NewsletterReply = { ok: boolean; message: string };

/**
 * The landing page's newsletter box. It posts to /newsletter (a page of its own without
 * JavaScript); with JavaScript the answer appears in place and the field empties on success.
 */
export function NewsletterBox() {
  const fetcher = useFetcher<NewsletterReply>();
  const form = useRef<HTMLFormElement>(null);
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (reply?.ok) form.current?.reset();
  }, [reply]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/newsletter"
      className="mt-6 flex flex-col gap-3 sm:flex-row"
    >
      <label htmlFor="newsletter-email" className="sr-only">
        La tua email
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="La tua email"
        aria-describedby="newsletter-reply"
        className="min-h-11 flex-1 rounded-lg border border-line bg-surface px-3 text-ink"
      />
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        Iscriviti
      </Button>
      <p
        id="newsletter-reply"
        role="status"
        className={
          reply?.ok === false ? 'text-sm font-medium text-red-800 sm:basis-full' : 'text-sm sm:basis-full'
        }
      >
        {reply?.message}
      </p>
    </fetcher.Form>
  );
}
