/** What /surveys and its start and return addresses say (decision 019); shared with the browser. */
export const SURVEY_WALL_MESSAGES = {
  notFound: 'Sondaggio non disponibile',
  alreadyDone: 'Hai già completato questo sondaggio: ogni sondaggio vale una volta sola.',
  thanks:
    'Grazie! Il sondaggio risulta completato: i punti arrivano quando il partner conferma le tue risposte.',
  linkInvalid: 'Questo link di ritorno non è valido',
  /** What to do instead, under linkInvalid on the return page. */
  linkInvalidHelp:
    'Per ricevere i punti, apri il sondaggio da questo sito con «Inizia il sondaggio», dopo aver effettuato l’accesso.',
} as const;

/** What /surveys says of a survey the person has finished (decision 019's completion states). */
export const WALL_STATES: Record<string, string> = {
  completed: 'Completato, in verifica',
  verified: 'Completato: punti accreditati',
  screenout: 'Non eri nel pubblico cercato: nessun punto',
  reversed: 'Annullato dal partner',
};

export type WallSurvey = { provider: string; state: string | null };

/**
 * Whether a person can still take a survey: never opened, or opened and not finished. A provider's
 * wall (BitLabs) stays open: each of its surveys is a transaction of its own.
 */
export const isOpenFor = (survey: WallSurvey) =>
  survey.state === null || survey.state === 'started' || survey.provider === 'bitlabs';

/** /surveys' two lists: the ones a person can take, first, and the ones they have finished. */
export function splitSurveys<Survey extends WallSurvey>(surveys: readonly Survey[]) {
  return {
    open: surveys.filter(isOpenFor),
    done: surveys.filter((survey) => !isOpenFor(survey)),
  };
}
