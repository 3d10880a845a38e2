import { isbot } from 'isbot';
import { data, redirect } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { viewerContext } from '#app/modules/accounts/viewer.server.ts';
import { outboundUrl } from '#app/modules/catalog/affiliate.ts';
import { recordOfferClick } from '#app/modules/catalog/record-offer-click.server.ts';
import type { Route } from './+types/go';

/**
 * Every shop link passes here: the click is recorded (offer, signed-in user if any, time) and the
 * browser goes on to the shop, with our partner tag on marketplace links.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const offer = await recordOfferClick({
    offerId: params.offerId,
    userId: context.get(viewerContext)?.id ?? null,
    isBot: isbot(request.headers.get('user-agent') ?? ''),
  });
  if (!offer) throw data('Offerta non disponibile', { status: 404 });
  return redirect(
    outboundUrl(offer.affiliateUrl, {
      isMarketplace: offer.isMarketplace,
      partnerTag: getConfig().amazonPartnerTag,
    }),
    { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } },
  );
}
