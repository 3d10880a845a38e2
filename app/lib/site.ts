/** Facts about the site shown in the frame and used in meta tags. */
export const site = {
  name: 'Provato',
  tagline: 'Recensioni autentiche, premi veri',
  description:
    'Provato è la community italiana dove leggi recensioni autentiche di prodotti tecnologici, confronti i prezzi dei negozi e guadagni punti scrivendo le tue.',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/provato.it' },
    { label: 'Instagram', href: 'https://www.instagram.com/provato.it' },
    { label: 'YouTube', href: 'https://www.youtube.com/@provato' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/provato' },
  ],
} as const;

/** The page's canonical address (a meta descriptor): `origin` is the configured BASE_URL. */
export function canonicalLink(origin: string | undefined, path: string) {
  return { tagName: 'link', rel: 'canonical', href: `${origin ?? ''}${path}` } as const;
}
