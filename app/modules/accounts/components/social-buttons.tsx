import { Form } from 'react-router';
import { Button } from '#app/ui/button.tsx';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../auth-messages.ts';

/** Sign in with Google or Facebook; a provider without credentials says so instead of failing. */
export function SocialButtons(props: { providers: Record<SocialProvider, boolean>; redirectTo?: string }) {
  return (
    <div className="mt-6">
      <p className="relative mb-4 text-center text-sm text-ink-muted before:absolute before:top-1/2 before:left-0 before:h-px before:w-full before:bg-line">
        <span className="relative bg-surface px-3">oppure</span>
      </p>
      <div className="grid gap-2">
        {(Object.keys(SOCIAL_PROVIDERS) as SocialProvider[]).map((provider) => (
          <Form key={provider} method="post" action="/auth/social">
            <input type="hidden" name="provider" value={provider} />
            {props.redirectTo && <input type="hidden" name="redirect" value={props.redirectTo} />}
            <Button
              type="submit"
              variant="secondary"
              className="w-full"
              disabled={!props.providers[provider]}
              aria-describedby={props.providers[provider] ? undefined : `${provider}-unavailable`}
            >
              Continua con {SOCIAL_PROVIDERS[provider]}
            </Button>
            {!props.providers[provider] && (
              <p id={`${provider}-unavailable`} className="mt-1 text-center text-xs text-ink-muted">
                Accesso con {SOCIAL_PROVIDERS[provider]} non configurato su questo sito.
              </p>
            )}
          </Form>
        ))}
      </div>
    </div>
  );
}
