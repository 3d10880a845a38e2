import { getConfig } from '#app/lib/env.server.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { parseCashbackQuery } from '#app/modules/cashback/cashback-query.ts';
import { CASHBACK_FAILURES, cashbackCommandSchema } from '#app/modules/cashback/cashback.schema.ts';
import {
  CashbackPage,
  type CashbackPageData,
} from '#app/modules/cashback/components/admin/cashback-page.tsx';
import { listCashbackClaims, listCashbackTransactions } from '#app/modules/cashback/list-cashback.server.ts';
import { runCashbackCommand } from '#app/modules/cashback/run-cashback-command.server.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import type { Route } from './+types/cashback';

export const meta = () => [{ title: 'Gestione Cashback | Provato' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<CashbackPageData> {
  const admin = requireAdmin(context, request);
  const query = parseCashbackQuery(new URL(request.url).searchParams);
  const list =
    query.tab === 'transactions'
      ? { tab: 'transactions' as const, page: await listCashbackTransactions(admin, query) }
      : { tab: 'claims' as const, page: await listCashbackClaims(admin, query) };
  return { query, awinConfigured: Boolean(getConfig().awin), list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return formAction(request, {
    schema: cashbackCommandSchema,
    failures: CASHBACK_FAILURES,
    run: (command) => runCashbackCommand(admin, command),
    // A file of transactions (20,000 at most) and the form around it.
    maxBytes: 8 * 1024 * 1024,
  });
}

export default function CashbackRoute({ loaderData }: Route.ComponentProps) {
  return <CashbackPage {...loaderData} />;
}
