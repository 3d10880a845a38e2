/**
 * Questions and answers: the four most asked on /contact, all of them grouped on /faq.
 * Every figure of the points programme comes from its sentences (points-promise.ts, DESIGN.md
 * §3.3, §3.13, §3.18), so the answers follow the configured review rule and tiers.
 */
import {
  awardIgnoresRating,
  capitalise,
  cashbackRange,
  firstVoucher,
  invitePoints,
  largerVouchers,
  type PointsProgramme,
  howTheAwardDepends,
  reviewPoints,
  surveyRange,
  tierLadder,
} from '#app/modules/points/points-promise.ts';

export type FaqItem = { question: string; answer: string };
export type FaqSection = { id: string; title: string; items: FaqItem[] };

const earnPoints = (programme: PointsProgramme): FaqItem => ({
  question: 'Come guadagno punti?',
  answer: `Ricevi ${reviewPoints(programme)} per ogni recensione approvata dal nostro team${howTheAwardDepends(programme, ', qualunque sia il voto che dai al prodotto')}. Puoi guadagnarne altri completando i sondaggi (${surveyRange}), con il cashback sugli acquisti presso i partner che lo prevedono (${cashbackRange}, mai tramite i link Amazon) e invitando un amico (${invitePoints} quando conferma il suo indirizzo e-mail).`,
});

const redeemRewards: FaqItem = {
  question: 'Come riscatto i premi?',
  answer: `${capitalise(firstVoucher)}; nel catalogo trovi anche ${largerVouchers}. Scegli il buono nella pagina Premi (/rewards): i punti vengono scalati subito e, quando il team approva la richiesta, ricevi il codice per e-mail. Lo stato delle richieste e i codici ricevuti restano nella sezione «I miei Premi» del tuo profilo.`,
};

const verifiedReviews: FaqItem = {
  question: 'Le recensioni sono verificate?',
  answer:
    'Ogni recensione viene letta dal nostro team prima di essere pubblicata, e può scriverla solo chi ha confermato il proprio indirizzo e-mail. «Verificata» significa soltanto questo: account confermato e moderazione superata. Non possiamo controllare gli acquisti fatti nei negozi, perciò quando l’autore dichiara di aver comprato il prodotto mostriamo «Acquisto dichiarato». Tutti i dettagli sono nella pagina «Come funzionano le recensioni».',
};

const editReview: FaqItem = {
  question: 'Posso modificare una recensione già pubblicata?',
  answer:
    'No, una recensione pubblicata non si può modificare in autonomia. Se devi correggere qualcosa o preferisci rimuoverla, scrivi al supporto dalla pagina Contatti o a supporto@provato.it indicando il prodotto: ti rispondiamo dal lunedì al venerdì, dalle 9:00 alle 18:00.',
};

/** The four answers shown on /contact, in this order. */
export const contactFaq = (programme: PointsProgramme): FaqItem[] => [
  earnPoints(programme),
  redeemRewards,
  verifiedReviews,
  editReview,
];

