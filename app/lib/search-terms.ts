/**
 * Italian stop words: the list PostgreSQL's `italian` text-search configuration drops (Snowball's,
 * `tsearch_data/italian.stop`), plus "fra". The full-text index never holds these words, so a query
 * word from this list could only make a search fail ("cuffie come nuove" found nothing because of
 * "come"); they are dropped from the query instead. Kept whole: a word missing here empties every
 * search that contains it.
 */
export const ITALIAN_STOP_WORDS: ReadonlySet<string> = new Set(
  `ad al allo ai agli all agl alla alle con col coi da dal dallo dai dagli dall dagl dalla dalle di
  del dello dei degli dell degl della delle in nel nello nei negli nell negl nella nelle su sul
  sullo sui sugli sull sugl sulla sulle per tra contro io tu lui lei noi voi loro mio mia miei mie
  tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra vostri vostre mi ti
  ci vi lo la li le gli ne il un uno una ma ed se perché anche come dov dove che chi cui non più
  quale quanto quanti quanta quante quello quelli quella quelle questo questi questa queste si
  tutto tutti a c e i l o ho hai ha abbiamo avete hanno abbia abbiate abbiano avrò avrai avrà
  avremo avrete avranno avrei avresti avrebbe avremmo avreste avrebbero avevo avevi aveva avevamo
  avevate avevano ebbi avesti ebbe avemmo aveste ebbero avessi avesse avessimo avessero avendo
  avuto avuta avuti avute sono sei è siamo siete sia siate siano sarò sarai sarà saremo sarete
  saranno sarei saresti sarebbe saremmo sareste sarebbero ero eri era eravamo eravate erano fui
  fosti fu fummo foste furono fossi fosse fossimo fossero essendo faccio fai facciamo fanno faccia
  facciate facciano farò farai farà faremo farete faranno farei faresti farebbe faremmo fareste
  farebbero facevo facevi faceva facevamo facevate facevano feci facesti fece facemmo faceste
  fecero facessi facesse facessimo facessero facendo sto stai sta stiamo stanno stia stiate stiano
  starò starai starà staremo starete staranno starei staresti starebbe staremmo stareste
  starebbero stavo stavi stava stavamo stavate stavano stetti stesti stette stemmo steste stettero
  stessi stesse stessimo stessero stando fra`.split(/\s+/),
);

/** The words of a query: lower case letters and digits, two characters or more. */
function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
}

/** Search words: no Italian stop words, at most 6 words. */
export function searchTerms(q: string): string[] {
  return queryWords(q)
    .filter((word) => !ITALIAN_STOP_WORDS.has(word))
    .slice(0, 6);
}

/**
 * The words of a query made only of stop words ("il", "come", "dell"), empty otherwise: the
 * catalogue looks them up as whole words of product names (Dell's name is a stop word) before
 * giving up on the search.
 */
export function stopWordsOnly(q: string): string[] {
  return searchTerms(q).length ? [] : [...new Set(queryWords(q))].slice(0, 6);
}

/**
 * The full-text prefix for a word: its stem must be a prefix of the document's stem, and Italian
 * stems differ by ending ("fotocamera" → fotocamer, "fotocamere" → fotocam), so longer words drop
 * their last two letters first, unless that leaves a stop word ("sonoro" → "sono", which the
 * index never holds: the search would find nothing). A word with a digit is a model, not Italian:
 * it is kept whole ("rtx4070" must not find "rtx4060" through "rtx40").
 */
export function prefixTerm(word: string): string {
  const cut = word.slice(0, -2);
  const inflected = word.length >= 6 && !/\p{N}/u.test(word) && !ITALIAN_STOP_WORDS.has(cut);
  return `${inflected ? cut : word}:*`;
}

/**
 * A person's name as searched: every word (stop words kept: "Di", "Lo" and "De" are surnames) a
 * prefix of a word of the name, unstemmed; a to_tsquery('simple', …) string, '' without words.
 */
export function namePrefixQuery(q: string): string {
  return queryWords(q)
    .slice(0, 6)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** All the words, each as a prefix, joined with AND: a to_tsquery('italian', …) string. */
export function prefixQuery(words: string[]): string {
  return words.map(prefixTerm).join(' & ');
}
