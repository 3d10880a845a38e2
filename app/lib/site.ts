/** Facts about the site shown in the frame and used in meta tags. */
export const site = {
  name: 'Provato',
  tagline: 'Recensioni autentiche, premi veri',
  description:
    'Provato è la community italiana dove leggi recensioni autentiche di prodotti tecnologici, confronti i prezzi dei negozi e guadagni punti scrivendo le tue.',
} as const;

/**
 * The networks the footer can link to, in its order, each with the host its profile addresses
 * live on. Which profiles exist is configuration (SOCIAL_<NETWORK>_URL): the site never links to
 * an account nobody has checked is its own.
 */
export const SOCIAL_NETWORKS = {
  instagram: { name: 'Instagram', host: 'instagram.com' },
  facebook: { name: 'Facebook', host: 'facebook.com' },
  youtube: { name: 'YouTube', host: 'youtube.com' },
  linkedin: { name: 'LinkedIn', host: 'linkedin.com' },
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export type SocialLink = { network: SocialNetwork; url: string };

/** The page's canonical address (a meta descriptor): `origin` is the configured BASE_URL. */
export function canonicalLink(origin: string | undefined, path: string) {
  return { tagName: 'link', rel: 'canonical', href: `${origin ?? ''}${path}` } as const;
}
