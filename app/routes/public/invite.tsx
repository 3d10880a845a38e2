import { Gift, UserPlus } from 'lucide-react';
import { getConfig } from '#app/lib/env.server.ts';
import { formatDate, formatInteger, formatPoints } from '#app/lib/format.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { CopyLinkButton } from '#app/modules/community/components/copy-link-button.tsx';
import { ensureReferralCode, listReferrals } from '#app/modules/referrals/referrals.server.ts';
import { INVITE_MONTHLY_CAP, INVITE_POINTS } from '#app/modules/points/points-rules.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/invite';

const FRIENDS_PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const { baseUrl } = getConfig();
  if (!viewer) return { origin: baseUrl, invitePoints: INVITE_POINTS, personal: null };
  const code = await ensureReferralCode(viewer.id);
  const requested = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const friends = await listReferrals(viewer.id, { page, pageSize: FRIENDS_PER_PAGE });
  return {
    origin: baseUrl,
    invitePoints: INVITE_POINTS,
    personal: { link: `${baseUrl}/invite/${code}`, code, ...friends },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Invita un amico | Provato' },
    {
      name: 'description',
      content: `Invita i tuoi amici su Provato: guadagni ${loaderData?.invitePoints ?? 10} punti per ogni amico che conferma l'iscrizione.`,
    },
    canonicalLink(loaderData?.origin, '/invite'),
  ];
}

export default function Invite({ loaderData }: Route.ComponentProps) {
  const { personal, invitePoints } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <UserPlus aria-hidden className="size-8 text-brand-700" /> Invita un amico
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        Per ogni amico che si iscrive con il tuo link e conferma la sua email guadagni +{invitePoints} punti.
        Una volta per amico, fino a {INVITE_MONTHLY_CAP} amici ogni 30 giorni; i tuoi altri indirizzi email
        non contano.
      </p>
      {personal ? (
        <>
          <section
            aria-labelledby="il-tuo-link"
            className="mt-8 rounded-2xl border border-line bg-surface p-6"
          >
            <h2 id="il-tuo-link" className="text-xl font-bold">
              Il tuo link personale
            </h2>
            <p
              className="mt-3 rounded-lg bg-brand-50 px-3 py-2 font-mono break-all"
              data-testid="invite-link"
            >
              {personal.link}
            </p>
            <p className="mt-2 text-sm text-ink-muted">Codice invito: {personal.code}</p>
            <CopyLinkButton link={personal.link} />
          </section>
          <section aria-labelledby="amici" className="mt-6 rounded-2xl border border-line bg-surface p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="amici" className="text-xl font-bold">
                Amici invitati
              </h2>
              <p className="font-semibold">
                <Gift aria-hidden className="mr-1 inline size-5 text-brand-700" />
                Punti guadagnati: {formatPoints(personal.pointsEarned)}
              </p>
            </div>
            {personal.total > 0 && (
              <p className="mt-1 text-sm text-ink-muted">
                {personal.total === 1 ? '1 amico' : `${formatInteger(personal.total)} amici`} in tutto
              </p>
            )}
            {personal.total === 0 ? (
              <p className="mt-3 text-ink-muted">Nessun amico ancora: condividi il tuo link!</p>
            ) : (
              <ul className="mt-3 divide-y divide-line">
                {personal.friends.map((friend) => (
                  <li key={friend.id} className="flex flex-wrap justify-between gap-2 py-3">
                    <span>
                      <span className="font-semibold">{friend.name}</span>{' '}
                      <span className="text-sm text-ink-muted">
                        iscritto il {formatDate(friend.createdAt)}
                      </span>
                    </span>
                    <span
                      className={
                        friend.confirmed && friend.pointsAwarded > 0
                          ? 'font-semibold text-green-800'
                          : 'text-ink-muted'
                      }
                    >
                      {!friend.confirmed
                        ? 'In attesa di conferma email'
                        : friend.pointsAwarded > 0
                          ? `+${formatPoints(friend.pointsAwarded)}`
                          : `Confermato, senza punti: limite di ${INVITE_MONTHLY_CAP} inviti in 30 giorni`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              label="Pagine degli amici invitati"
              page={personal.page}
              pageCount={personal.pageCount}
              href={(page) => (page > 1 ? `/invite?page=${page}#amici` : '/invite#amici')}
            />
          </section>
        </>
      ) : (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/auth?tab=login&redirect=/invite">Accedi per invitare</ButtonLink>
          <ButtonLink to="/auth?tab=signup" variant="secondary">
            Crea un account
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
