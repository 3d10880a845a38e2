import { data } from 'react-router';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { clientIpContext } from '#app/lib/request-context.ts';
import { EMAIL_INVALID } from '#app/modules/accounts/account.schema.ts';
import { newsletterSchema } from '#app/modules/community/community.schema.ts';
import { NewsletterBox, type NewsletterReply } from '#app/modules/community/components/newsletter-box.tsx';
import { subscribeToNewsletter } from '#app/modules/community/newsletter.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import type { Route } from './+types/newsletter';
import { readForm } from '#app/lib/request-body.server.ts';

export function loader() {
  return { origin: getConfig().baseUrl };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Newsletter | Provato' },
    {
      name: 'description',
      content: 'Iscriviti alla newsletter di Provato: recensioni utili, novità e premi.',
    },
    { name: 'robots', content: 'noindex' },
    canonicalLink(loaderData?.origin, '/newsletter'),
  ];
}

/** POST /newsletter {email}: double opt-in sign-up (the landing page's box posts here). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = newsletterSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data<NewsletterReply>({ ok: false, message: EMAIL_INVALID }, { status: 400 });
  try {
    const message = await subscribeToNewsletter(parsed.data.email, context.get(clientIpContext));
    return data<NewsletterReply>({ ok: true, message });
  } catch (error) {
    const refusal = asRefusal(error);
    return data<NewsletterReply>({ ok: false, message: refusal.message }, { status: refusal.status });
  }
}

/** Without JavaScript the box's form lands here: the answer, and the box again. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Newsletter</h1>
      {actionData && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-4">
          {actionData.message}
        </p>
      )}
      <p className="mt-4 text-ink-muted">
        Recensioni utili, novità del catalogo e nuovi premi, al massimo una volta a settimana.
      </p>
      <NewsletterBox />
    </div>
  );
}
