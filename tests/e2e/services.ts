/** Fixed loopback addresses of the fake services, shared by the config, the setup and the tests. */
export const e2eServices = {
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 3125),
  oidcPort: Number(process.env.E2E_OIDC_PORT ?? 3126),
  marketplacePort: Number(process.env.E2E_MARKETPLACE_PORT ?? 3127),
  /** SurveyMonkey and Typeform on one loopback fake (tests/support/fake-survey-providers.ts). */
  surveysPort: Number(process.env.E2E_SURVEYS_PORT ?? 3128),
  get surveysUrl() {
    return `http://127.0.0.1:${this.surveysPort}`;
  },
  surveysToken: 'provato-e2e-survey-token',
  /** BitLabs' app secret: the journeys sign its callbacks with it, as BitLabs does. */
  bitlabsSecret: 'provato-e2e-bitlabs-secret',
  get marketplaceUrl() {
    return `http://127.0.0.1:${this.marketplacePort}`;
  },
  /** What the fake marketplace sells besides its recorded items (tests/support/fake-creators-api.ts). */
  marketplaceItems: [
    {
      asin: 'B0CURATE01',
      title: 'Panasonic LUMIX S9 Fotocamera Mirrorless Full Frame + Obiettivo 20-60 mm',
      price: 1099,
    },
  ],
  /** The footer's profiles as an operator would configure them (SOCIAL_<NETWORK>_URL). */
  socialProfiles: {
    instagram: 'https://www.instagram.com/provato.e2e',
    facebook: 'https://www.facebook.com/provato.e2e',
  },
  get oidcIssuer() {
    return `http://127.0.0.1:${this.oidcPort}`;
  },
  googleProfile: {
    sub: 'google-oauth2|1029384756',
    email: 'carla.esposito.google@example.com',
    email_verified: true,
    name: 'Carla Maria Esposito',
    given_name: 'Carla',
    family_name: 'Maria Esposito',
    picture: 'https://lh3.googleusercontent.com/a/esempio',
  },
};

/**
 * The environment of the app server the journeys run against (playwright.config.ts), also used by
 * `npm run screenshots`: loopback, its own data folder, and every provider pointed at the fakes.
 */
export function e2eServerEnv(options: { port: number; dataDir: string }): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    BASE_URL: `http://127.0.0.1:${options.port}`,
    // As behind the one proxy of compose.yaml: X-Forwarded-For names the client. The journeys'
    // sign-ups each come from an address of their own that way (visitFromOwnAddress in support.ts).
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${e2eServices.smtpPort}`,
    GOOGLE_CLIENT_ID: 'provato-e2e',
    GOOGLE_CLIENT_SECRET: 'provato-e2e-secret',
    GOOGLE_DISCOVERY_URL: `${e2eServices.oidcIssuer}/.well-known/openid-configuration`,
    // The fake's fixed credentials (tests/support/fake-creators-api.ts).
    AMAZON_PARTNER_TAG: 'provato-21',
    AMAZON_CREATORS_CREDENTIAL_ID: 'provato-fake-credential',
    AMAZON_CREATORS_CREDENTIAL_SECRET: 'provato-fake-secret',
    AMAZON_CREATORS_API_URL: e2eServices.marketplaceUrl,
    AMAZON_CREATORS_TOKEN_URL: `${e2eServices.marketplaceUrl}/token`,
    // The survey fake's key (tests/support/fake-survey-providers.ts) and BitLabs' secret.
    SURVEYMONKEY_TOKEN: e2eServices.surveysToken,
    SURVEYMONKEY_API_URL: `${e2eServices.surveysUrl}/v3`,
    TYPEFORM_TOKEN: e2eServices.surveysToken,
    TYPEFORM_API_URL: e2eServices.surveysUrl,
    BITLABS_APP_SECRET: e2eServices.bitlabsSecret,
    // The footer's profiles: configuration, never invented by the app (decision 024).
    SOCIAL_INSTAGRAM_URL: e2eServices.socialProfiles.instagram,
    SOCIAL_FACEBOOK_URL: e2eServices.socialProfiles.facebook,
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  };
}

/**
 * People the journeys need in a state that takes weeks to reach by hand (points to spend), put in
 * the database before the server starts by tests/e2e/fixtures.ts, through the app's own ledger.
 */
export const e2eFixtureAccounts = {
  redeemApproved: {
    email: 'marco.premi.e2e@example.com',
    firstName: 'Marco',
    lastName: 'Galli',
    openingPoints: 60,
  },
  redeemRejected: {
    email: 'elena.premi.e2e@example.com',
    firstName: 'Elena',
    lastName: 'Conti',
    openingPoints: 60,
  },
  inviter: {
    email: 'giorgio.invita.e2e@example.com',
    firstName: 'Giorgio',
    lastName: 'Pace',
    openingPoints: 0,
  },
  // Three people for Gestione Utenti's bulk actions: 'gruppo.e2e' in Cerca finds exactly them.
  bulkFirst: {
    email: 'lucia.gruppo.e2e@example.com',
    firstName: 'Lucia',
    lastName: 'Riva',
    openingPoints: 0,
  },
  bulkSecond: {
    email: 'paolo.gruppo.e2e@example.com',
    firstName: 'Paolo',
    lastName: 'Sala',
    openingPoints: 0,
  },
  bulkThird: {
    email: 'sara.gruppo.e2e@example.com',
    firstName: 'Sara',
    lastName: 'Longo',
    openingPoints: 0,
  },
  // Two accounts one device links (issue 29 §3): the first had nearly a voucher's worth already.
  clusterFirst: {
    email: 'teo.farina.e2e@example.com',
    firstName: 'Teo',
    lastName: 'Farina',
    openingPoints: 45,
  },
  clusterSecond: {
    email: 'ada.farina.e2e@example.com',
    firstName: 'Ada',
    lastName: 'Farina',
    openingPoints: 0,
  },
  // Two accounts that nothing links yet: the integrity journey has them share one browser.
  farmFirst: {
    email: 'nina.rete.e2e@example.com',
    firstName: 'Nina',
    lastName: 'Ferri',
    openingPoints: 0,
  },
  farmSecond: {
    email: 'olga.rete.e2e@example.com',
    firstName: 'Olga',
    lastName: 'Ferri',
    openingPoints: 0,
  },
  // The person whose change the read-only journey sees refused, then saved.
  readOnlyPerson: {
    email: 'marta.lettura.e2e@example.com',
    firstName: 'Marta',
    lastName: 'Rinaldi',
    openingPoints: 0,
  },
  // The second admin of the appeals journey: an appeal is decided by someone other than the
  // admin who took the decision (issue 33 §3).
  appealsAdmin: {
    email: 'bruno.ricorsi.e2e@example.com',
    firstName: 'Bruno',
    lastName: 'Ferraro',
    openingPoints: 0,
    role: 'admin',
  },
  password: 'Premi2026!',
};

/** Debian's Chromium, headless (Playwright's own download does not work on this machine). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
