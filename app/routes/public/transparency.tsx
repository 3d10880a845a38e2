import { getConfig } from '#app/lib/env.server.ts';
import { canonicalLink } from '#app/lib/site.ts';
import { TransparencyPage } from '#app/modules/transparency/components/transparency-page.tsx';
import { transparencyReport } from '#app/modules/transparency/transparency.server.ts';
import type { Route } from './+types/transparency';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'Rapporto di trasparenza | Provato' },
    {
      name: 'description',
      content:
        'Come verifichiamo le recensioni e i numeri di ogni trimestre: recensioni ricevute e rifiutate, tempi, ricorsi, account sospesi e punti.',
    },
    canonicalLink(loaderData?.origin, '/trasparenza'),
  ];
}

export async function loader() {
  const report = await transparencyReport();
  return { quarters: report.value.quarters, computedAt: report.computedAt, origin: getConfig().baseUrl };
}

export default function Transparency({ loaderData }: Route.ComponentProps) {
  return <TransparencyPage quarters={loaderData.quarters} computedAt={loaderData.computedAt} />;
}
