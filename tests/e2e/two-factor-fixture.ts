/**
 * The admin of the two-factor journey (tests/e2e/two-factor.spec.ts), added by tests/e2e/fixtures.ts
 * before the server starts. Their own account: the journey switches the second factor on, which
 * would change how the demo admin signs in for every other journey.
 */
export const twoFactorAdmin = {
  email: 'sara.duefattori.e2e@example.com',
  firstName: 'Sara',
  lastName: 'Ferri',
  password: 'Doppia-Chiave-2026',
};
