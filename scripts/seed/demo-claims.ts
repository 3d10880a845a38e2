/**
 * One order claimed by two people (decision 032): the buyer, then someone who typed the same
 * number another way (lower case, spaces) — folded, it is one order, so both claims are in conflict
 * and 'Solo in conflitto' finds them. By their place among the other members (not the demo person:
 * her own claims stay as her page shows them). Data only: the journeys import it too.
 */
export const CONFLICTED_CLAIMS = [
  { member: 7, orderRef: 'MW-7731-0452', amount: '449.00', purchasedDaysAgo: 9, claimedDaysAgo: 5 },
  { member: 12, orderRef: 'mw 7731 0452', amount: '449.00', purchasedDaysAgo: 8, claimedDaysAgo: 1 },
] as const;
export const CONFLICTED_SHOP = 'MediaWorld';
