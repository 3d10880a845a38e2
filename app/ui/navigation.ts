/** The links of the global frame, written once for the top bar, the drawer and the footer. */
export const mainNavigation = [
  { label: 'Catalogo', to: '/catalog' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Chi siamo', to: '/about' },
  { label: 'Contatti', to: '/contact' },
] as const;

export const footerColumns = [
  {
    title: 'Prodotti',
    links: [
      { label: 'Catalogo', to: '/catalog' },
      { label: 'Categorie', to: '/categories' },
      { label: 'Più recensiti', to: '/top-reviewed' },
      { label: 'Premi', to: '/rewards' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Come funziona', to: '/how-it-works' },
      { label: 'Classifica', to: '/leaderboard' },
      { label: 'Scrivi una recensione', to: '/write-review' },
      { label: 'Invita un amico', to: '/invite' },
    ],
  },
  {
    title: 'Info',
    links: [
      { label: 'Chi siamo', to: '/about' },
      { label: 'Contatti', to: '/contact' },
      { label: 'Domande frequenti', to: '/faq' },
      { label: 'Sondaggi e cashback', to: '/surveys' },
      { label: 'Trasparenza', to: '/trasparenza' },
    ],
  },
] as const;

export const legalLinks = [
  { label: 'Privacy', to: '/legal/privacy' },
  { label: 'Termini e condizioni', to: '/legal/terms' },
  { label: 'Cookie', to: '/legal/cookies' },
  { label: 'Affiliazioni', to: '/legal/affiliate' },
] as const;

/** The signed-in menu (top bar and drawer); the admin entry only for admins. */
export const accountNavigation = [
  { key: 'profile', label: 'Il mio profilo', to: '/profile' },
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { key: 'admin', label: 'Admin Dashboard', to: '/admin' },
  { key: 'settings', label: 'Impostazioni', to: '/profile?tab=settings' },
] as const;
