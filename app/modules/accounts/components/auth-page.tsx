import { useEffect } from 'react';
import { Link } from 'react-router';
import { answerFor } from '#app/lib/conform-action.ts';
import { FormAlert } from '#app/ui/form.tsx';
import { showToast } from '#app/ui/toast.ts';
import type { AuthTab } from '../account.schema.ts';
import type { SocialProvider, Toast } from '../auth-messages.ts';
import type { AuthAnswer } from './auth-form-state.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { SocialButtons } from './social-buttons.tsx';

export type AuthPageData = {
  tab: AuthTab;
  /** Where to go after signing in (already checked to stay on this site). */
  redirect?: string;
  /** What the link that opened the page says (a social sign-in that failed, a confirmed e-mail). */
  notice: Toast | null;
  providers: Record<SocialProvider, boolean>;
};

/** /auth: sign up, sign in or ask for a new password, one tab at a time, and the social buttons. */
export function AuthPage({ data, answer }: { data: AuthPageData; answer: AuthAnswer | undefined }) {
  const { tab, notice, providers } = data;
  const mine = answerFor(answer, tab);
  const toast = mine?.toast;

  useEffect(() => {
    if (notice) void showToast(notice);
  }, [notice]);
  useEffect(() => {
    if (toast) void showToast(toast);
  }, [toast]);

  const query = (next: AuthTab) => {
    const params = new URLSearchParams({ tab: next });
    if (data.redirect) params.set('redirect', data.redirect);
    return `/auth?${params}`;
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10 md:py-16">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8">
        {tab !== 'forgot-password' && (
          <nav
            aria-label="Accesso o registrazione"
            className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1"
          >
            {(['signup', 'login'] as const).map((item) => (
              <Link
                key={item}
                to={query(item)}
                replace
                aria-current={tab === item ? 'page' : undefined}
                className="flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-ink-muted aria-[current=page]:bg-surface aria-[current=page]:text-ink aria-[current=page]:shadow-sm"
              >
                {item === 'signup' ? 'Registrati' : 'Accedi'}
              </Link>
            ))}
          </nav>
        )}
        {toast?.kind === 'error' && (
          <div className="mb-4">
            <FormAlert title={toast.title} message={toast.message} />
          </div>
        )}
        {tab === 'signup' && (
          <SignUpForm key="signup" answer={mine} redirectTo={data.redirect} toLogin={query('login')} />
        )}
        {tab === 'login' && (
          <SignInForm
            key="login"
            answer={mine}
            redirectTo={data.redirect}
            toForgot={query('forgot-password')}
            toSignUp={query('signup')}
          />
        )}
        {tab === 'forgot-password' && (
          <ForgotPasswordForm key="forgot" answer={mine} toLogin={query('login')} />
        )}
        {tab !== 'forgot-password' && <SocialButtons providers={providers} redirectTo={data.redirect} />}
      </div>
    </div>
  );
}
