import type { Toast } from './auth-messages.ts';

/**
 * The accounts a person trying the demo signs in with (printed at start on the embedded database
 * in development). The user is one of the demo reviewers, with points; the admin runs the back office.
 * Their password is public, so they open only to someone at this machine (DESIGN.md §3.17).
 */
export const DEMO_ACCOUNTS = {
  user: { email: 'giulia.bianchi@example.com', password: 'Provato2026!' },
  admin: { email: 'admin@example.com', password: 'Provato2026!', firstName: 'Alessandra', lastName: 'Ferri' },
} as const;

const DEMO_EMAILS: ReadonlySet<string> = new Set([DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.admin.email]);

export function isDemoAccount(email: string): boolean {
  return DEMO_EMAILS.has(email.trim().toLowerCase());
}

export const demoAccountElsewhereToast: Toast = {
  kind: 'error',
  title: 'Errore di accesso',
  message: 'Gli account demo si possono usare solo dal computer su cui gira Provato.',
};
