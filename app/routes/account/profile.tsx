import { formatPoints } from '#app/lib/format.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import type { Route } from './+types/profile';

export const meta = () => [{ title: 'Il mio profilo | Provato' }, { name: 'robots', content: 'noindex' }];

export function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  return {
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    email: viewer.email,
    initials: viewer.initials,
    avatarUrl: viewer.avatarUrl,
    points: viewer.points,
  };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const profile = loaderData;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Utente';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="sr-only">Il mio Profilo</h1>
      <section className="flex flex-col items-start gap-6 rounded-2xl border border-line bg-surface p-6 sm:flex-row sm:items-center">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-20 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
          >
            {profile.initials}
          </span>
        )}
        <div className="flex-1">
          <p className="text-2xl font-bold">{name}</p>
          <p className="text-ink-muted">{profile.email}</p>
          <p className="mt-2 font-semibold">{formatPoints(profile.points)}</p>
        </div>
        <ButtonLink to="/settings" variant="secondary">
          Modifica Profilo
        </ButtonLink>
      </section>
    </div>
  );
}
