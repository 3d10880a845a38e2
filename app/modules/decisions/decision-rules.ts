/**
 * The rules a decision about a person can apply (issue 33 §2): each a numbered clause of the
 * terms (/legal/terms, numbered since this issue), with a short title for forms and mails. Admin
 * forms pick one from the list for the decision's kind; their own words add to it, never replace
 * it. decision-rules.test.ts checks every clause number against the terms' text.
 */
export const DECISION_KINDS = [
  'review_rejected',
  'review_held',
  'reward_refused',
  'points_reversed',
  'account_blocked',
  'survey_refused',
  'cashback_claim_refused',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** Each kind of decision as the person and the back office name it. */
export const DECISION_KIND_LABELS: Record<DecisionKind, string> = {
  review_rejected: 'Recensione non pubblicata',
  review_held: 'Recensione trattenuta per verifica',
  reward_refused: 'Richiesta di premio rifiutata',
  points_reversed: 'Punti stornati',
  account_blocked: 'Account sospeso',
  survey_refused: 'Sondaggio non accreditato',
  cashback_claim_refused: 'Segnalazione cashback non accolta',
};

export type DecisionRule = {
  code: string;
  /** "4.1": article 4 of the terms, its first item; "8": the whole article. */
  clause: string;
  title: string;
  /** The start of the clause's text in the terms, to check the number still points at it. */
  quotes: string;
  kinds: readonly DecisionKind[];
};

const REVIEW: readonly DecisionKind[] = ['review_rejected', 'review_held', 'points_reversed'];
const CONDUCT: readonly DecisionKind[] = ['review_rejected', 'points_reversed', 'account_blocked'];

export const DECISION_RULES: readonly DecisionRule[] = [
  {
    code: 'review-real-experience',
    clause: '4.1',
    title: 'La recensione deve raccontare un’esperienza reale con il prodotto',
    quotes: 'recensisci solo prodotti che hai usato davvero',
    kinds: REVIEW,
  },
  {
    code: 'review-once',
    clause: '4.2',
    title: 'Ogni prodotto si recensisce una sola volta',
    quotes: 'puoi recensire ogni prodotto una sola volta',
    kinds: REVIEW,
  },
  {
    code: 'review-on-topic',
    clause: '4.3',
    title: 'Parla del prodotto: niente offese, dati personali, pubblicità o link promozionali',
    quotes: 'parla del prodotto',
    kinds: REVIEW,
  },
  {
    code: 'review-own-words',
    clause: '4.4',
    title: 'Scrivi con parole tue: niente testi copiati',
    quotes: 'scrivi con parole tue',
    kinds: REVIEW,
  },
  {
    code: 'review-own-images',
    clause: '4.5',
    title: 'Solo immagini tue o che hai il diritto di usare',
    quotes: 'carica solo immagini',
    kinds: REVIEW,
  },
  {
    code: 'account-one-person',
    clause: '2.1',
    title: 'Ogni persona può avere un solo account',
    quotes: 'ogni persona può avere un solo account',
    kinds: ['account_blocked', 'points_reversed', 'reward_refused', 'review_held'],
  },
  {
    code: 'account-true-data',
    clause: '2.2',
    title: 'I dati dell’account devono essere veri',
    quotes: 'i dati che inserisci devono essere veri',
    kinds: ['account_blocked', 'reward_refused'],
  },
  {
    code: 'points-earned-fairly',
    clause: '8',
    title: 'I punti ottenuti in modo scorretto possono essere annullati',
    quotes: 'Possiamo annullare i punti ottenuti in modo scorretto',
    kinds: ['points_reversed', 'reward_refused', 'survey_refused', 'cashback_claim_refused'],
  },
  {
    code: 'reward-voucher-terms',
    clause: '8',
    title: 'I buoni dipendono dalle condizioni del negozio che li emette',
    quotes: 'I buoni sono soggetti alle condizioni d’uso del negozio che li emette',
    kinds: ['reward_refused'],
  },
  {
    code: 'cashback-eligible',
    clause: '7.2',
    title: 'Il cashback spetta solo per acquisti idonei, non annullati né resi',
    quotes: 'non spettano per ordini annullati o resi',
    kinds: ['cashback_claim_refused', 'points_reversed'],
  },
  {
    code: 'survey-once',
    clause: '7.1',
    title: 'Ogni sondaggio vale una sola volta, quando il partner conferma il completamento',
    quotes: 'ogni sondaggio vale una sola volta',
    kinds: ['survey_refused', 'points_reversed'],
  },
  {
    code: 'conduct-fake-reviews',
    clause: '9.1',
    title: 'Niente recensioni false o scritte in cambio di vantaggi',
    quotes: 'scrivere recensioni false',
    kinds: CONDUCT,
  },
  {
    code: 'conduct-conflict',
    clause: '9.2',
    title: 'Niente recensioni dei propri prodotti o di quelli dei concorrenti',
    quotes: 'recensire prodotti che produci o vendi tu',
    kinds: CONDUCT,
  },
  {
    code: 'conduct-multiple-accounts',
    clause: '9.3',
    title: 'Niente account multipli o falsi',
    quotes: 'creare più account',
    kinds: [...CONDUCT, 'reward_refused', 'review_held'],
  },
  {
    code: 'conduct-vote-manipulation',
    clause: '9.4',
    title: 'Niente manipolazione dei voti o dell’ordine delle recensioni',
    quotes: 'manipolare i voti',
    kinds: CONDUCT,
  },
  {
    code: 'conduct-automation',
    clause: '9.5',
    title: 'Niente programmi automatici',
    quotes: 'usare programmi automatici',
    kinds: ['account_blocked'],
  },
  {
    code: 'conduct-security',
    clause: '9.6',
    title: 'Niente tentativi di aggirare la sicurezza',
    quotes: 'tentare di aggirare le misure di sicurezza',
    kinds: ['account_blocked'],
  },
  {
    code: 'conduct-harmful-content',
    clause: '9.7',
    title: 'Niente contenuti offensivi, discriminatori o illeciti',
    quotes: 'pubblicare contenuti offensivi',
    kinds: CONDUCT,
  },
];

const BY_CODE = new Map(DECISION_RULES.map((rule) => [rule.code, rule]));

export const decisionRule = (code: string): DecisionRule | undefined => BY_CODE.get(code);

/** The rules an admin may pick for a decision of `kind`, in the terms' order. */
export const rulesFor = (kind: DecisionKind) => DECISION_RULES.filter((rule) => rule.kinds.includes(kind));

/** Where the clause is read: the terms page, at the article or its item. */
export const ruleHref = (rule: DecisionRule) => `/legal/terms#art-${rule.clause.replace('.', '-')}`;

/** "Termini e condizioni, art. 4.1 — La recensione deve raccontare…" */
export const ruleLabel = (rule: DecisionRule) => `Termini e condizioni, art. ${rule.clause} — ${rule.title}`;