/** Every answer of /faq, grouped; `id` is the anchor of each group. */
export const faqSections = (programme: PointsProgramme): FaqSection[] => [
  {
    id: 'account',
    title: 'Account',
    items: [
      {
        question: 'Come mi registro?',
        answer:
          'Dalla pagina Accedi scegli «Registrati», inserisci nome, cognome, indirizzo e-mail e una password di almeno 8 caratteri (non troppo comune), poi accetta i termini e l’impegno a scrivere solo recensioni oneste. Ti inviamo un’e-mail con un link: l’account è pronto quando confermi l’indirizzo.',
      },
      {
        question: 'Ho dimenticato la password: cosa faccio?',
        answer:
          'Nella pagina Accedi scegli «Password dimenticata?» e inserisci il tuo indirizzo e-mail: ti inviamo un link per sceglierne una nuova. Se il messaggio non arriva, controlla la cartella dello spam prima di richiederne un altro.',
      },
      {
        question: 'Come cambio nome, foto o password?',
        answer:
          'Dalle Impostazioni (/settings) puoi cambiare nome e cognome, la foto del profilo, la password (serve quella attuale; le altre sessioni aperte vengono chiuse) e scegliere quali e-mail ricevere.',
      },
      {
        question: 'Come contatto il supporto?',
        answer:
          'Scrivici dalla pagina Contatti o a supporto@provato.it. Il supporto risponde dal lunedì al venerdì, dalle 9:00 alle 18:00.',
      },
    ],
  },
  {
    id: 'recensioni',
    title: 'Recensioni',
    items: [
      verifiedReviews,
      editReview,
      {
        question: 'Perché la mia recensione è stata rifiutata?',
        answer:
          'Rifiutiamo le recensioni che non parlano del prodotto, che contengono offese, dati personali o pubblicità, o che sembrano copiate. Quando rifiutiamo una recensione te ne indichiamo il motivo, così puoi scriverne una nuova che rispetti le regole.',
      },
      {
        question: 'Posso recensire lo stesso prodotto più di una volta?',
        answer:
          'No: ognuno può recensire un prodotto una sola volta, così il voto medio rispecchia l’opinione di persone diverse.',
      },
      {
        question: 'In che ordine compaiono le recensioni?',
        answer:
          'Sulla pagina di un prodotto le recensioni compaiono dalla più recente; puoi ordinarle anche per voto o per utilità. Nessuno può pagare per far salire o scendere una recensione e i negozi partner non hanno alcun ruolo nella moderazione.',
      },
    ],
  },
  {
    id: 'punti-e-premi',
    title: 'Punti e premi',
    items: [
      earnPoints(programme),
      redeemRewards,
      {
        question: 'I punti dipendono dal voto che do?',
        answer: awardIgnoresRating(programme)
          ? `No. Una recensione approvata vale ${reviewPoints(programme)} sia che tu dia una stella sia che ne dia cinque, qualunque sia il tono: è la regola prevista dalla direttiva europea Omnibus (UE) 2019/2161 sulle recensioni dei consumatori, e per questo ogni recensione pubblica dichiara che il suo autore riceve punti.`
          : `Sì: una recensione approvata vale ${reviewPoints(programme)}, dieci volte il voto che dai al prodotto. Per questo ogni recensione pubblica dichiara che il suo autore riceve punti.`,
      },
      {
        question: 'Cosa sono i livelli Bronze, Silver e Gold?',
        answer: `Il livello dipende dai punti guadagnati in totale da quando ti sei registrato: ${tierLadder(programme.tiers)}. I punti spesi per i buoni non ti fanno scendere di livello.`,
      },
      {
        question: 'Se una richiesta di premio viene rifiutata, perdo i punti?',
        answer:
          'No. Se il team rifiuta una richiesta ti scriviamo il motivo e ti restituiamo tutti i punti che erano stati scalati.',
      },
      {
        question: 'Guadagno punti se compro tramite i link ai negozi?',
        answer: `I punti delle recensioni non dipendono mai dai clic o dagli acquisti. Il cashback (${cashbackRange}) vale solo per gli acquisti fatti tramite i circuiti che lo consentono, mai tramite i link Amazon.`,
      },
    ],
  },
  {
    id: 'privacy-e-dati',
    title: 'Privacy e dati',
    items: [
      {
        question: 'Come scarico i miei dati?',
        answer:
          'Dalle Impostazioni (/settings) scegli «Scarica i miei dati»: ricevi subito un file JSON con tutti i dati che conserviamo su di te.',
      },
      {
        question: 'Come elimino il mio account?',
        answer:
          'Dalle Impostazioni (/settings), nella sezione «Elimina account», scrivi ELIMINA per confermare. Cancelliamo il profilo, i punti, i premi, le attività e le sessioni; le tue recensioni restano pubblicate in forma anonima. L’operazione non si può annullare.',
      },
      {
        question: 'Quali cookie usate?',
        answer:
          'Solo cookie tecnici, necessari al funzionamento del sito: nessun cookie statistico, pubblicitario o di profilazione. Puoi rivedere la tua scelta in ogni momento da «Preferenze cookie» in fondo alla pagina; l’elenco completo è nella Cookie policy.',
      },
      {
        question: 'Come mi disiscrivo dalla newsletter?',
        answer:
          'Ogni newsletter contiene un link di disiscrizione: basta aprirlo. La newsletter arriva solo a chi ha confermato l’iscrizione dal link ricevuto per e-mail, al massimo una volta a settimana.',
      },
      {
        question: 'Con chi condividete i miei dati?',
        answer:
          'Solo con i fornitori che ci servono per far funzionare il servizio, come l’hosting e l’invio delle e-mail, che trattano i dati per nostro conto. Quando apri il link di un negozio, il negozio riceve la tua visita ma non i tuoi dati di Provato. I dettagli sono nell’informativa privacy.',
      },
    ],
  },
];
