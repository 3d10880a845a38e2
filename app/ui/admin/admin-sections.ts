/** The back office's sidebar, in the spec's order (admin-side §2). */
export const adminSections = [
  { slug: '', label: 'Dashboard KPI' },
  { slug: 'analytics', label: 'Analytics Avanzate' },
  { slug: 'reviews', label: 'Moderazione Recensioni' },
  { slug: 'users', label: 'Gestione Utenti' },
  { slug: 'rewards', label: 'Gestione Premi' },
  { slug: 'badges', label: 'Gestione Badge' },
  { slug: 'surveys', label: 'Gestione Sondaggi' },
  // Beyond the spec's eleven: the networks' transactions and the people's claims (decision 020).
  { slug: 'cashback', label: 'Gestione Cashback' },
  { slug: 'import', label: 'Importazione Intelligente' },
  { slug: 'images', label: 'Ricerca Immagini' },
  { slug: 'curation', label: 'Curation Wizard' },
  { slug: 'database', label: 'Gestione Database' },
  // Every admin action, who did it and what changed (issue 33 §5).
  { slug: 'activity', label: 'Registro attività' },
  // Appeals against decisions about people, decided by a second admin (issue 33 §3).
  { slug: 'appeals', label: 'Ricorsi' },
] as const;

export const adminSectionPath = (slug: string) => (slug ? `/admin/${slug}` : '/admin');
