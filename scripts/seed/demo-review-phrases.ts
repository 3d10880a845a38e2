/**
 * What demo reviewers write, per kind of product (scripts/seed/demo-reviews.ts assembles it).
 *
 * A kind's reviews are built from its aspects (a phone's battery, a kettle's spout): each aspect
 * has praise (`good`, for pros and positive text), complaints (`bad`), small nitpicks (`minor`, the
 * cons of a happy review) and faint praise (`modest`, the pros of an unhappy one). A review takes
 * its pros and cons from different aspects, so it never praises and blames the same thing.
 *
 * Markup, resolved per review:
 * - `{o|a}`: the author's grammatical gender, masculine | feminine ("sono rimast{o|a}");
 * - `[lo|la|li|le]`: the product's noun in the kind's phrases, masculine | feminine | masculine
 *   plural | feminine plural ("[lo|la|li|le] consiglio": il telefono, la console, gli auricolari,
 *   le cuffie). Only the phrases shared by kinds need it.
 *
 * No phrase names another kind's parts (a keyboard review never mentions a visor), and a phrase
 * that only fits some products of a kind says which (`needs` / `unless` a trait of
 * demo-catalog.ts `productTraits`).
 */
import type { ProductKind, ProductTrait } from './demo-catalog.ts';

export type Tone = 'positive' | 'mixed' | 'negative';

/** A phrase, or one that only fits products with (`needs`) or without (`unless`) a trait. */
export type Line = string | { text: string; needs?: ProductTrait; unless?: ProductTrait };

export type Aspect = {
  /** The aspect in composed titles ('Autonomia eccellente'); none where that would read badly. */
  label?: string;
  /** The label is plural ('Materiali scadenti'). */
  plural?: boolean;
  /** Praise: a positive review's pros and text, a mixed review's pros. */
  good: Line[];
  /** Complaints: a negative review's cons and text, a mixed review's cons. */
  bad: Line[];
  /** Small nitpicks: the cons of a positive review. */
  minor: Line[];
  /** Faint praise: the pros of a negative review. */
  modest: Line[];
  /** Titles about this aspect alone. */
  titles?: { good?: Line[]; bad?: Line[] };
  needs?: ProductTrait;
  unless?: ProductTrait;
};

/** The product's noun in a kind's phrases: il telefono, la console, gli auricolari, le cuffie. */
export type NounClass = 'm' | 'f' | 'mp' | 'fp';

export type KindPhrases = {
  noun: NounClass;
  /** Tone-neutral first sentences: why or how the author uses it (no durations, no verdicts). */
  openers: Line[];
  /** Titles about the product as a whole (none names an aspect: they fit any pros and cons). */
  titles: Record<Tone, Line[]>;
  aspects: Aspect[];
};

/** Adjectives for composed titles: invariable in gender, so they fit any aspect's label. */
export const titleAdjectives = {
  positive: {
    one: ['eccellente', 'impeccabile', 'al top', 'da applausi', 'sopra le attese', 'sorprendente'],
    many: ['eccellenti', 'impeccabili', 'al top', 'da applausi', 'sopra le attese', 'sorprendenti'],
  },
  /** The good half of a mixed title ('Schermo convincente, autonomia deludente'). */
  fair: {
    one: ['convincente', 'di buon livello', 'al top', 'sopra le attese'],
    many: ['convincenti', 'di buon livello', 'al top', 'sopra le attese'],
  },
  negative: {
    one: ['deludente', 'insufficiente', 'sotto le attese', 'da rivedere', 'scadente'],
    many: ['deludenti', 'insufficienti', 'sotto le attese', 'da rivedere', 'scadenti'],
  },
} as const;

/** Last sentences, shared by every kind. */
export const closers: Record<Tone, Line[]> = {
  positive: [
    '[Lo|La|Li|Le] consiglio senza esitazioni.',
    '[Lo|La|Li|Le] ricomprerei domani.',
    'Per me [è promosso|è promossa|sono promossi|sono promosse] a pieni voti.',
    "Sono davvero soddisfatt{o|a} dell'acquisto.",
    'Acquisto azzeccato, sono content{o|a} della scelta.',
    "[L'ho già consigliato|L'ho già consigliata|Li ho già consigliati|Le ho già consigliate] a mezza famiglia.",
    'Dopo qualche mese di uso quotidiano non tornerei indietro.',
  ],
  mixed: [
    'Nel complesso [lo|la|li|le] tengo, ma a questo prezzo mi aspettavo qualcosa in più.',
    'Tre stelle oneste: né un affare né un errore.',
    'Se [lo|la|li|le] trovate in offerta può valere la pena.',
    'Non [lo|la|li|le] sconsiglio, ma valutate bene le alternative.',
    'Sono soddisfatt{o|a} a metà.',
    'Con qualche accortezza in più sarebbe stato un acquisto da cinque stelle.',
  ],
  negative: [
    'Non [lo|la|li|le] consiglio.',
    'Sono molto delus{o|a}.',
    "Mi sono pentit{o|a} dell'acquisto.",
    'Con la stessa cifra si trova di meglio.',
    'Per me è un acquisto da evitare.',
    "Ho scritto all'assistenza e aspetto ancora una risposta.",
  ],
};

/** Aspects every kind has. */
const value: Aspect = {
  good: [
    'Rapporto qualità-prezzo ottimo: ho confrontato diverse alternative e nessuna offriva tanto a questa cifra.',
    'Preso in offerta, a questo prezzo è un affare.',
    'Costa il giusto per quello che offre, senza fronzoli inutili.',
  ],
  bad: [
    'Il prezzo è esagerato per quello che offre: la concorrenza dà di più con meno.',
    'Costa troppo rispetto alle alternative, che a parità di cifra fanno meglio.',
  ],
  minor: ["A prezzo pieno costa un po' troppo: conviene aspettare un'offerta."],
  modest: [
    'Almeno il prezzo è onesto.',
    "[L'ho pagato|L'ho pagata|Li ho pagati|Le ho pagate] poco, questo va detto.",
  ],
  titles: {
    good: ['Vale ogni euro speso', 'Rapporto qualità-prezzo da applausi'],
    bad: ['Non vale quello che costa', 'Troppo caro per quello che offre'],
  },
};

const build: Aspect = {
  label: 'Materiali',
  plural: true,
  good: [
    'Materiali solidi e ben assemblati: si sente che è un prodotto curato.',
    'Finiture curate, niente scricchiolii né parti che ballano.',
    '[Ben costruito|Ben costruita|Ben costruiti|Ben costruite], dà una sensazione di solidità che a questo prezzo non è scontata.',
  ],
  bad: [
    "Le plastiche sono economiche e scricchiolano appena si fa un po' di pressione.",
    'Finiture approssimative: bordi non allineati e giochi tra le parti.',
  ],
  minor: [
    'Le superfici lucide trattengono impronte e polvere.',
    'La confezione è piena di plastica inutile.',
  ],
  modest: ['Almeno la costruzione sembra solida.', 'Esteticamente non è male.'],
};

export const sharedAspects: Aspect[] = [value, build];

const smartphone: KindPhrases = {
  noun: 'm',
  openers: [
    "L'ho preso per sostituire un telefono di quattro anni fa.",
    'Lo uso come telefono principale, anche per lavoro.',
    'Cercavo un telefono che facesse buone foto in viaggio.',
    "Me l'hanno regalato per il compleanno.",
    'Sono passat{o|a} a questo modello dopo anni con un altro marchio.',
    'Lo uso tanto: social, navigatore, foto e qualche gioco.',
  ],
  titles: {
    positive: [
      'Il telefono che cercavo',
      'Finalmente un telefono senza compromessi',
      'Uno smartphone che fa tutto bene',
      'Passaggio riuscito dal vecchio telefono',
      'Non lo cambierei con nessun altro',
      'Un telefono riuscito sotto ogni aspetto',
    ],
    mixed: [
      'Buon telefono, con qualche riserva',
      'Luci e ombre',
      'Bene, ma non benissimo',
      'Non male, ma il prezzo pesa',
    ],
    negative: [
      'Il telefono peggiore che abbia avuto',
      'Non vale il prezzo richiesto',
      'Una delusione su tutta la linea',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Autonomia',
      good: [
        'Autonomia eccellente: con un uso intenso arrivo a sera con ancora il 30% di carica.',
        'La batteria regge una giornata e mezza senza ansia da caricatore.',
        "La ricarica è rapidissima: in mezz'ora passo dal 10 al 70%.",
      ],
      bad: [
        'La batteria non arriva al pomeriggio, anche con un uso leggero.',
        "Con il 5G attivo la carica scende a vista d'occhio.",
        "Si ricarica lentamente: per il pieno serve quasi un'ora e mezza.",
      ],
      minor: ['Il caricabatterie non è incluso nella confezione.'],
      modest: ['La ricarica almeno è veloce.'],
      titles: { good: ['Arriva a sera senza problemi'], bad: ['Batteria che non arriva a metà giornata'] },
    },
    {
      label: 'Fotocamera',
      good: [
        'La fotocamera principale scatta foto nitide e con colori naturali anche in interni.',
        'Di notte le foto restano pulite e luminose, meglio di quanto sperassi.',
        'I ritratti hanno uno sfocato naturale e la pelle non sembra di plastica.',
      ],
      bad: [
        'Le foto in interni sono impastate e piene di rumore.',
        'I colori delle foto sono falsati, con un contrasto esagerato.',
        "L'app della fotocamera è lenta: spesso perdo l'attimo.",
      ],
      minor: ['Il modulo fotografico sporge e il telefono balla appoggiato sul tavolo.'],
      modest: ['Di giorno le foto sono discrete.'],
      titles: { good: ['Foto bellissime anche di notte'], bad: ['Fotocamera molto sotto le aspettative'] },
    },
    {
      label: 'Zoom',
      needs: 'zoom',
      good: [
        'Lo zoom ottico è utilissimo in viaggio e ai concerti.',
        'Il teleobiettivo tira fuori dettagli che non mi aspettavo da un telefono.',
      ],
      bad: [
        "Appena si zooma un po' le immagini perdono definizione.",
        'Con poca luce il teleobiettivo impasta tutto.',
      ],
      minor: ['Lo zoom digitale spinto al massimo serve a poco.'],
      modest: ['Lo zoom di giorno fa il suo lavoro.'],
    },
    {
      label: 'Display',
      good: [
        'Display luminosissimo, si legge perfettamente anche sotto il sole di agosto.',
        'Schermo fluido e dai colori vivi, guardare video è un piacere.',
        'Il display è nitido e ben calibrato già con le impostazioni di fabbrica.',
      ],
      bad: [
        'A bassa luminosità lo schermo sfarfalla e la sera mi affatica la vista.',
        'Sotto il sole il display si legge a fatica.',
      ],
      minor: ["La luminosità automatica a volte è un po' troppo zelante."],
      modest: ['Lo schermo è luminoso, questo sì.'],
    },
    {
      label: 'Prestazioni',
      plural: true,
      good: [
        'Interfaccia fluida, nessun rallentamento anche con molte app aperte.',
        'Veloce in tutto, anche con i giochi più pesanti.',
        "Le app si aprono all'istante e il multitasking non fa una piega.",
      ],
      bad: [
        'Si scalda parecchio anche solo usando il navigatore.',
        "Dopo l'ultimo aggiornamento l'interfaccia scatta e le app si chiudono da sole.",
        'Il Bluetooth si disconnette di continuo dalla macchina.',
      ],
      minor: ["Durante le sessioni di gioco lunghe si scalda un po'."],
      modest: ["Nell'uso base è abbastanza reattivo."],
    },
    {
      label: 'Software',
      good: [
        'Aggiornamenti garantiti per molti anni, un bel vantaggio sul lungo periodo.',
        'Il sistema è pulito, senza app inutili preinstallate.',
      ],
      bad: [
        'Troppe app preinstallate e pubblicità persino nelle notifiche di sistema.',
        'Le notifiche arrivano in ritardo per la gestione aggressiva della batteria.',
      ],
      minor: ['Qualche app preinstallata da disinstallare a mano.'],
      modest: ['Il sistema riceve aggiornamenti regolari.'],
    },
    {
      label: 'Ergonomia',
      good: ['Impugnatura comoda e peso ben bilanciato.', 'Si usa bene anche con una mano.'],
      bad: [
        'Il retro in vetro è scivolosissimo: senza cover mi è già caduto due volte.',
        'Troppo grande e pesante per usarlo con una mano.',
      ],
      minor: ['Il retro trattiene le impronte, meglio usare una cover.'],
      modest: ['In mano è comodo.'],
    },
    {
      label: 'Cerniera',
      needs: 'foldable',
      good: [
        'Chiuso sta in qualsiasi tasca e lo schermo esterno basta per le notifiche.',
        'La cerniera è solida e si apre con una mano.',
      ],
      bad: [
        'La piega al centro dello schermo si vede e si sente sotto il dito.',
        'La pellicola dello schermo interno ha iniziato a sollevarsi ai bordi.',
      ],
      minor: ['La piega centrale si nota controluce.'],
      modest: ['Da chiuso è compatto.'],
    },
    {
      label: 'Audio',
      good: [
        'Altoparlanti stereo potenti e puliti, ottimi per video e vivavoce.',
        'In chiamata mi sentono benissimo anche per strada.',
      ],
      bad: [
        'In chiamata la voce arriva metallica a chi mi ascolta.',
        'Gli altoparlanti gracchiano al volume massimo.',
      ],
      minor: ["La vibrazione è un po' debole."],
      modest: ['In chiamata si sente in modo accettabile.'],
    },
  ],
};

const laptopBattery: Aspect = {
  label: 'Autonomia',
  good: [
    'Autonomia eccellente: una giornata intera di lavoro senza caricatore.',
    'La batteria dura tutto il giorno in università, non cerco più una presa libera.',
    'Ricarica via USB-C: uso lo stesso caricatore del telefono.',
  ],
  bad: [
    "L'autonomia dichiarata è un miraggio: nella realtà faccio a malapena quattro ore.",
    'Senza caricatore dura poco più di mezza giornata.',
  ],
  minor: ["Il caricatore è un po' ingombrante."],
  modest: ['La batteria arriva a fine mattinata.'],
};

const laptop: KindPhrases = {
  noun: 'm',
  openers: [
    "L'ho comprato per l'università.",
    'Lo uso per lavoro, tra ufficio e smart working.',
    'Cercavo un portatile leggero da portare in treno tutti i giorni.',
    'Ha sostituito un portatile di sei anni fa.',
    'Lo uso soprattutto per scrivere, navigare e qualche videochiamata.',
  ],
  titles: {
    positive: [
      'Il portatile che cercavo',
      'Perfetto per lavoro e università',
      'Acquisto azzeccato per lo studio',
      'Un compagno di lavoro affidabile',
      'Non potevo chiedere di meglio',
    ],
    mixed: [
      'Buon portatile, con qualche compromesso',
      'Valido, ma non per tutti',
      'Luci e ombre',
      'Buono, ma non per ogni uso',
    ],
    negative: [
      'Un portatile da dimenticare',
      'Non vale quello che costa',
      'Pieno di problemi fin dal primo giorno',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    laptopBattery,
    {
      label: 'Silenziosità',
      unless: 'fanless',
      good: [
        'Silenzioso: anche con decine di schede aperte le ventole restano ferme.',
        'Non scalda e non fa rumore neanche nelle videochiamate lunghe.',
      ],
      bad: [
        'Le ventole partono anche solo navigando, un rumore continuo in una stanza silenziosa.',
        'La parte inferiore scotta quando lo uso sulle gambe.',
      ],
      minor: ['Sotto sforzo le ventole si fanno sentire.'],
      modest: ['Per scrivere documenti resta abbastanza silenzioso.'],
    },
    {
      label: 'Silenziosità',
      needs: 'fanless',
      good: [
        'Senza ventole è completamente silenzioso: in biblioteca è perfetto.',
        'Anche con lavori pesanti resta appena tiepido e non fa il minimo rumore.',
      ],
      bad: [
        'Con gli export video lunghi si scalda e rallenta vistosamente.',
        'Senza ventole, nei lavori pesanti abbassa le prestazioni dopo pochi minuti.',
      ],
      minor: ["Con gli export lunghi scalda un po' e rallenta."],
      modest: ['Almeno è silenzioso.'],
    },
    {
      label: 'Schermo',
      good: [
        'Schermo nitido e luminoso, guardare film è un piacere.',
        'Colori fedeli già di fabbrica: per il fotoritocco è una garanzia.',
        'Lo schermo è ampio e si lavora bene con due finestre affiancate.',
      ],
      bad: [
        'Lo schermo è poco luminoso: vicino a una finestra si fatica a leggere.',
        'Lo schermo lucido riflette tutto, in ufficio è un problema.',
      ],
      minor: ["Lo schermo lucido riflette un po' le luci della stanza."],
      modest: ['La risoluzione dello schermo è adeguata.'],
    },
    {
      label: 'Schermo OLED',
      needs: 'oled',
      good: [
        'Lo schermo OLED ha neri profondi e colori vivissimi, i film sono uno spettacolo.',
        "L'OLED rende tutto più nitido, dalle foto ai documenti.",
      ],
      bad: [
        "A bassa luminosità lo schermo OLED sfarfalla e dopo un po' mi affatica la vista.",
        'Lo schermo OLED lucidissimo riflette tutto quello che ho alle spalle.',
      ],
      minor: ["Con le barre fisse del desktop temo un po' il burn-in."],
      modest: ["Lo schermo OLED ha bei colori, ma è l'unica cosa che salvo."],
    },
    {
      label: 'Tastiera',
      good: [
        'Tastiera comoda con corsa ben calibrata, ci ho scritto la tesi senza stancarmi.',
        'Touchpad ampio e preciso, il mouse lo uso raramente.',
        'Tastiera retroilluminata e silenziosa, comodissima anche la sera.',
      ],
      bad: [
        "La tastiera ha una corsa cortissima e dopo un po' scrivere diventa faticoso.",
        'Il touchpad registra clic fantasma e sposta il cursore da solo.',
      ],
      minor: ['Alcuni tasti hanno una disposizione poco intuitiva.'],
      modest: ['La tastiera è nella media.'],
    },
    {
      good: [
        'Collego monitor esterno e alimentazione con un solo cavo USB-C.',
        'Le porte sono ben distribuite su entrambi i lati.',
      ],
      bad: [
        'Poche porte: senza un adattatore non collego monitor e chiavette insieme.',
        'Le porte sono tutte sullo stesso lato e i cavi intralciano.',
      ],
      minor: ['Servirebbe una porta USB in più.'],
      modest: ["Le porte bastano per l'essenziale."],
    },
    {
      label: 'Prestazioni',
      plural: true,
      good: [
        "Veloce in tutto: si accende in pochi secondi e si riattiva dallo standby all'istante.",
        'Con IDE, Docker e browser aperti insieme non ho mai un rallentamento.',
        'Regge bene Photoshop e il montaggio di video leggeri.',
      ],
      bad: [
        'Lento fin dal primo avvio: con tanti programmi aperti arranca.',
        'Il Wi-Fi si disconnette continuamente e nessun aggiornamento dei driver ha risolto.',
      ],
      minor: ["Il primo avvio con tutti gli aggiornamenti richiede un po' di pazienza."],
      modest: ['Per navigare e scrivere va bene.'],
    },
    {
      needs: 'arm',
      good: [
        'Il processore ARM consuma pochissimo e tutti i programmi che uso girano senza intoppi.',
        'Le app ottimizzate per ARM volano e la batteria ne guadagna.',
      ],
      bad: [
        'Alcuni programmi di lavoro non sono compatibili con il processore ARM.',
        'I driver della stampante e la VPN aziendale non funzionano su ARM.',
      ],
      minor: ["Qualche programma datato gira in emulazione ed è un po' più lento."],
      modest: ['Le app di Microsoft girano bene.'],
    },
    {
      label: 'Webcam',
      good: [
        'Webcam di buona qualità: in videochiamata finalmente mi vedono bene.',
        'Microfoni e webcam ottimi per le riunioni, anche in stanze rumorose.',
      ],
      bad: [
        'La webcam è sgranata anche con una buona luce.',
        'In videochiamata i colleghi sentono un ronzio dai microfoni.',
      ],
      minor: ['La webcam con poca luce perde dettaglio.'],
      modest: ['La webcam basta per le videochiamate.'],
    },
    {
      good: [
        'Leggero e sottile, lo porto nello zaino tutti i giorni senza accorgermene.',
        'Sta in qualsiasi borsa e pesa pochissimo.',
      ],
      bad: [
        'Pesa più di quanto dica la scheda, a fine giornata lo zaino si fa sentire.',
        'Tra portatile e caricatore lo zaino diventa pesante.',
      ],
      minor: ['Il caricatore non è dei più compatti.'],
      modest: ['Almeno è abbastanza leggero.'],
    },
  ],
};

const gamingLaptop: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo uso per giocare la sera dopo il lavoro.',
    "L'ho preso per sostituire un PC fisso da gioco.",
    "Cercavo un portatile da gioco da portare anche all'università.",
    'Ci gioco e ci faccio montaggio video.',
  ],
  titles: {
    positive: [
      'Potenza da vendere',
      'Il portatile da gioco che cercavo',
      'Gioca a tutto senza compromessi',
      'Un mostro di potenza',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Potente, ma con qualche compromesso',
      'Luci e ombre',
      'Valido, ma non per tutti',
      'Buono, ma non per ogni uso',
    ],
    negative: [
      'Un portatile da gioco da dimenticare',
      'Non vale quello che costa',
      'Problemi fin dal primo giorno',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Prestazioni in gioco',
      plural: true,
      good: [
        'Nei giochi recenti tiene frame rate alti a dettagli elevati.',
        'Anche dopo ore di gioco non ci sono cali di prestazioni.',
        'Con il DLSS attivo i titoli più pesanti girano fluidi.',
      ],
      bad: [
        "Dopo mezz'ora di gioco le prestazioni calano per il surriscaldamento.",
        'Nei titoli recenti devo scendere a dettagli medi per avere una fluidità decente.',
      ],
      minor: ['Nei titoli più pesanti conviene abbassare qualche dettaglio.'],
      modest: ['Con i giochi meno recenti se la cava.'],
    },
    {
      label: 'Raffreddamento',
      good: [
        'Il raffreddamento fa bene il suo lavoro: la tastiera resta fresca anche in gioco.',
        'Con il profilo silenzioso, per studiare, quasi non si sente.',
      ],
      bad: [
        "In gioco le ventole sono rumorosissime, si sentono dall'altra stanza.",
        'La tastiera diventa bollente dopo pochi minuti di gioco.',
      ],
      minor: ['In gioco le ventole si fanno sentire.'],
      modest: ['Fuori dal gioco resta abbastanza silenzioso.'],
    },
    {
      label: 'Display',
      good: [
        'Il display ad alta frequenza è fluidissimo, negli sparatutto fa la differenza.',
        'Colori vivaci e tempi di risposta rapidi, niente scie nelle scene veloci.',
      ],
      bad: [
        'Il display ha colori spenti e angoli di visione limitati.',
        'Lo schermo mostra aloni di luce sui bordi nelle scene scure.',
      ],
      minor: ["Lo schermo non è luminosissimo all'aperto."],
      modest: ['La frequenza del display è alta, almeno quella.'],
    },
    {
      label: 'Autonomia',
      good: [
        'Fuori dal gioco la batteria regge una mattinata di lezioni.',
        'Con la grafica integrata arrivo a cinque o sei ore di uso leggero.',
      ],
      bad: [
        "Senza alimentatore la batteria dura poco più di un'ora e mezza.",
        'La batteria si scarica anche in standby.',
      ],
      minor: ["In gioco serve sempre l'alimentatore."],
      modest: ['Per prendere appunti la batteria basta.'],
    },
    {
      label: 'Tastiera',
      good: [
        'Tastiera RGB comoda e reattiva, anche per scrivere a lungo.',
        'I tasti hanno una corsa piacevole e i WASD sono ben evidenziati.',
      ],
      bad: [
        'La tastiera flette al centro e alcuni tasti si inceppano.',
        'Il touchpad è piccolo e impreciso.',
      ],
      minor: ["Il software per le luci della tastiera è un po' macchinoso."],
      modest: ['La tastiera è discreta.'],
    },
    {
      good: [
        'Per essere un portatile da gioco è sorprendentemente compatto.',
        'Entra nello zaino e lo porto da un amico per le serate di gioco.',
      ],
      bad: [
        'Tra portatile e alimentatore si superano i tre chili: altro che trasportabile.',
        "L'alimentatore è enorme e pesa quanto un mattone.",
      ],
      minor: ["L'alimentatore è grande e pesante."],
      modest: ['Almeno entra nello zaino.'],
    },
  ],
};

const tv: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo abbiamo messo in salotto al posto di un LCD di dieci anni fa.',
    'Lo uso soprattutto per film, serie e qualche partita.',
    'Cercavo un televisore per giocare con la PS5.',
    "L'abbiamo appeso a parete in soggiorno.",
    'In casa lo guardiamo soprattutto la sera, con le luci basse.',
  ],
  titles: {
    positive: [
      'Sembra di essere al cinema',
      'Acquisto perfetto per il salotto',
      'Il televisore che aspettavamo',
      'Un televisore da non credere',
      'Serate di film mai così belle',
    ],
    mixed: [
      'Buon televisore, con qualche riserva',
      'Luci e ombre',
      'Discreto, ma mi aspettavo di più',
      'Buono, ma non per tutti',
    ],
    negative: [
      'Un televisore da dimenticare',
      'Non vale quello che costa',
      'Un acquisto sbagliato',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Immagine',
      good: [
        'Colori vivi e dettaglio impressionante, i film in Dolby Vision sono spettacolari.',
        "L'upscaling è ottimo: anche i canali del digitale terrestre sono guardabili.",
        'Immagine già ben calibrata con la modalità Filmmaker, senza toccare nulla.',
      ],
      bad: [
        "L'immagine è spenta anche in modalità Vivida, di giorno bisogna abbassare le tapparelle.",
        'La calibrazione di fabbrica è pessima: tutto ha una dominante bluastra.',
      ],
      minor: ["La calibrazione di fabbrica è un po' fredda, ho ritoccato le impostazioni."],
      modest: ["Con i contenuti 4K l'immagine è discreta."],
      titles: { good: ["Qualità d'immagine da urlo"], bad: ['Immagine scura e spenta'] },
    },
    {
      label: 'Neri',
      plural: true,
      needs: 'oled',
      good: [
        'Neri perfetti e contrasto infinito, le scene notturne sono da brividi.',
        'Con le luci spente il nero è nero davvero, senza aloni.',
      ],
      bad: [
        'Si vede già un alone del logo del canale delle notizie.',
        'Nelle scene scure compaiono bande e macchie sul nero.',
      ],
      minor: ["Con i loghi fissi dei canali di notizie bisogna stare un po' attenti."],
      modest: ['I neri sono profondi, questo va riconosciuto.'],
      titles: { good: ['Neri perfetti, sembra di essere al cinema'] },
    },
    {
      label: 'Contrasto',
      unless: 'oled',
      good: [
        'Il contrasto è buono anche nelle scene scure, senza aloni evidenti.',
        'Luminosità altissima: si vede benissimo anche nel salotto pieno di sole.',
      ],
      bad: [
        'Aloni di luce negli angoli: le scene nere sembrano grigie.',
        'Attorno ai sottotitoli si vede un blooming fastidioso.',
      ],
      minor: ['Nelle scene molto scure si nota un leggero alone attorno ai sottotitoli.'],
      modest: ['Di giorno la luminosità basta.'],
      titles: { bad: ['Aloni e blooming ovunque'] },
    },
    {
      label: 'Sistema smart',
      good: [
        'Il sistema smart è rapido e ha tutte le app che uso, da Netflix a RaiPlay.',
        'Interfaccia veloce e telecomando comodo, anche i miei genitori lo usano senza problemi.',
      ],
      bad: [
        "Interfaccia lentissima: per aprire un'app servono dieci secondi.",
        'Le app si bloccano spesso e bisogna riavviare il televisore.',
      ],
      minor: ["La schermata principale mostra un po' troppa pubblicità."],
      modest: ['Le app principali ci sono tutte.'],
      titles: { good: ['Smart TV veloce e completa'], bad: ['Sistema operativo lentissimo'] },
    },
    {
      label: 'Modalità gioco',
      good: [
        'Con la PS5 gioco in 4K a 120 Hz senza ritardi percepibili.',
        'Il VRR elimina il tearing e in modalità gioco la latenza è bassissima.',
      ],
      bad: [
        "In modalità gioco l'immagine diventa scura e piatta.",
        'Solo una porta HDMI supporta i 120 Hz: devo scegliere tra console e soundbar.',
      ],
      minor: ['Non tutte le porte HDMI supportano i 120 Hz.'],
      modest: ['La modalità gioco riduce la latenza.'],
    },
    {
      label: 'Audio',
      good: [
        'Audio sorprendentemente buono per essere integrato, i dialoghi si capiscono bene.',
        "Per l'uso di tutti i giorni la soundbar non mi serve.",
      ],
      bad: [
        "L'audio integrato è povero e i dialoghi si capiscono a fatica.",
        'A volume alto gli altoparlanti gracchiano.',
      ],
      minor: ["L'audio integrato è povero di bassi: per i film ci vuole una soundbar."],
      modest: ["Per i telegiornali l'audio basta."],
    },
    {
      label: 'Fluidità',
      good: [
        'Il movimento nelle partite di calcio è fluido e senza scie.',
        "Anche nelle panoramiche veloci l'immagine resta pulita.",
      ],
      bad: [
        'Nelle partite il pallone lascia una scia evidente.',
        "Nelle panoramiche veloci l'immagine scatta.",
      ],
      minor: ['Nelle panoramiche molto veloci si nota qualche scatto.'],
      modest: ['Nei film il movimento è accettabile.'],
    },
    {
      good: [
        'Il trattamento antiriflesso funziona davvero: niente più lampade riflesse.',
        'Anche con le finestre di fronte lo schermo resta leggibile.',
      ],
      bad: [
        'Lo schermo lucido riflette tutto: di giorno si vede la finestra più del film.',
        'Con le luci accese in salotto i riflessi sono fastidiosissimi.',
      ],
      minor: ['Con le finestre di fronte qualche riflesso si vede.'],
      modest: ['La sera, a luci spente, si vede bene.'],
    },
    {
      label: 'Design',
      good: [
        'Cornici sottilissime: appeso a parete sembra un quadro.',
        'Il piedistallo centrale permette di appoggiarlo anche su un mobile stretto.',
      ],
      bad: [
        'I piedini sono distanti e il televisore non entra nel mio mobile.',
        'Il supporto da tavolo è traballante.',
      ],
      minor: ['I piedini sono molto distanti tra loro.'],
      modest: ['Esteticamente è elegante.'],
    },
  ],
};

const monitor: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo uso in smart working collegato al portatile.',
    'Lo uso per giocare e per il fotoritocco.',
    'Ha sostituito un vecchio monitor Full HD.',
    'Cercavo un monitor per la postazione di lavoro di casa.',
  ],
  titles: {
    positive: [
      'Il monitor che cercavo',
      'Postazione finalmente completa',
      'Un salto di qualità per la scrivania',
      'Non tornerei mai indietro',
      'Lavorare è diventato un piacere',
    ],
    mixed: [
      'Buon monitor, con qualche riserva',
      'Luci e ombre',
      'Discreto, ma non perfetto',
      'Buono, ma non per ogni uso',
    ],
    negative: [
      'Un monitor da dimenticare',
      'Non vale quello che costa',
      'Un acquisto sbagliato',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Pannello',
      good: [
        'Colori accuratissimi già di fabbrica, per il fotoritocco è perfetto.',
        'Testo nitidissimo: leggere documenti per ore non affatica la vista.',
        'Uniformità ottima, nessun angolo più chiaro degli altri.',
      ],
      bad: [
        'Colori slavati anche dopo la calibrazione.',
        'Appena acceso ho trovato due pixel morti al centro.',
        'Un angolo del pannello è visibilmente più chiaro degli altri.',
      ],
      minor: ['Con i testi in Windows si nota qualche frangia di colore attorno ai caratteri.'],
      modest: ['Per navigare e scrivere il pannello va bene.'],
      titles: { good: ['Colori perfetti per il fotoritocco'], bad: ['Pixel morti appena acceso'] },
    },
    {
      label: 'Neri',
      plural: true,
      needs: 'oled',
      good: [
        'Pannello OLED con neri perfetti, nelle scene scure è imbattibile.',
        'Tempi di risposta istantanei: niente scie nemmeno nei giochi più veloci.',
      ],
      bad: [
        'I cicli di pulizia del pannello OLED partono nel mezzo del lavoro.',
        'Con le barre fisse di Windows ho già notato un principio di burn-in.',
      ],
      minor: ['Il pannello OLED chiede cicli di pulizia che interrompono il lavoro.'],
      modest: ["I neri dell'OLED sono profondi."],
      titles: { good: ['Neri OLED da sogno'] },
    },
    {
      label: 'Retroilluminazione',
      unless: 'oled',
      good: [
        'Nessun alone negli angoli, nemmeno con lo sfondo nero.',
        'Luminosità uniforme su tutto il pannello.',
      ],
      bad: [
        'Bleeding evidente negli angoli: con lo sfondo nero sembra che ci sia una torcia accesa.',
        "Sfarfallio a bassa luminosità: dopo un'ora ho mal di testa.",
      ],
      minor: ['Nelle scene scure si nota un leggero bleeding in un angolo.'],
      modest: ['Di giorno la luminosità è sufficiente.'],
      titles: { bad: ['Backlight bleeding evidente'] },
    },
    {
      label: 'Fluidità',
      needs: 'high-refresh',
      good: [
        'Frequenza altissima: nei giochi competitivi tutto è incredibilmente fluido.',
        'Sono passat{o|a} da 60 Hz a questo e non si torna più indietro.',
      ],
      bad: [
        "Ghosting evidente nelle scene veloci, anche alzando l'overdrive.",
        'Con il VRR attivo lo schermo sfarfalla nei caricamenti.',
      ],
      minor: ["Con le impostazioni standard si nota un po' di ghosting."],
      modest: ['La frequenza alta si sente nei giochi.'],
      titles: { good: ['Fluidità incredibile in gaming'] },
    },
    {
      label: 'Supporto',
      good: [
        'Supporto regolabile in altezza, inclinazione e rotazione: la mia schiena ringrazia.',
        'Supporto stabile, lo schermo non trema nemmeno quando scrivo con foga.',
      ],
      bad: [
        'Il supporto traballa a ogni tasto premuto.',
        'Il supporto è arrivato crepato e il montaggio è macchinoso.',
      ],
      minor: ['Il supporto occupa parecchia profondità sulla scrivania.'],
      modest: ['Il supporto è stabile.'],
    },
    {
      needs: 'usb-c',
      good: [
        'Un solo cavo USB-C per immagine, rete e ricarica del portatile: scrivania finalmente ordinata.',
        "Il portatile si ricarica dal monitor, l'alimentatore è rimasto nel cassetto.",
      ],
      bad: [
        'La ricarica USB-C non basta e il portatile si scarica lo stesso.',
        'Il collegamento USB-C perde il segnale ogni volta che il portatile va in standby.',
      ],
      minor: ['La ricarica USB-C non basta per i portatili più esigenti.'],
      modest: ['La porta USB-C funziona.'],
      titles: { good: ['Un solo cavo per tutto'] },
    },
    {
      good: [
        'Menu chiaro e joystick comodo, le impostazioni si cambiano al volo.',
        'Le modalità preimpostate sono ben fatte: passo dal lavoro al gioco con un tasto.',
      ],
      bad: [
        'Il menu OSD è un labirinto e il joystick posteriore è scomodissimo.',
        'Si spegne da solo più volte al giorno e nessun firmware ha risolto.',
      ],
      minor: ['Il menu OSD non è dei più intuitivi.'],
      modest: ['Una volta impostato, il menu non serve più.'],
    },
  ],
};

const tablet: KindPhrases = {
  noun: 'm',
  openers: [
    "Lo uso all'università per studiare e prendere appunti.",
    "L'ho regalato a mia madre per videochiamate e giornali.",
    'Lo usiamo in famiglia per film, serie e giochi.',
    'Cercavo un tablet leggero per leggere a letto.',
    'Lo porto in viaggio al posto del portatile.',
  ],
  titles: {
    positive: [
      'Il tablet ideale per tutta la famiglia',
      'Sostituisce il portatile per molte cose',
      'Il tablet che cercavo',
      'Lo usiamo tutti in famiglia',
      'Non me ne separo più',
    ],
    mixed: [
      'Buon tablet, con qualche limite',
      'Luci e ombre',
      'Discreto, ma mi aspettavo di più',
      'Buono, ma non per ogni uso',
    ],
    negative: [
      'Un tablet da dimenticare',
      'Troppo costoso per quello che offre',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Schermo',
      good: [
        'Display luminoso e dai colori vivi, ideale per Netflix a letto.',
        'Lo schermo è nitido e grande abbastanza per leggere i fumetti a pagina intera.',
        'Fluido e reattivo al tocco, scorrere le pagine è un piacere.',
      ],
      bad: [
        "Lo schermo riflette tantissimo, all'aperto non si vede nulla.",
        'La luminosità massima è bassa: in treno di giorno si fatica a leggere.',
      ],
      minor: ["Lo schermo lucido riflette un po' all'aperto."],
      modest: ['Lo schermo è discreto.'],
      titles: { good: ['Schermo meraviglioso per film e serie'] },
    },
    {
      label: 'Autonomia',
      good: [
        'La batteria dura tre giorni con un uso moderato.',
        'A fine volo la batteria era ancora a metà.',
      ],
      bad: [
        'La batteria dura tre ore guardando video.',
        'Il caricatore incluso è lentissimo: per la ricarica completa servono quasi tre ore.',
      ],
      minor: ["Con il caricatore incluso la ricarica è un po' lenta."],
      modest: ['La batteria regge una serata di film.'],
    },
    {
      label: 'Penna',
      needs: 'pen',
      good: [
        "Scrivere con la penna è naturalissimo: all'università ho eliminato i quaderni.",
        'La penna non ha latenza percepibile, ci disegno ogni sera.',
      ],
      bad: [
        'La penna salta le linee e non registra i tratti veloci.',
        'La penna si scarica in fretta se non la si aggancia al magnete.',
      ],
      minor: ['La penna si scarica se non la si ripone sul magnete.'],
      modest: ['Per sottolineare i PDF la penna va bene.'],
      titles: { good: ['Con la penna è un quaderno digitale'], bad: ['Penna imprecisa e inutilizzabile'] },
    },
    {
      label: 'Prestazioni',
      plural: true,
      good: [
        'Fluido e veloce anche con i giochi più impegnativi.',
        'La modalità con due app affiancate è comodissima per studiare.',
      ],
      bad: [
        "Lentissimo già all'accensione, con le app che si bloccano di continuo.",
        "Con i giochi un po' pesanti scatta e si scalda.",
      ],
      minor: ['Alcune app non sono ottimizzate per lo schermo grande.'],
      modest: ['Per navigare e leggere basta.'],
    },
    {
      label: 'Audio',
      good: [
        'Gli altoparlanti hanno un audio stereo sorprendente per un tablet.',
        'Il volume è alto e pieno, per i film non servono altoparlanti esterni.',
      ],
      bad: [
        'Gli altoparlanti sono deboli e gracchiano a volume alto.',
        'Tenendolo in orizzontale le mani coprono gli altoparlanti.',
      ],
      minor: ['Manca il jack audio.'],
      modest: ['Gli altoparlanti si sentono.'],
    },
    {
      good: [
        'Abbastanza leggero da tenerlo con una mano mentre leggo.',
        'Sottile e leggero, in borsa quasi non si sente.',
      ],
      bad: [
        'Pesante da tenere in mano a letto, dopo dieci minuti devo appoggiarlo.',
        'Senza cover scivola dalle mani.',
      ],
      minor: ["Senza cover scivola un po'."],
      modest: ['Per le dimensioni non è pesante.'],
    },
    {
      label: 'Software',
      good: [
        'Il profilo per i bambini permette di controllare tempi di utilizzo e contenuti.',
        'Si integra bene con il telefono: copio e incollo tra i due.',
      ],
      bad: [
        'Interfaccia piena di app preinstallate e suggerimenti pubblicitari.',
        'Dopo un anno niente più aggiornamenti e alcune app non funzionano più.',
      ],
      minor: ['Qualche app preinstallata di troppo.'],
      modest: ['Il sistema è semplice da usare.'],
    },
    {
      needs: 'arm',
      good: [
        'Il processore ARM consuma pochissimo e i programmi che uso girano senza intoppi.',
        'Le app ottimizzate per ARM volano e la batteria ne guadagna.',
      ],
      bad: [
        'Alcuni programmi di lavoro non sono compatibili con il processore ARM.',
        'I driver della stampante non funzionano su ARM.',
      ],
      minor: ["Qualche programma datato gira in emulazione ed è un po' più lento."],
      modest: ['Le app di Microsoft girano bene.'],
    },
    {
      good: [
        'Con la cover con tastiera diventa un piccolo portatile per email e documenti.',
        'La cover magnetica fa anche da supporto, comodissima sul tavolo.',
      ],
      bad: [
        'La cover con tastiera ufficiale costa quasi quanto il tablet.',
        'La cover ufficiale si è consumata sugli angoli.',
      ],
      minor: ['La cover con tastiera è venduta a parte.'],
      modest: ['La cover ufficiale protegge bene.'],
    },
  ],
};

/** Aspects of everything worn on the wrist. */
const wristAspects: Aspect[] = [
  {
    label: 'Autonomia',
    needs: 'daily-charge',
    good: [
      'La batteria arriva a sera anche con un allenamento e lo schermo sempre acceso.',
      "La ricarica è rapidissima: mentre faccio la doccia torna all'80%.",
    ],
    bad: [
      'Con lo schermo sempre acceso la batteria non arriva a sera.',
      'Ricaricar[lo|la|li|le] ogni notte significa rinunciare al monitoraggio del sonno.',
    ],
    minor: ['Va ricaricat[o|a|i|e] quasi ogni giorno.'],
    modest: ['Una giornata la regge.'],
  },
  {
    label: 'Autonomia',
    unless: 'daily-charge',
    good: [
      {
        text: 'Con una carica arrivo a fine settimana, anche con tre allenamenti con il GPS.',
        unless: 'no-gps',
      },
      'Con una carica arrivo tranquillamente a fine settimana.',
      '[Lo|La|Li|Le] ricarico una volta ogni due settimane.',
    ],
    bad: [
      { text: "L'autonomia dichiarata è un miraggio: con il GPS dura meno della metà.", unless: 'no-gps' },
      { text: "L'autonomia dichiarata è un miraggio: dura meno della metà.", needs: 'no-gps' },
      'La batteria, che prima durava una settimana, ora si scarica in tre giorni.',
    ],
    minor: [
      { text: 'Con il GPS sempre attivo la batteria cala più in fretta.', unless: 'no-gps' },
      'Con lo schermo sempre acceso la batteria cala più in fretta.',
    ],
    modest: [
      { text: 'Senza GPS la batteria dura qualche giorno.', unless: 'no-gps' },
      'La batteria dura qualche giorno.',
    ],
    titles: { good: ['Batteria che dura settimane'] },
  },
  {
    label: 'Sensore cardio',
    good: [
      'La frequenza cardiaca è affidabile anche durante le ripetute.',
      'Il battito a riposo coincide con quello della fascia toracica.',
    ],
    bad: [
      'Il cardio al polso perde colpi negli sprint e segna valori assurdi.',
      'I valori del battito durante la corsa sono completamente sballati.',
    ],
    minor: ["Negli sprint il cardio al polso è un po' in ritardo."],
    modest: ['A riposo il battito è abbastanza preciso.'],
  },
  {
    label: 'Monitoraggio del sonno',
    good: [
      'Il monitoraggio del sonno è dettagliato e mi ha aiutato a cambiare abitudini.',
      'Riconosce con precisione quando mi addormento e quando mi sveglio di notte.',
    ],
    bad: [
      'Il monitoraggio del sonno segna ore di riposo anche quando sono svegli{o|a} sul divano.',
      'I dati sul sonno sono inventati: segna sonno profondo mentre leggo a letto.',
    ],
    minor: ['Ogni tanto scambia il relax sul divano per un pisolino.'],
    modest: ['Il conteggio delle ore di sonno è verosimile.'],
  },
  {
    label: 'Display',
    unless: 'analog',
    good: [
      'Display luminoso e leggibile anche sotto il sole.',
      'Lo schermo è bellissimo e il tocco è preciso anche con le dita sudate.',
    ],
    bad: ["All'aperto lo schermo si legge a fatica.", 'Il vetro si è graffiato dopo poche settimane.'],
    minor: ["La luminosità automatica è un po' bassa all'aperto."],
    modest: ['In casa lo schermo si legge bene.'],
  },
  {
    label: 'Cinturino',
    good: [
      'Comod[o|a|i|e] da indossare anche di notte, non mi accorgo di aver[lo|la|li|le] al polso.',
      'Il cinturino a sgancio rapido si cambia in pochi secondi.',
    ],
    bad: [
      'Il cinturino si è spezzato vicino alla fibbia.',
      'Il cinturino in silicone fa sudare e mi ha irritato la pelle.',
    ],
    minor: ["D'estate il cinturino in silicone fa un po' sudare."],
    modest: ['Il cinturino è morbido.'],
  },
  {
    good: [
      "L'app sul telefono è chiara e i grafici sono facili da leggere.",
      'La sincronizzazione con il telefono è immediata.',
    ],
    bad: [
      'La sincronizzazione con il telefono fallisce un giorno sì e uno no.',
      "L'app è un labirinto di menu e alcune funzioni richiedono un abbonamento.",
    ],
    minor: ["Alcune funzioni avanzate dell'app sono a pagamento."],
    modest: ["L'app mostra i dati essenziali."],
  },
  {
    good: [
      'Le notifiche arrivano puntuali e posso rispondere con le risposte rapide.',
      'Vibrazione discreta ma decisa: non perdo più una chiamata.',
    ],
    bad: [
      'Le notifiche arrivano in ritardo o non arrivano proprio.',
      'La vibrazione è così debole che non mi accorgo delle notifiche.',
    ],
    minor: ['Le risposte rapide ai messaggi sono poche.'],
    modest: ['Le notifiche principali arrivano.'],
  },
];

const gps: Aspect = {
  label: 'GPS',
  unless: 'no-gps',
  good: [
    'GPS precisissimo anche tra i palazzi del centro.',
    'Le tracce delle corse coincidono con il percorso reale, anche nel bosco.',
  ],
  bad: [
    'Il GPS impiega minuti ad agganciare il segnale e la traccia taglia le curve.',
    'Le distanze registrate sono sballate di centinaia di metri.',
  ],
  minor: ['Il primo aggancio del GPS a volte richiede qualche secondo di troppo.'],
  modest: ['Su strada il GPS è accettabile.'],
  titles: { good: ['GPS preciso e dati affidabili'], bad: ['GPS completamente impreciso'] },
};

const smartwatch: KindPhrases = {
  noun: 'm',
  openers: [
    "L'ho preso per avere le notifiche al polso e contare i passi.",
    'Lo porto tutto il giorno, anche in ufficio.',
    'Cercavo uno smartwatch elegante che non sembrasse un giocattolo.',
    "Me l'hanno regalato per Natale.",
  ],
  titles: {
    positive: [
      'Lo smartwatch che cercavo',
      'Elegante e completo',
      'Compagno perfetto di tutti i giorni',
      'Non lo tolgo mai',
      'Bello e completo',
    ],
    mixed: [
      'Buono, ma con qualche limite',
      'Luci e ombre',
      'Discreto, niente di più',
      'Buono, ma non per tutti',
    ],
    negative: [
      'Uno smartwatch da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    ...wristAspects,
    gps,
    {
      label: 'Funzioni smart',
      plural: true,
      unless: 'analog',
      good: [
        'Pagamenti contactless comodissimi quando corro senza portafoglio.',
        'Rispondere alle chiamate dal polso è comodissimo in macchina.',
      ],
      bad: [
        'Le app di terze parti sono poche e spesso non funzionano.',
        "L'assistente vocale non capisce quasi mai cosa gli chiedo.",
      ],
      minor: ['Le app disponibili sono poche.'],
      modest: ['I pagamenti contactless funzionano.'],
    },
    {
      label: 'Design',
      good: [
        'Elegante: sta bene sia con la camicia sia in palestra.',
        'Sottile e leggero, non si impiglia nelle maniche.',
      ],
      bad: ['È troppo spesso e si impiglia nelle maniche.', 'Dal vivo sembra un giocattolo di plastica.'],
      minor: ["È un po' grande per un polso sottile."],
      modest: ['Esteticamente è gradevole.'],
    },
  ],
};

const sportwatch: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo uso per correre quattro volte a settimana.',
    'Mi alleno per la mia prima maratona.',
    'Lo uso tra corsa, bici e montagna.',
    "L'ho preso al posto di un vecchio orologio da corsa.",
  ],
  titles: {
    positive: [
      'Il compagno perfetto per la corsa',
      "L'orologio che cercavo per allenarmi",
      'Affidabile in ogni allenamento',
      'Non mi alleno più senza',
      'Il mio allenatore da polso',
    ],
    mixed: [
      'Buono, ma con qualche limite',
      'Luci e ombre',
      'Valido, ma non perfetto',
      'Buono, ma non per tutti',
    ],
    negative: [
      'Inaffidabile proprio quando serve',
      'Non vale quello che costa',
      'Una delusione su tutta la linea',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    ...wristAspects,
    gps,
    {
      label: 'Metriche di allenamento',
      plural: true,
      good: [
        'Gli allenamenti suggeriti si adattano davvero al mio stato di forma.',
        'Le metriche di recupero mi dicono quando spingere e quando riposare.',
      ],
      bad: [
        'I suggerimenti di allenamento sono generici e spesso contraddittori.',
        'Il carico di allenamento calcolato non ha alcun senso.',
      ],
      minor: ["Le metriche avanzate richiedono un po' di studio."],
      modest: ['Le statistiche di base sono complete.'],
    },
    {
      label: 'Mappe',
      plural: true,
      needs: 'maps',
      good: [
        'Le mappe offline sono utilissime durante le escursioni in montagna.',
        'La navigazione mi ha riportato sul sentiero giusto più di una volta.',
      ],
      bad: [
        'Le mappe sono lente da caricare e lo zoom scatta.',
        'Il ricalcolo del percorso va in crisi ai bivi.',
      ],
      minor: ["Sul display piccolo le mappe sono un po' sacrificate."],
      modest: ['Le mappe ci sono, anche se essenziali.'],
    },
    {
      label: 'Robustezza',
      good: [
        'Resistente a tutto: graffi, pioggia, piscina e cadute sulle rocce.',
        'Lo uso in piscina per contare le vasche senza problemi.',
      ],
      bad: [
        'La lunetta si è scheggiata al primo urto contro una roccia.',
        'Dopo una nuotata è entrata condensa sotto il vetro.',
      ],
      minor: ["È grande e un po' pesante per un polso sottile."],
      modest: ['Regge gli urti.'],
    },
  ],
};

const fitnessBand: KindPhrases = {
  noun: 'f',
  openers: [
    "L'ho presa per contare i passi e controllare il sonno.",
    'La porto giorno e notte.',
    'Cercavo qualcosa di semplice per iniziare a muovermi di più.',
    "Me l'hanno regalata per il compleanno.",
  ],
  titles: {
    positive: [
      'Tutto quello che serve a poco prezzo',
      'Mi ha fatto muovere di più',
      'Piccola ma completa',
      'Semplice e affidabile',
      'Per il prezzo non si può chiedere di più',
    ],
    mixed: [
      'Buona, ma con qualche limite',
      'Luci e ombre',
      'Discreta per il prezzo',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Una smart band da dimenticare',
      'Dati inaffidabili',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare anche a questo prezzo',
    ],
  },
  aspects: [
    ...wristAspects,
    {
      good: [
        'Leggerissima: dopo un giorno mi dimentico di averla al polso.',
        'Sottile e discreta, sta bene anche con la camicia.',
      ],
      bad: ['La chiusura del cinturino si sgancia da sola.', 'Lo schermo piccolo rende i testi illeggibili.'],
      minor: ['Lo schermo è piccolo per leggere i messaggi lunghi.'],
      modest: ['Al polso è leggera.'],
    },
    {
      good: [
        "Il conteggio dei passi è preciso, l'ho confrontato con il telefono.",
        'Le sfide giornaliere mi spingono a fare le scale.',
      ],
      bad: [
        'Conta i passi anche mentre guido.',
        'Il contapassi segna la metà dei passi quando spingo il passeggino.',
      ],
      minor: ['Ogni tanto conta qualche passo di troppo in macchina.'],
      modest: ['Il conteggio dei passi è plausibile.'],
    },
  ],
};

const camera: KindPhrases = {
  noun: 'f',
  openers: [
    'La uso per foto di viaggio e ritratti.',
    'Arrivo dallo smartphone e volevo fare un salto di qualità.',
    'La uso sia per foto sia per i video del mio canale.',
    "L'ho presa per la fotografia naturalistica.",
  ],
  titles: {
    positive: [
      'La fotocamera che cercavo',
      'Un piacere da usare',
      'Ha riacceso la mia passione per la fotografia',
      'Ogni uscita fotografica è un piacere',
      'Non tornerei mai indietro',
    ],
    mixed: [
      'Buona, ma con qualche compromesso',
      'Luci e ombre',
      'Valida, ma non per tutti',
      'Buona, ma non per ogni uso',
    ],
    negative: [
      'Una fotocamera da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: "Qualità d'immagine",
      good: [
        'File nitidissimi e colori naturali già dal JPEG.',
        'Ad alti ISO il rumore resta contenuto, anche nei concerti al chiuso.',
        'La gamma dinamica permette di recuperare ombre e luci senza problemi.',
      ],
      bad: [
        'Oltre i 3200 ISO le foto si riempiono di rumore.',
        'I JPEG hanno colori innaturali e una nitidezza esagerata.',
      ],
      minor: ["I JPEG sono un po' troppo saturi per i miei gusti."],
      modest: ['Di giorno le foto sono discrete.'],
    },
    {
      label: 'Autofocus',
      good: [
        'Autofocus rapidissimo: riconosce gli occhi di persone e animali e non li molla più.',
        'Anche con i bambini che corrono la messa a fuoco non sbaglia un colpo.',
      ],
      bad: [
        "Con poca luce l'autofocus va avanti e indietro senza agganciare.",
        'Il riconoscimento del soggetto perde il volto appena si gira.',
      ],
      minor: ["Con pochissima luce l'autofocus esita un attimo."],
      modest: ["Di giorno l'autofocus funziona."],
    },
    {
      label: 'Video',
      good: [
        'I video 4K sono puliti e dettagliati, perfetti per il mio canale.',
        'Si gira a mano libera con risultati fluidi.',
      ],
      bad: [
        'Nelle riprese 4K lunghe si surriscalda e si spegne.',
        'Nelle panoramiche il rolling shutter è evidente.',
      ],
      minor: ["In 4K a 60p c'è un piccolo ritaglio dell'inquadratura."],
      modest: ['Per brevi clip il video va bene.'],
    },
    {
      label: 'Ergonomia',
      good: [
        "L'impugnatura è comoda e le ghiere sono sempre sotto le dita.",
        'Leggera e compatta, la porto ovunque.',
      ],
      bad: [
        "Impugnatura troppo piccola: dopo un'ora mi fa male la mano.",
        'I tasti sono minuscoli e si premono per sbaglio.',
      ],
      minor: ['Il menu è lungo e serve tempo per orientarsi.'],
      modest: ['È compatta, questo sì.'],
    },
    {
      label: 'Autonomia',
      good: [
        'La batteria regge una giornata intera di scatti in viaggio.',
        'Si ricarica via USB-C, anche dal powerbank.',
      ],
      bad: [
        'La batteria finisce dopo poche centinaia di scatti.',
        "Con il video la batteria dura meno di un'ora.",
      ],
      minor: ['Meglio avere una batteria di scorta per le giornate lunghe.'],
      modest: ['La batteria basta per una mattinata.'],
    },
    {
      label: 'Stabilizzazione',
      good: [
        'La stabilizzazione permette scatti nitidi a mano libera anche a tempi lunghi.',
        'Riesco a scattare al tramonto senza treppiede.',
      ],
      bad: [
        'La stabilizzazione fa poco: sotto 1/30 le foto sono mosse.',
        'Nei video a mano libera la stabilizzazione produce ondeggiamenti strani.',
      ],
      minor: ["Nei video camminando serve comunque un po' di attenzione."],
      modest: ["La stabilizzazione aiuta un po'."],
    },
    {
      good: [
        "Il trasferimento delle foto sul telefono è immediato con l'app.",
        "Con l'app uso il telefono per scattare a distanza.",
      ],
      bad: [
        "L'app per il trasferimento delle foto perde la connessione di continuo.",
        "L'app è lenta e va riconfigurata ogni volta.",
      ],
      minor: ["L'app di trasferimento è un po' lenta."],
      modest: ["L'app trasferisce le foto, prima o poi."],
    },
  ],
};

const actionCam: KindPhrases = {
  noun: 'f',
  openers: [
    'La uso in bici e sugli sci.',
    "L'ho presa per filmare le immersioni in vacanza.",
    'La monto sul casco quando vado in moto.',
    'La uso per i video di viaggio da pubblicare sui social.',
  ],
  titles: {
    positive: [
      'Va ovunque e riprende tutto',
      "L'action cam che cercavo",
      'Compagna perfetta per le avventure',
      'Non parto più senza',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buona, ma con qualche limite',
      'Luci e ombre',
      'Valida, ma non perfetta',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Un acquisto da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Stabilizzazione',
      good: [
        'La stabilizzazione è impressionante: in mountain bike sembra girato con un gimbal.',
        'Anche di corsa i video restano fluidi e senza scossoni.',
      ],
      bad: [
        'Con poca luce la stabilizzazione produce un effetto gelatina.',
        'Sulle strade sterrate i video tremano nonostante la stabilizzazione.',
      ],
      minor: ["Con poca luce la stabilizzazione perde un po' di efficacia."],
      modest: ['Su strada liscia la stabilizzazione funziona.'],
    },
    {
      label: 'Qualità video',
      good: [
        'Video 4K dettagliati e colori vivaci, anche controluce.',
        'Il rallentatore ad alta frequenza dà risultati spettacolari.',
      ],
      bad: [
        'Al tramonto i video diventano impastati e rumorosi.',
        'I colori sono innaturali e il cielo diventa bianco.',
      ],
      minor: ["Con poca luce c'è un po' di rumore."],
      modest: ['Con il sole i video sono discreti.'],
    },
    {
      label: 'Autonomia',
      good: [
        'La batteria regge una mattinata intera sulle piste.',
        'Anche al freddo la batteria non mi ha mai lasciato a piedi.',
      ],
      bad: [
        'In 4K si surriscalda e si spegne dopo venti minuti.',
        'Al freddo la batteria si scarica in un attimo.',
      ],
      minor: ['Per una giornata intera serve una batteria di scorta.'],
      modest: ['La batteria basta per qualche discesa.'],
    },
    {
      label: 'Impermeabilità',
      good: [
        'Impermeabile senza custodia: ci ho fatto snorkeling per una settimana.',
        'Pioggia, neve e fango non le fanno nulla.',
      ],
      bad: [
        'Dopo un tuffo è entrata acqua nello sportello della batteria.',
        'Lo sportello laterale non chiude bene e ho paura a bagnarla.',
      ],
      minor: ["Lo sportello della batteria è un po' duro da aprire."],
      modest: ['Sotto la pioggia non ha avuto problemi.'],
    },
    {
      good: [
        "L'attacco magnetico è comodissimo: la sposto dal casco al manubrio in un secondo.",
        'Gli accessori di montaggio inclusi coprono quasi tutto.',
      ],
      bad: [
        "L'attacco si è sganciato in discesa e l'ho ritrovata per miracolo.",
        'Gli attacchi inclusi sono pochi e gli accessori originali costano tantissimo.',
      ],
      minor: ['Gli accessori originali costano parecchio.'],
      modest: ["L'attacco base funziona."],
    },
    {
      good: [
        "L'app scarica i video sul telefono in un attimo.",
        "Con l'app creo un montaggio in pochi minuti.",
      ],
      bad: [
        "L'app si disconnette di continuo durante il trasferimento.",
        "L'app chiede un abbonamento per funzioni che dovrebbero essere gratuite.",
      ],
      minor: ["L'app a volte è lenta a collegarsi."],
      modest: ["L'app trasferisce i video."],
    },
  ],
};

const gimbalCamera: KindPhrases = {
  noun: 'f',
  openers: [
    'La uso per i vlog di viaggio.',
    "L'ho presa per riprendere i miei figli senza portarmi dietro la fotocamera grande.",
    'La porto sempre in tasca.',
    'La uso per i video del mio canale di cucina.',
  ],
  titles: {
    positive: [
      'Un gimbal in tasca',
      'La videocamera che cercavo',
      'Piccola ma sorprendente',
      'Non parto più senza',
      'Video da professionista in tasca',
    ],
    mixed: [
      'Buona, ma con qualche limite',
      'Luci e ombre',
      'Valida, ma non perfetta',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Un acquisto da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Stabilizzazione',
      good: [
        'Il gimbal a tre assi rende fluido ogni passo, sembra di girare con un carrello.',
        'Anche camminando veloce le riprese restano stabilissime.',
      ],
      bad: [
        'Il gimbal si blocca di tanto in tanto e bisogna riavviarla.',
        "Nelle rotazioni veloci il gimbal va in crisi e l'immagine scatta.",
      ],
      minor: ['Il gimbal è delicato: va riposto sempre nella sua custodia.'],
      modest: ['Camminando piano la stabilizzazione funziona.'],
    },
    {
      label: 'Qualità video',
      good: [
        'Il sensore grande regge bene la poca luce, anche al ristorante.',
        'Video 4K nitidi e colori piacevoli già senza correzioni.',
      ],
      bad: ['Con poca luce i video sono impastati.', "I colori della pelle tendono all'arancione."],
      minor: ['Con luci miste il bilanciamento del bianco a volte sbaglia.'],
      modest: ['Alla luce del giorno i video sono discreti.'],
    },
    {
      label: 'Inseguimento',
      good: [
        "L'inseguimento del soggetto funziona benissimo: mi segue anche quando mi muovo.",
        'Posso registrarmi da sol{o|a} e resto sempre al centro.',
      ],
      bad: [
        "L'inseguimento perde il soggetto appena passa qualcuno davanti.",
        'Il tracciamento del volto si blocca spesso.',
      ],
      minor: ['Il tracciamento a volte aggancia la persona sbagliata.'],
      modest: ['Con un solo soggetto il tracciamento regge.'],
    },
    {
      label: 'Schermo',
      good: [
        'Lo schermo girevole è comodissimo per passare dal formato orizzontale al verticale.',
        'Lo schermo è piccolo ma luminoso, si inquadra bene.',
      ],
      bad: [
        'Lo schermo è troppo piccolo per controllare la messa a fuoco.',
        'Sotto il sole lo schermo non si vede.',
      ],
      minor: ["Lo schermo è un po' piccolo per rivedere i video."],
      modest: ['Lo schermo basta per inquadrare.'],
    },
    {
      label: 'Audio',
      good: [
        'I microfoni integrati catturano la voce in modo pulito.',
        "Con il microfono wireless del kit l'audio è da professionisti.",
      ],
      bad: ['Con il vento i microfoni integrati sono inutilizzabili.', "L'audio è metallico e lontano."],
      minor: ['Con il vento serve il microfono esterno.'],
      modest: ["In casa l'audio è accettabile."],
    },
    {
      label: 'Autonomia',
      good: [
        'La batteria regge una giornata di riprese brevi.',
        'Si ricarica in fretta anche dal powerbank.',
      ],
      bad: [
        "In 4K la batteria dura poco più di mezz'ora.",
        'Si scalda molto e si spegne durante le riprese lunghe.',
      ],
      minor: ['Per le giornate lunghe serve il manico con la batteria aggiuntiva.'],
      modest: ['Per qualche clip la batteria basta.'],
    },
  ],
};

const console_: KindPhrases = {
  noun: 'f',
  openers: [
    'La usiamo in famiglia la sera.',
    "L'ho regalata ai miei figli per Natale.",
    'Ci gioco soprattutto online con gli amici.',
    'Arrivavo dalla generazione precedente.',
  ],
  titles: {
    positive: [
      'La console che aspettavo',
      'Divertimento per tutta la famiglia',
      'Un salto generazionale',
      'Serate di gioco indimenticabili',
      'La migliore console che abbia avuto',
    ],
    mixed: [
      'Bella console, con qualche riserva',
      'Luci e ombre',
      'Buona, ma non indispensabile',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Una console da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Prestazioni',
      plural: true,
      good: [
        "Caricamenti quasi istantanei grazie all'SSD: addio schermate di attesa.",
        'Grafica splendida e frame rate stabili anche nelle scene più affollate.',
      ],
      bad: [
        'Alcuni giochi scattano nelle scene più concitate.',
        'Si è bloccata più volte durante il gioco e una volta ha corrotto il salvataggio.',
      ],
      minor: ['Alcuni giochi meno recenti non sfruttano la nuova potenza.'],
      modest: ['I giochi girano in modo accettabile.'],
    },
    {
      label: 'Silenziosità',
      unless: 'nintendo',
      good: [
        'Silenziosa anche durante le sessioni più lunghe.',
        'Non scalda e non si sente nemmeno nei giochi più pesanti.',
      ],
      bad: [
        'La ventola è rumorosissima anche nei menu.',
        'Nei giochi pesanti soffia come un asciugacapelli.',
      ],
      minor: ["Nei giochi più pesanti la ventola si sente un po'."],
      modest: ['Nei menu è silenziosa.'],
      titles: { bad: ['Ventola rumorosissima'] },
    },
    {
      label: 'Memoria',
      good: [
        'La memoria interna basta per una decina di giochi.',
        'Espandere lo spazio è stato semplicissimo.',
      ],
      bad: [
        'Lo spazio interno finisce dopo tre o quattro giochi.',
        'Gli aggiornamenti pesantissimi riempiono la memoria in un attimo.',
      ],
      minor: ['Con i giochi moderni la memoria interna si riempie in fretta.'],
      modest: ['Lo spazio basta per qualche gioco.'],
    },
    {
      label: 'Catalogo',
      good: [
        'Il catalogo di giochi è enorme e per tutti i gusti.',
        'La retrocompatibilità mi ha fatto recuperare tutta la mia vecchia libreria.',
      ],
      bad: [
        'Pochi giochi davvero nuovi, tanti titoli riciclati dalla generazione precedente.',
        'I giochi costano sempre di più.',
      ],
      minor: ['I giochi nuovi costano parecchio.'],
      modest: ["Qualche esclusiva interessante c'è."],
    },
    {
      label: 'Controller',
      good: [
        'Il controller è comodissimo e la batteria dura giorni.',
        'La vibrazione del controller rende i giochi molto più coinvolgenti.',
      ],
      bad: [
        'Le levette del controller hanno iniziato a fare drift dopo poche settimane.',
        'Il controller si disconnette da solo nel mezzo delle partite.',
      ],
      minor: ['Un secondo controller costa parecchio.'],
      modest: ['Il controller è comodo.'],
      titles: { bad: ['Drift delle levette dopo poche settimane'] },
    },
    {
      label: 'Modalità portatile',
      needs: 'nintendo',
      good: [
        'Posso giocare sul divano e poi continuare a letto in modalità portatile.',
        'In treno è la compagna ideale: si stacca dalla base e si continua a giocare.',
      ],
      bad: [
        'In modalità portatile la batteria dura poco più di due ore.',
        "Dopo un po' in modalità portatile mi fanno male le mani.",
      ],
      minor: ['In modalità portatile la batteria non dura moltissimo.'],
      modest: ['Giocare in portatile è comodo.'],
    },
    {
      needs: 'xbox',
      good: [
        'Il Game Pass offre un catalogo enorme a un prezzo mensile contenuto.',
        "Quick Resume mi fa passare da un gioco all'altro in pochi secondi.",
      ],
      bad: [
        'Senza abbonamento la console perde gran parte del suo senso.',
        'Il prezzo del Game Pass è aumentato e i giochi escono dal catalogo troppo presto.',
      ],
      minor: ["Per l'online serve un abbonamento."],
      modest: ['Il Game Pass ha qualche titolo interessante.'],
    },
  ],
};

const handheld: KindPhrases = {
  noun: 'f',
  openers: [
    'La porto in treno ogni giorno.',
    'La uso soprattutto a letto e sul divano.',
    'Volevo giocare alla mia libreria anche fuori casa.',
    'La uso quando il televisore di casa è occupato.',
  ],
  titles: {
    positive: [
      'Tutta la mia libreria in tasca',
      'La portatile che cercavo',
      'Un piacere giocarci ovunque',
      'Non parto più senza',
      'Gioco ovunque, finalmente',
    ],
    mixed: [
      'Bella, ma con qualche compromesso',
      'Luci e ombre',
      'Valida, ma non per tutti',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Un acquisto da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Schermo',
      good: [
        'Schermo bellissimo con colori vivi e neri profondi.',
        'Lo schermo è grande e luminoso, si gioca comodamente.',
      ],
      bad: [
        'Lo schermo ha un alone evidente in un angolo.',
        "Lo schermo è poco luminoso e all'aperto si vede male.",
      ],
      minor: ["Lo schermo riflette un po' sotto le luci."],
      modest: ['Lo schermo è discreto.'],
    },
    {
      label: 'Autonomia',
      good: [
        'Con i giochi leggeri la batteria dura un intero viaggio in treno.',
        'Si ricarica in fretta e tiene bene la carica in standby.',
      ],
      bad: [
        "Con i giochi pesanti la batteria dura poco più di un'ora.",
        'La batteria si scarica anche da spenta.',
      ],
      minor: ['Con i titoli pesanti serve un powerbank.'],
      modest: ['Con i giochi leggeri la batteria regge.'],
    },
    {
      label: 'Ergonomia',
      good: ['Impugnatura comodissima anche dopo ore di gioco.', 'I comandi sono ben posizionati e precisi.'],
      bad: ["È pesante: dopo mezz'ora mi fanno male le mani.", 'I tasti posteriori si premono per sbaglio.'],
      minor: ["Pesa un po': per le sessioni lunghe meglio appoggiarla."],
      modest: ['I tasti sono ben fatti.'],
    },
    {
      label: 'Prestazioni',
      plural: true,
      needs: 'pc',
      good: [
        'Fa girare titoli recenti a dettagli medi con una fluidità sorprendente.',
        'Tutta la mia libreria del PC gira senza intoppi.',
      ],
      bad: [
        'Nei giochi recenti devo scendere a dettagli minimi per avere una fluidità decente.',
        'Molti giochi non partono o si chiudono da soli.',
      ],
      minor: ['Nei titoli più recenti bisogna abbassare qualche dettaglio.'],
      modest: ['I giochi meno recenti girano.'],
    },
    {
      label: 'Software',
      needs: 'pc',
      good: [
        'Il sistema è pensato per il gioco e si usa benissimo con i comandi.',
        'Gli aggiornamenti continui hanno migliorato molto le prestazioni.',
      ],
      bad: [
        'Con i comandi il sistema è scomodissimo: ogni impostazione è una fatica.',
        'Dopo ogni aggiornamento qualcosa smette di funzionare.',
      ],
      minor: ['Per qualche impostazione bisogna toccare lo schermo.'],
      modest: ['Il sistema è abbastanza intuitivo.'],
    },
    {
      label: 'Streaming',
      needs: 'remote-play',
      good: [
        'Con una buona rete di casa lo streaming dalla PS5 è fluido e senza ritardi.',
        'Posso giocare a letto mentre il televisore del salotto resta libero.',
      ],
      bad: [
        'Basta che qualcuno guardi un film in streaming e il gioco inizia a scattare.',
        'Fuori casa è praticamente inutilizzabile.',
      ],
      minor: ['Serve un Wi-Fi di casa molto buono.'],
      modest: ['Nella stanza del router lo streaming funziona.'],
    },
    {
      unless: 'remote-play',
      good: [
        'La ventola è silenziosa anche sotto sforzo.',
        'Non scalda nelle mani nemmeno dopo una lunga sessione.',
      ],
      bad: [
        'La ventola fischia e si sente anche con il volume alto.',
        'Si scalda tanto da essere scomoda da tenere.',
      ],
      minor: ['Sotto sforzo la ventola si sente.'],
      modest: ['Nei giochi leggeri è silenziosa.'],
    },
  ],
};

const vrHeadset: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo uso soprattutto per il fitness in realtà virtuale.',
    "L'ho preso per giocare e guardare film.",
    'Era il mio primo visore.',
    'Lo usiamo in famiglia nelle serate di gioco.',
  ],
  titles: {
    positive: [
      'Un altro mondo',
      'Il visore che aspettavo',
      'Realtà virtuale alla portata di tutti',
      'Un divertimento incredibile',
      "Non vedo l'ora di rimetterlo",
    ],
    mixed: [
      'Impressionante, ma con qualche limite',
      'Luci e ombre',
      'Bello, ma non per tutti',
      'Buono, ma non per tutti',
    ],
    negative: [
      'Un visore da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Passthrough',
      good: [
        'Il passthrough a colori è impressionante: vedo la stanza quasi come a occhio nudo.',
        'Con la realtà mista gioco in salotto senza paura di urtare i mobili.',
      ],
      bad: [
        'Il passthrough è sgranato e deforma le mani.',
        'Con poca luce la realtà mista diventa inutilizzabile.',
      ],
      minor: ['Con poca luce il passthrough perde dettaglio.'],
      modest: ['Il passthrough serve per orientarsi.'],
    },
    {
      label: 'Nitidezza',
      good: [
        'Immagini nitide da bordo a bordo, le scritte si leggono senza fatica.',
        'Colori vivi e la griglia dei pixel quasi non si vede.',
      ],
      bad: ["Ai bordi delle lenti l'immagine è sfocata.", 'Le lenti si appannano dopo pochi minuti.'],
      minor: ['Chi porta gli occhiali deve sistemare bene i distanziatori.'],
      modest: ["Al centro delle lenti l'immagine è nitida."],
    },
    {
      label: 'Comodità',
      good: [
        "Comodo anche dopo un'ora: il peso è ben distribuito.",
        'La guarnizione facciale è morbida e non lascia segni.',
      ],
      bad: [
        'La fascia di serie è scomoda e tutto il peso grava sulla fronte.',
        "Dopo mezz'ora mi viene la nausea.",
      ],
      minor: ['La fascia di serie è migliorabile: conviene quella con la batteria.'],
      modest: ['Per sessioni brevi è comodo.'],
    },
    {
      label: 'Catalogo',
      good: [
        'Il catalogo di giochi e app è enorme, dal fitness ai giochi di ritmo.',
        "Ogni mattina mi alleno con un'app di fitness e mi diverto come un bambino.",
      ],
      bad: [
        'Molti giochi sono poco più che demo e costano parecchio.',
        'Per molte app serve un abbonamento.',
      ],
      minor: ['Alcuni giochi costano parecchio.'],
      modest: ["Qualche gioco divertente c'è."],
    },
    {
      label: 'Autonomia',
      good: [
        'La batteria basta per una sessione di gioco lunga.',
        "Si ricarica velocemente tra una partita e l'altra.",
      ],
      bad: ["La batteria dura poco più di un'ora.", 'Le batterie dei controller si scaricano in fretta.'],
      minor: ['Per sessioni lunghe conviene una batteria esterna.'],
      modest: ['Per una partita la batteria basta.'],
    },
    {
      label: 'Tracciamento',
      good: [
        'Il tracciamento delle mani è preciso: in molte app non servono nemmeno i controller.',
        'I controller sono tracciati alla perfezione anche nei movimenti veloci.',
      ],
      bad: [
        'Il tracciamento perde i controller quando li porto dietro la schiena.',
        "Il confine dell'area di gioco si azzera ogni volta.",
      ],
      minor: ["Ogni tanto devo ridisegnare l'area di gioco."],
      modest: ['Nei giochi tranquilli il tracciamento funziona.'],
    },
  ],
};

const controller: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo uso su PC e console.',
    "L'ho preso per sostituire il controller originale, ormai consumato.",
    'Gioco soprattutto a sparatutto competitivi.',
    'Lo uso per giocare sul divano.',
  ],
  titles: {
    positive: [
      'Il controller che cercavo',
      'Comodissimo e preciso',
      'Un piacere da impugnare',
      'Non gioco più con altro',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buono, ma con qualche difetto',
      'Luci e ombre',
      'Valido, ma non perfetto',
      'Buono, ma non per tutti',
    ],
    negative: [
      'Un controller da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Ergonomia',
      good: [
        'Impugnatura perfetta: anche dopo ore di gioco le mani non si stancano.',
        'Le impugnature testurizzate non scivolano nemmeno con le mani sudate.',
      ],
      bad: [
        "Troppo piccolo per mani grandi: dopo un'ora ho i crampi.",
        'La plastica delle impugnature si è già consumata.',
      ],
      minor: ["Per mani piccole le leve posteriori sono un po' lontane."],
      modest: ['In mano è comodo.'],
    },
    {
      label: 'Levette',
      plural: true,
      good: [
        'Levette precise e fluide: la mira è migliorata davvero.',
        'Levette con la giusta resistenza, anche nei movimenti più fini.',
      ],
      bad: [
        'Le levette hanno iniziato a fare drift dopo poche settimane.',
        'La levetta sinistra si muove da sola anche a riposo.',
      ],
      minor: ["Le levette hanno una zona morta un po' ampia."],
      modest: ['Le levette per ora funzionano.'],
      titles: { bad: ['Drift delle levette dopo poche settimane'] },
    },
    {
      good: [
        'Grilletti reattivi e tasti con un click deciso.',
        'Le leve posteriori mi fanno premere tutto senza staccare i pollici dalle levette.',
      ],
      bad: ['Un tasto ha iniziato a premersi a vuoto.', 'I grilletti scricchiolano a ogni pressione.'],
      minor: ["La croce direzionale è un po' rumorosa."],
      modest: ['I grilletti sono reattivi.'],
    },
    {
      label: 'Autonomia',
      unless: 'aa-batteries',
      good: [
        'Si ricarica in fretta via USB-C e si può giocare con il cavo.',
        'La batteria regge una lunga serata di gioco.',
      ],
      bad: ['La batteria dura pochissimo, poche ore di gioco.', 'La batteria tiene la carica sempre meno.'],
      minor: ['La batteria non dura tantissimo.'],
      modest: ['Con il cavo si gioca anche scarico.'],
    },
    {
      label: 'Autonomia',
      needs: 'aa-batteries',
      good: ['Con due stilo ricaricabili gioco per settimane.', "Le pile durano un'eternità."],
      bad: ['Usare ancora le pile stilo oggi è assurdo.', 'Le pile si scaricano in pochi giorni.'],
      minor: ['Servono le pile stilo: meglio comprare quelle ricaricabili.'],
      modest: ['Almeno le pile si cambiano in un attimo.'],
    },
    {
      label: 'Connessione',
      good: [
        'Si collega al volo a PC, console e telefono.',
        'Nessuna latenza percepibile, nemmeno senza fili.',
      ],
      bad: [
        'Si disconnette da solo nel mezzo delle partite.',
        "Con il PC l'abbinamento Bluetooth va rifatto ogni volta.",
      ],
      minor: ["Il passaggio da un dispositivo all'altro non è immediato."],
      modest: ['Con il cavo funziona sempre.'],
    },
    {
      label: 'Personalizzazione',
      needs: 'pro-controller',
      good: [
        'I profili salvati nel controller si cambiano al volo durante la partita.',
        'Le levette sostituibili sono un investimento per il futuro.',
      ],
      bad: [
        'I moduli delle levette di ricambio costano una fortuna.',
        'Le impostazioni dei profili si perdono dopo gli aggiornamenti.',
      ],
      minor: ['I moduli di ricambio costano parecchio.'],
      modest: ['I profili sono comodi.'],
    },
  ],
};

const mouse: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo uso per i giochi competitivi e per lavoro.',
    'Arrivavo da un mouse con il filo.',
    'Gioco soprattutto a sparatutto.',
    "L'ho preso per il PC di casa.",
  ],
  titles: {
    positive: [
      'Leggerissimo e precisissimo',
      'Il mouse che cercavo',
      'La mia mira ringrazia',
      'Non gioco più con altro',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buono, ma con qualche difetto',
      'Luci e ombre',
      'Valido, ma non perfetto',
      'Buono, ma non per tutti',
    ],
    negative: [
      'Un mouse da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Sensore',
      good: [
        'Sensore precisissimo: negli sparatutto la differenza si sente.',
        'Nessun salto del puntatore, su qualsiasi tappetino.',
      ],
      bad: [
        'Il puntatore salta di tanto in tanto nel mezzo della partita.',
        'Sul mio tappetino il sensore perde il tracciamento.',
      ],
      minor: ['Su superfici lucide il sensore non è a suo agio.'],
      modest: ["Per l'ufficio il sensore basta."],
    },
    {
      good: [
        'Pesa pochissimo: dopo ore di gioco la mano non si stanca.',
        'Così leggero che sembra di non averlo in mano.',
      ],
      bad: [
        'È così leggero che sembra fragile, e il guscio scricchiola.',
        'Troppo piccolo per una presa a palmo pieno.',
      ],
      minor: ["Per mani grandi è un po' piccolo."],
      modest: ['È leggero.'],
    },
    {
      good: [
        'Click secchi e precisi, senza doppi click.',
        'I tasti laterali sono ben posizionati e facili da raggiungere.',
      ],
      bad: [
        'Il tasto sinistro ha iniziato a fare il doppio click.',
        'La rotella scricchiola e salta le tacche.',
      ],
      minor: ["La rotella è un po' rumorosa."],
      modest: ['I click sono nella media.'],
    },
    {
      label: 'Autonomia',
      good: [
        'La batteria dura oltre una settimana di gioco quotidiano.',
        'Si ricarica via USB-C in poco tempo.',
      ],
      bad: [
        'La batteria si scarica in pochi giorni.',
        'Il cavo di ricarica entra male e il mouse non si carica.',
      ],
      minor: ['Va ricaricato ogni settimana o poco più.'],
      modest: ['Con il cavo si usa anche mentre si carica.'],
    },
    {
      label: 'Connessione',
      good: [
        'Il ricevitore non ha latenza percepibile.',
        'Nessuna disconnessione, nemmeno con il ricevitore lontano.',
      ],
      bad: [
        'Il ricevitore perde il segnale se non è vicinissimo.',
        'Ogni tanto il puntatore si blocca per un secondo.',
      ],
      minor: ['Conviene usare la prolunga per il ricevitore.'],
      modest: ['Vicino al ricevitore la connessione tiene.'],
    },
    {
      label: 'Software',
      good: [
        'Il software salva i profili direttamente nella memoria del mouse.',
        'Regolare DPI e polling rate è immediato.',
      ],
      bad: ['Il software è pesante e si apre a ogni avvio.', 'Il software non salva le impostazioni.'],
      minor: ['Il software chiede un account per alcune funzioni.'],
      modest: ['Il software fa il minimo indispensabile.'],
    },
  ],
};

const keyboard: KindPhrases = {
  noun: 'f',
  openers: [
    'La uso per lavorare di giorno e giocare la sera.',
    'Arrivavo da una tastiera a membrana.',
    'Cercavo una tastiera compatta senza tastierino numerico.',
    'La uso con il PC da gioco.',
  ],
  titles: {
    positive: [
      'La tastiera che cercavo',
      'Scrivere è un piacere',
      'Compatta e velocissima',
      'Non scrivo più con altro',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buona, ma con qualche difetto',
      'Luci e ombre',
      'Valida, ma non perfetta',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Una tastiera da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Switch',
      plural: true,
      good: [
        'Gli switch sono reattivi e la battitura è precisa.',
        'Scrivere su questa tastiera è un piacere, anche per ore.',
      ],
      bad: ['Alcuni tasti registrano doppie battute.', 'Un tasto si è bloccato e non torna su.'],
      minor: ["Gli switch sono un po' rumorosi per l'ufficio."],
      modest: ['La battitura è discreta.'],
    },
    {
      label: 'Scocca',
      good: [
        'Scocca in alluminio solidissima, non flette nemmeno premendo forte.',
        "Copritasti di qualità che non si lucidano con l'uso.",
      ],
      bad: ['I copritasti si sono lucidati in poche settimane.', 'La scocca flette e scricchiola.'],
      minor: ['I copritasti trattengono le impronte.'],
      modest: ['La scocca è solida.'],
    },
    {
      label: 'Illuminazione',
      good: [
        'Illuminazione RGB uniforme e personalizzabile tasto per tasto.',
        'Le luci si regolano al volo e si spengono da sole quando non la uso.',
      ],
      bad: ['Le luci RGB non si riescono a spegnere del tutto.', 'Alcuni LED sono più deboli degli altri.'],
      minor: ["L'illuminazione di fabbrica è un po' troppo vistosa."],
      modest: ['Le luci sono carine.'],
    },
    {
      label: 'Connessione',
      needs: 'wireless',
      good: [
        'La connessione senza fili è stabile e senza ritardi.',
        'Passo dal PC al portatile con un tasto.',
      ],
      bad: [
        'Senza fili perde battute quando il ricevitore è dietro il PC.',
        'Ogni tanto si disconnette e va riaccoppiata.',
      ],
      minor: ['Il ricevitore va tenuto vicino.'],
      modest: ['Con il ricevitore vicino funziona.'],
    },
    {
      good: [
        'Il formato compatto lascia tanto spazio per il mouse sulla scrivania.',
        'I tasti multimediali dedicati sono comodissimi.',
      ],
      bad: ['Senza tastierino numerico, per lavoro è scomoda.', 'La disposizione di alcuni tasti è scomoda.'],
      minor: ['Manca il tastierino numerico, ma era prevedibile.'],
      modest: ['È compatta.'],
    },
    {
      label: 'Software',
      good: [
        'Il software è chiaro e salva le macro nella memoria della tastiera.',
        'Le macro si registrano al volo, senza aprire il software.',
      ],
      bad: [
        'Il software è pesante e si apre a ogni avvio.',
        'Dopo un aggiornamento del software ho perso tutte le macro.',
      ],
      minor: ['Il software chiede un account.'],
      modest: ['Il software fa il suo.'],
    },
  ],
};

const gamingHeadset: KindPhrases = {
  noun: 'fp',
  openers: [
    'Le uso per giocare online con gli amici.',
    'Le uso su PC e PS5.',
    'Gioco la sera e non voglio disturbare chi dorme.',
    'Arrivavo da cuffie con il filo.',
  ],
  titles: {
    positive: [
      'Le cuffie da gioco che cercavo',
      'Compagne ideali per le serate di gioco',
      'Non le tolgo più',
      'Non gioco più senza',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buone, ma con qualche difetto',
      'Luci e ombre',
      'Valide, ma non perfette',
      'Buone, ma non per tutti',
    ],
    negative: [
      'Cuffie da dimenticare',
      'Non valgono quello che costano',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Audio',
      good: [
        'Audio posizionale preciso: sento i passi e capisco subito da dove arrivano.',
        'Bassi pieni ma controllati, le esplosioni hanno corpo.',
      ],
      bad: [
        'Audio piatto e confuso: nei giochi non capisco da dove arrivano i rumori.',
        'A volume alto gracchiano.',
      ],
      minor: ["Il suono di fabbrica ha bassi un po' troppo marcati."],
      modest: ['Per la musica si sentono in modo accettabile.'],
    },
    {
      label: 'Microfono',
      good: [
        'Microfono chiarissimo: i compagni di squadra mi sentono benissimo.',
        'Il microfono filtra bene i rumori della tastiera.',
      ],
      bad: [
        'Il microfono è lontano e ovattato, mi chiedono sempre di ripetere.',
        'Il microfono raccoglie ogni rumore della stanza.',
      ],
      minor: ["Il microfono è un po' sensibile ai rumori di fondo."],
      modest: ['Il microfono si capisce.'],
    },
    {
      label: 'Comodità',
      good: [
        'Comode anche dopo cinque ore di gioco, non stringono.',
        'I cuscinetti in memory foam sono morbidi e non scaldano.',
      ],
      bad: [
        "Stringono troppo: dopo un'ora ho mal di testa.",
        "D'estate i cuscinetti fanno sudare tantissimo.",
      ],
      minor: ["D'estate i cuscinetti scaldano un po'."],
      modest: ['Per sessioni brevi sono comode.'],
    },
    {
      label: 'Connessione',
      good: [
        "La connessione senza fili non ha ritardi e regge anche in un'altra stanza.",
        'Posso ascoltare il telefono in Bluetooth mentre gioco.',
      ],
      bad: [
        'Si disconnettono dal ricevitore ogni pochi minuti.',
        'In Bluetooth il ritardo audio è evidente.',
      ],
      minor: ["In Bluetooth c'è un po' di ritardo."],
      modest: ['Con il ricevitore vicino la connessione regge.'],
    },
    {
      label: 'Autonomia',
      good: [
        'Autonomia enorme: le ricarico una volta alla settimana.',
        'Bastano pochi minuti di ricarica per qualche ora di gioco.',
      ],
      bad: ['La batteria dura molto meno del dichiarato.', 'Non tengono più la carica come i primi giorni.'],
      minor: ['Il cavo di ricarica è corto.'],
      modest: ['La batteria arriva a fine serata.'],
    },
  ],
};

/** Aspects of headphones and earbuds alike ([m|f|mp|fp]: gli auricolari, le cuffie). */
const listening: Aspect[] = [
  {
    label: 'Suono',
    good: [
      'Suono bilanciato e dettagliato, con bassi presenti ma mai invadenti.',
      "Con l'equalizzatore dell'app [l'ho regolato|l'ho regolata|li ho regolati|le ho regolate] a mio gusto.",
      'Gli strumenti sono ben separati e la voce è sempre in primo piano.',
    ],
    bad: [
      'Suono piatto e senza bassi, sembra una radiolina.',
      'Gli alti sono aspri e a volume alto stancano.',
    ],
    minor: ["Il suono di fabbrica ha bassi un po' troppo spinti."],
    modest: ['Per i podcast il suono basta.'],
    titles: { good: ['Suono pieno e bassi profondi'], bad: ['Suono piatto e privo di bassi'] },
  },
  {
    label: 'Cancellazione del rumore',
    needs: 'anc',
    good: [
      'In aereo e in treno la cancellazione del rumore crea un silenzio quasi totale.',
      'In metro il rumore sparisce e posso ascoltare a volume basso.',
    ],
    bad: [
      'La cancellazione del rumore è debole: in metro sento ancora tutto.',
      'Con il vento la cancellazione del rumore produce un fruscio fastidioso.',
    ],
    minor: ['Con il vento la cancellazione del rumore produce un leggero fruscio.'],
    modest: ['In casa la cancellazione del rumore attenua qualcosa.'],
    titles: { good: ['Cancellazione del rumore impressionante'] },
  },
  {
    label: 'Connessione',
    good: [
      'La connessione multipunto fra PC e telefono funziona alla perfezione.',
      'Connessione stabile anche con il telefono in tasca.',
    ],
    bad: [
      'Si disconnettono dal telefono ogni dieci minuti.',
      "L'audio salta appena il telefono finisce in tasca.",
    ],
    minor: ["Il passaggio tra un dispositivo e l'altro a volte richiede qualche secondo."],
    modest: ['Con il telefono vicino la connessione tiene.'],
    titles: { bad: ['Si disconnettono continuamente'] },
  },
  {
    label: 'Microfoni',
    plural: true,
    good: [
      'Microfoni ottimi: in chiamata mi sentono bene anche per strada.',
      'Per le riunioni online [sono perfetti|è perfetta|sono perfetti|sono perfette]: voce chiara e nessuna eco.',
    ],
    bad: ['In chiamata la mia voce arriva metallica e lontana.', 'Chi mi ascolta sente tutto il traffico.'],
    minor: ["In chiamata, all'aperto, la voce arriva un po' ovattata."],
    modest: ['In casa le chiamate si sentono.'],
    titles: { bad: ['Microfono inutilizzabile in chiamata'] },
  },
];

const headphones: KindPhrases = {
  noun: 'fp',
  openers: [
    'Le uso ogni giorno in metro e in ufficio.',
    'Volo spesso per lavoro.',
    'Le uso soprattutto per la musica e i podcast.',
    'Le ho prese per lavorare in open space.',
  ],
  titles: {
    positive: [
      'Le migliori cuffie che abbia provato',
      'Compagne di viaggio perfette',
      'Le cuffie che cercavo',
      'Non esco più senza',
      "Musica come non l'avevo mai sentita",
    ],
    mixed: [
      'Buone, ma con qualche difetto',
      'Luci e ombre',
      'Valide, ma non perfette',
      'Buone, ma non per tutti',
    ],
    negative: [
      'Cuffie da dimenticare',
      'Non valgono quello che costano',
      'Una delusione su tutta la linea',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    ...listening,
    {
      label: 'Autonomia',
      good: [
        'Autonomia enorme: le ricarico una volta a settimana usandole ogni giorno.',
        'Bastano pochi minuti di ricarica per ore di ascolto.',
      ],
      bad: [
        'La batteria dura la metà di quanto dichiarato.',
        'La batteria non tiene più la carica come i primi giorni.',
      ],
      minor: ['Non si possono usare mentre si ricaricano.'],
      modest: ['La batteria arriva a fine giornata.'],
    },
    {
      label: 'Comodità',
      good: [
        'Comode anche dopo tre ore di fila: non stringono e non scaldano.',
        'Leggere e morbide, me le dimentico in testa.',
      ],
      bad: [
        "Dopo un'ora i padiglioni stringono e mi fa male la testa.",
        "D'estate le orecchie sudano sotto i padiglioni.",
      ],
      minor: ["D'estate i padiglioni scaldano un po'."],
      modest: ["Per un'ora sono comode."],
      titles: { good: ['Comodissime anche dopo ore'], bad: ["Fanno male dopo un'ora"] },
    },
    {
      good: [
        'Si piegano e stanno in una custodia compatta.',
        'La custodia rigida le protegge bene in valigia.',
      ],
      bad: ["L'archetto ha iniziato a scricchiolare.", 'La custodia è enorme e non entra nello zaino.'],
      minor: ["La custodia è un po' ingombrante."],
      modest: ['La custodia è robusta.'],
    },
  ],
};

const earbuds: KindPhrases = {
  noun: 'mp',
  openers: [
    'Li uso per correre e in palestra.',
    'Li porto sempre con me in metro.',
    'Li uso soprattutto per le chiamate di lavoro.',
    'Arrivavo da auricolari con il filo.',
  ],
  titles: {
    positive: [
      'Gli auricolari che cercavo',
      'Sempre nelle mie orecchie',
      'Piccoli ma sorprendenti',
      'Non esco più senza',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buoni, ma con qualche difetto',
      'Luci e ombre',
      'Validi, ma non perfetti',
      'Buoni, ma non per tutti',
    ],
    negative: [
      'Auricolari da dimenticare',
      'Non valgono quello che costano',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    ...listening,
    {
      label: 'Vestibilità',
      good: ['Li uso per correre e non si muovono mai.', 'Stanno ben saldi e sono comodi anche dopo ore.'],
      bad: ["Dopo mezz'ora mi fanno male le orecchie.", 'Cadono dalle orecchie appena muovo la testa.'],
      minor: ["Sporgono un po' dalle orecchie."],
      modest: ['Per brevi tragitti sono comodi.'],
      titles: { bad: ['Fanno male alle orecchie'] },
    },
    {
      good: [
        'La custodia è compatta e sta nel taschino dei jeans.',
        'Con la custodia arrivo tranquillamente a fine settimana.',
      ],
      bad: [
        'Il coperchio della custodia ha già un gioco evidente.',
        'Un auricolare non si carica se non lo sistemo più volte nella custodia.',
      ],
      minor: ['La custodia lucida si graffia facilmente.'],
      modest: ['La custodia è piccola.'],
    },
    {
      label: 'Autonomia',
      good: [
        'Tengono per tutta la mattinata in ufficio senza ricaricarli.',
        'Dieci minuti nella custodia e ho ore di ascolto.',
      ],
      bad: [
        "L'auricolare sinistro si scarica molto prima del destro.",
        'La batteria dura meno della metà del dichiarato.',
      ],
      minor: ['Con il volume alto la batteria cala più in fretta.'],
      modest: ['Per una corsa la batteria basta.'],
      titles: { bad: ['Batteria che non tiene la carica'] },
    },
    {
      good: [
        'I comandi touch sono precisi e personalizzabili.',
        'Il sensore di indossamento mette in pausa la musica quando li tolgo.',
      ],
      bad: [
        'I comandi touch si attivano per sbaglio ogni volta che mi sistemo i capelli.',
        'I comandi rispondono una volta sì e una no.',
      ],
      minor: ['I comandi touch a volte si attivano per sbaglio.'],
      modest: ['Play e pausa funzionano.'],
    },
  ],
};

const speaker: KindPhrases = {
  noun: 'm',
  openers: [
    { text: 'Lo porto al mare e in campeggio.', needs: 'portable' },
    { text: "L'ho preso per le grigliate in giardino.", needs: 'portable' },
    { text: 'Lo uso in salotto per la musica di tutti i giorni.', needs: 'home' },
    'Lo uso in cucina per la radio e i podcast.',
    'Lo uso per le feste con gli amici.',
  ],
  titles: {
    positive: [
      'Piccolo speaker, grande suono',
      'Lo speaker che cercavo',
      'Musica in ogni stanza',
      'Non parto più senza',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buono, ma con qualche limite',
      'Luci e ombre',
      'Valido, ma non perfetto',
      'Buono, ma non per tutti',
    ],
    negative: [
      'Uno speaker da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Suono',
      good: [
        'Suono pieno e bassi profondi, sorprendenti per le dimensioni.',
        'Voci nitide e nessuna distorsione anche a volume alto.',
      ],
      bad: ['A volume alto distorce in modo evidente.', 'Bassi inesistenti: il suono è piatto e metallico.'],
      minor: ["A volume massimo perde un po' di pulizia."],
      modest: ['A volume basso il suono è gradevole.'],
    },
    {
      label: 'Volume',
      good: [
        'Volume altissimo per le dimensioni: riempie tutto il giardino.',
        'In una stanza grande non serve mai andare oltre metà volume.',
      ],
      bad: [
        "Il volume massimo è basso: all'aperto si perde.",
        'Anche al massimo, in una stanza piena di gente non si sente.',
      ],
      minor: ["All'aperto serve alzare parecchio il volume."],
      modest: ['In una stanza piccola il volume basta.'],
    },
    {
      label: 'Autonomia',
      needs: 'portable',
      good: [
        'Batteria infinita: un weekend intero di musica senza ricaricarlo.',
        'Si ricarica via USB-C in poco tempo.',
      ],
      bad: ['La batteria dura la metà del dichiarato.', 'Si spegne di colpo con la batteria ancora a metà.'],
      minor: ['A volume alto la batteria cala in fretta.'],
      modest: ['Per un pomeriggio la batteria basta.'],
    },
    {
      label: 'Resistenza',
      needs: 'portable',
      good: [
        "Resistente all'acqua: l'ho usato in spiaggia e in piscina senza problemi.",
        'È caduto dal tavolo del campeggio senza un graffio.',
      ],
      bad: [
        'Dopo una pioggia leggera il tasto di accensione non risponde più.',
        'Il rivestimento in tessuto si è strappato al primo urto.',
      ],
      minor: ['Il tessuto trattiene la sabbia.'],
      modest: ['Qualche schizzo lo regge.'],
    },
    {
      label: 'Connessione',
      good: [
        'Si collega al telefono in un attimo e non perde mai il segnale.',
        'Collegarne due insieme per le feste è semplicissimo.',
      ],
      bad: [
        'La connessione Bluetooth salta appena mi allontano di qualche metro.',
        'Ogni volta devo riabbinarlo al telefono.',
      ],
      minor: ['Per le sorgenti con il cavo serve un adattatore.'],
      modest: ['Il Bluetooth funziona a breve distanza.'],
    },
    {
      needs: 'home',
      good: [
        "Con l'app si integra con gli altri speaker di casa in un attimo.",
        'La calibrazione del suono per la stanza fa davvero la differenza.',
      ],
      bad: [
        "L'app si aggiorna di continuo e a volte lo speaker sparisce dalla rete.",
        "Senza l'app non si riesce a fare quasi nulla.",
      ],
      minor: ["Per alcune funzioni serve per forza l'app."],
      modest: ['Con AirPlay funziona.'],
    },
  ],
};

const soundbar: KindPhrases = {
  noun: 'f',
  openers: [
    'La uso sotto il televisore del salotto.',
    "L'ho presa per i film del weekend.",
    'Cercavo un audio migliore senza riempire la stanza di cavi.',
    'Sostituisce un vecchio impianto 5.1.',
  ],
  titles: {
    positive: [
      'Il salotto è diventato un cinema',
      'La soundbar che cercavo',
      'Un salto di qualità per il salotto',
      'Film e serie mai sentiti così',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buona, ma con qualche limite',
      'Luci e ombre',
      'Valida, ma non perfetta',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Una soundbar da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Dialoghi',
      plural: true,
      good: [
        'Finalmente i dialoghi dei film sono chiari, senza alzare il volume a ogni scena.',
        'La modalità voce è perfetta per i telegiornali.',
      ],
      bad: ['I dialoghi si perdono sotto la musica e gli effetti.', 'Le voci suonano nasali e innaturali.'],
      minor: ['Per i dialoghi conviene attivare la modalità voce.'],
      modest: ['I dialoghi si capiscono.'],
    },
    {
      label: 'Effetto surround',
      good: [
        'Il Dolby Atmos fa sobbalzare sul divano: gli elicotteri passano sopra la testa.',
        "L'effetto avvolgente riempie la stanza come in un cinema.",
      ],
      bad: [
        "L'effetto surround è quasi inesistente.",
        "L'Atmos si sente solo se si è seduti in un punto preciso.",
      ],
      minor: ["In una stanza irregolare l'effetto surround si sente meno."],
      modest: ["Un po' di spazialità c'è."],
    },
    {
      label: 'Bassi',
      plural: true,
      good: [
        'Bassi profondi e controllati: le esplosioni si sentono nello stomaco.',
        'I bassi sono pieni senza far tremare i vetri dei vicini.',
      ],
      bad: [
        'I bassi rimbombano e coprono tutto.',
        { text: 'Il subwoofer perde la connessione e si spegne da solo.', needs: 'subwoofer' },
        { text: 'Senza subwoofer i bassi restano timidi.', unless: 'subwoofer' },
      ],
      minor: ["Di sera bisogna abbassare un po' i bassi."],
      modest: ['I bassi ci sono.'],
    },
    {
      good: [
        'Collegata in HDMI si accende con il televisore e si regola con il suo telecomando.',
        'Configurazione guidata in dieci minuti.',
      ],
      bad: [
        'Con il collegamento HDMI audio e video vanno fuori sincrono.',
        'Si scollega dal televisore una sera sì e una no.',
      ],
      minor: ['Il cavo HDMI incluso è corto.'],
      modest: ['Con il telecomando del televisore si regola il volume.'],
    },
    {
      good: [
        "L'app permette di regolare tutto, dai bassi alla calibrazione della stanza.",
        'Gli aggiornamenti hanno migliorato il suono nel tempo.',
      ],
      bad: [
        "L'app perde la soundbar dalla rete di continuo.",
        "Dopo un aggiornamento dell'app la soundbar non si collegava più.",
      ],
      minor: ["L'app è un po' lenta ad aprirsi."],
      modest: ["L'app funziona."],
    },
  ],
};

const stickVacuum: KindPhrases = {
  noun: 'f',
  openers: [
    'La uso ogni giorno in un appartamento di 90 metri quadri.',
    "Abbiamo un cane che perde pelo tutto l'anno.",
    'La uso anche per le scale e la macchina.',
    'Ha sostituito un vecchio aspirapolvere con il filo.',
  ],
  titles: {
    positive: [
      'Casa pulita senza fatica',
      'La scopa elettrica che cercavo',
      'Non tornerei mai al filo',
      'Pulire non è mai stato così veloce',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buona, ma con qualche limite',
      'Luci e ombre',
      'Valida, ma non perfetta',
      'Buona, ma non per ogni casa',
    ],
    negative: [
      'Una scopa elettrica da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Aspirazione',
      good: [
        'Aspirazione potente: tira su i peli del cane anche dai tappeti spessi.',
        'Basta una passata e il pavimento è pulito.',
      ],
      bad: [
        'Lascia briciole in giro e sui tappeti non raccoglie quasi nulla.',
        'La spazzola si blocca con i capelli e va liberata a mano.',
      ],
      minor: ['Sui tappeti a pelo lungo serve qualche passata in più.'],
      modest: ['Sui pavimenti duri aspira discretamente.'],
      titles: { good: ['Potenza di aspirazione impressionante'], bad: ['Aspirazione deludente'] },
    },
    {
      label: 'Autonomia',
      good: [
        'La batteria basta per tutta la casa, anche in modalità potente.',
        'Si ricarica sulla base a muro e la trovo sempre pronta.',
      ],
      bad: [
        "In modalità massima la batteria dura un quarto d'ora.",
        'La batteria ormai tiene la metà della carica.',
      ],
      minor: ['In modalità massima la batteria dura parecchio meno.'],
      modest: ['In modalità eco la batteria dura.'],
    },
    {
      label: 'Maneggevolezza',
      good: [
        "Leggera e maneggevole, la uso anche per pulire le scale e l'auto.",
        'Si infila sotto il divano senza piegarsi.',
      ],
      bad: [
        'È sbilanciata e dopo dieci minuti mi fa male il braccio.',
        'Il tubo è corto e bisogna piegarsi per pulire sotto i mobili.',
      ],
      minor: ['Il peso è tutto in alto: sulle ragnatele il braccio si stanca.'],
      modest: ['Si usa bene anche in auto.'],
    },
    {
      good: [
        'Il contenitore si svuota con un gesto, senza toccare lo sporco.',
        "Il filtro si lava sotto l'acqua in un attimo.",
      ],
      bad: [
        'Svuotare il contenitore è un disastro: lo sporco finisce per terra.',
        'Il filtro si intasa dopo due passate.',
      ],
      minor: ['Il contenitore è piccolo e va svuotato spesso.'],
      modest: ['Il contenitore si stacca facilmente.'],
    },
    {
      needs: 'laser',
      good: [
        'Il laser che mostra la polvere è geniale: vedo esattamente dove ripassare.',
        'Con la luce radente scopro polvere che non avrei mai visto.',
      ],
      bad: [
        'Il laser è scenografico, ma la pulizia non migliora.',
        'La spazzola con il laser si è staccata dal tubo.',
      ],
      minor: ['Il laser mostra così tanta polvere che viene voglia di pulire due volte.'],
      modest: ['Il laser è curioso.'],
    },
    {
      good: [
        'Silenziosa quanto basta per usarla mentre il bambino dorme.',
        'Il motore ha un suono basso e poco fastidioso.',
      ],
      bad: ["Il rumore è insopportabile, sembra un motore d'aereo.", 'Fischia in modo acuto.'],
      minor: ['In modalità massima è piuttosto rumorosa.'],
      modest: ['In eco è abbastanza silenziosa.'],
    },
  ],
};

const robotVacuum: KindPhrases = {
  noun: 'm',
  openers: [
    'Abbiamo due gatti e una casa su un solo piano.',
    'Lo facciamo partire ogni mattina quando usciamo.',
    'Casa di 100 metri quadri con parquet e qualche tappeto.',
    'Era il nostro primo robot.',
  ],
  titles: {
    positive: [
      'Il robot che mi ha cambiato la vita',
      'Pavimenti sempre puliti',
      'Il miglior investimento per la casa',
      'Fa tutto da solo',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buono, ma con qualche limite',
      'Luci e ombre',
      'Valido, ma non perfetto',
      'Buono, ma non per ogni casa',
    ],
    negative: [
      'Un robot da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Mappatura',
      good: [
        "La mappatura della casa è precisa e dall'app escludo le zone che voglio.",
        'Riconosce cavi e calzini e li evita senza incastrarsi.',
      ],
      bad: ['Si incastra sotto il divano e devo andare a liberarlo.', 'Gira a vuoto senza trovare la base.'],
      minor: ['Ogni tanto si incastra sotto un mobile basso.'],
      modest: ['La mappa della casa è corretta.'],
      titles: { bad: ['Si blocca in continuazione'] },
    },
    {
      label: 'Aspirazione',
      good: [
        'Aspira peli e briciole anche negli angoli.',
        'Sui tappeti aumenta la potenza da solo e li pulisce a fondo.',
      ],
      bad: ['Lascia la polvere negli angoli e lungo i battiscopa.', 'Sui tappeti a pelo lungo si blocca.'],
      minor: ['Negli angoli stretti resta qualche granello.'],
      modest: ['Sui pavimenti liberi aspira.'],
    },
    {
      label: 'Lavaggio',
      needs: 'mop',
      good: [
        'I mop lavano bene anche le macchie secche in cucina.',
        'Sul gres lascia il pavimento lucido e senza aloni.',
      ],
      bad: [
        'I mop lasciano aloni sul gres e righe sul parquet.',
        'Il lavaggio si limita a inumidire il pavimento.',
      ],
      minor: ['Sulle macchie ostinate serve un secondo passaggio.'],
      modest: ['Per rinfrescare il pavimento il lavaggio va bene.'],
    },
    {
      good: [
        'La stazione di svuotamento automatico mi evita di toccare lo sporco per settimane.',
        'Svuota da solo il contenitore: me ne occupo una volta al mese.',
      ],
      bad: [
        'La stazione fa un rumore tremendo quando svuota il contenitore.',
        'Il sacchetto della stazione si riempie in fretta e i ricambi costano cari.',
      ],
      minor: ['I sacchetti di ricambio costano parecchio.'],
      modest: ['La stazione svuota il contenitore.'],
    },
    {
      good: [
        "Dall'app programmo le pulizie stanza per stanza.",
        'Le notifiche mi dicono quando ha finito e cosa ha pulito.',
      ],
      bad: [
        "L'app perde la connessione al robot un giorno sì e uno no.",
        'Dopo un aggiornamento la mappa si è cancellata.',
      ],
      minor: ["L'app chiede un po' troppi permessi."],
      modest: ["L'app permette di avviarlo."],
    },
    {
      good: ['Silenzioso: lo avvio anche mentre lavoro da casa.', 'In modalità notturna quasi non si sente.'],
      bad: [
        'È rumorosissimo, non si riesce a parlare al telefono.',
        'Sbatte contro i mobili con una violenza che mi preoccupa.',
      ],
      minor: ['Alla potenza massima si fa sentire.'],
      modest: ['In modalità silenziosa si sopporta.'],
    },
  ],
};

const coffeeMachine: KindPhrases = {
  noun: 'f',
  openers: [
    'La uso ogni mattina per due espressi e un cappuccino.',
    'Arrivavo dalle capsule.',
    'In casa siamo in quattro e beviamo caffè a tutte le ore.',
    'Cercavo una macchina che facesse anche il latte montato.',
  ],
  titles: {
    positive: [
      'Il caffè come al bar',
      'Cappuccino perfetto ogni mattina',
      'Addio capsule',
      'Ogni mattina un piccolo piacere',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buona, ma con qualche limite',
      'Luci e ombre',
      'Valida, ma non perfetta',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Una macchina da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Espresso',
      good: [
        "L'espresso ha una crema densa e un aroma pieno.",
        'Il caffè esce cremoso e alla temperatura giusta.',
      ],
      bad: [
        'Il caffè esce acquoso qualunque regolazione provi.',
        "L'espresso esce tiepido e dopo un minuto è freddo.",
      ],
      minor: ["Il caffè esce un po' troppo caldo per i miei gusti."],
      modest: ['Il caffè è bevibile.'],
    },
    {
      label: 'Latte montato',
      good: [
        'Il sistema per il latte fa una schiuma densa e si pulisce in un attimo.',
        'Il cappuccino viene cremoso come al bar.',
      ],
      bad: ['La schiuma del latte è piena di bolle grandi e si smonta subito.', 'Il latte esce tiepido.'],
      minor: ["Per montare bene il latte serve un po' di pratica."],
      modest: ['Il latte si monta.'],
    },
    {
      good: [
        'La pulizia quotidiana richiede due minuti.',
        { text: 'Il gruppo si estrae e si lava sotto il rubinetto.', needs: 'grinder' },
        { text: 'Filtro e lancia vapore si sciacquano in un attimo.', needs: 'manual' },
      ],
      bad: [
        'La pulizia quotidiana è più laboriosa del previsto.',
        "C'era della muffa nel cassetto dei fondi.",
      ],
      minor: ['La decalcificazione va fatta spesso e il ciclo è lungo.'],
      modest: ['I pezzi si smontano.'],
    },
    {
      label: 'Macinacaffè',
      needs: 'grinder',
      good: [
        'Il macinacaffè si regola facilmente e il caffè è sempre fresco.',
        'Regolando la macinatura, con i chicchi appena tostati il risultato è da bar.',
      ],
      bad: [
        "Il macinacaffè si è bloccato con una miscela un po' oleosa.",
        'Il macinacaffè è rumorosissimo: al mattino sveglia tutta la casa.',
      ],
      minor: ['Rumorosa nella fase di macinatura.'],
      modest: ['La macinatura si regola.'],
    },
    {
      needs: 'manual',
      good: [
        'Si scalda in pochi secondi e in un minuto ho il mio espresso.',
        "Con un po' di pratica si ottengono espressi da bar.",
      ],
      bad: [
        'Il filtro pressurizzato dà un caffè sempre uguale e piatto.',
        'Il portafiltro perde acqua dai lati.',
      ],
      minor: ["Serve un po' di pratica per trovare la dose giusta."],
      modest: ['Si scalda velocemente.'],
    },
    {
      good: [
        'Il serbatoio è capiente e lo riempio due volte a settimana.',
        'Il serbatoio si estrae dal davanti, comodissimo.',
      ],
      bad: ['Il serbatoio è minuscolo e va riempito ogni giorno.', 'Il serbatoio perde acqua dal fondo.'],
      minor: ['Il serbatoio va riempito spesso.'],
      modest: ['Il serbatoio si stacca facilmente.'],
    },
  ],
};

const airFryer: KindPhrases = {
  noun: 'f',
  openers: [
    'La uso quasi ogni sera per cena.',
    'Siamo in quattro in famiglia.',
    "L'ho presa per cucinare con meno olio.",
    'Ha preso il posto del forno per molte cose.',
  ],
  titles: {
    positive: [
      'Patatine croccanti senza olio',
      'La uso più del forno',
      'La friggitrice che cercavo',
      'Cena pronta in un attimo',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buona, ma con qualche limite',
      'Luci e ombre',
      'Valida, ma non perfetta',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Una friggitrice da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare anche a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Cottura',
      good: [
        "Patatine croccanti con un cucchiaio d'olio e cena pronta in venti minuti.",
        'Cuoce in modo uniforme: il pollo resta succoso dentro.',
      ],
      bad: [
        'Cuoce in modo disomogeneo: sopra brucia, sotto resta crudo.',
        'Le patatine escono molli anche allungando i tempi.',
      ],
      minor: ['A metà cottura bisogna scuotere il cestello.'],
      modest: ['I surgelati vengono discreti.'],
    },
    {
      label: 'Capienza',
      unless: 'dual-basket',
      good: ['Il cestello è capiente: cena per quattro in un colpo solo.', 'Ci entra un pollo intero.'],
      bad: [
        'Il cestello è troppo piccolo per quattro persone e devo fare due giri.',
        'Con due porzioni è già piena e non cuoce bene.',
      ],
      minor: ['Per una famiglia numerosa il cestello è al limite.'],
      modest: ['Per due persone la capienza basta.'],
    },
    {
      needs: 'dual-basket',
      good: [
        'Con i due cestelli cucino secondo e contorno insieme e finiscono nello stesso momento.',
        'La funzione che sincronizza i cestelli è geniale.',
      ],
      bad: ['I due cestelli sono stretti: una bistecca non ci entra.', "Un cestello scalda meno dell'altro."],
      minor: ['I cestelli sono stretti per i pezzi grandi.'],
      modest: ['I due cestelli sono comodi.'],
    },
    {
      good: [
        'Cestelli antiaderenti lavabili in lavastoviglie: pulizia velocissima.',
        'Basta una spugna e il cestello torna come nuovo.',
      ],
      bad: [
        'Il rivestimento antiaderente si sta già staccando.',
        'Il grasso si incrosta sulla resistenza ed è impossibile da pulire.',
      ],
      minor: ['La griglia interna ha angoli difficili da pulire.'],
      modest: ['Il cestello si lava.'],
    },
    {
      good: [
        'Cuoce in metà tempo rispetto al forno e consuma molto meno.',
        "D'estate non scalda la cucina come il forno.",
      ],
      bad: [
        'Consuma più di quanto pensassi e non è più veloce del forno ventilato.',
        'Lascia in cucina un odore di plastica bruciata.',
      ],
      minor: ["In cottura produce un po' di odore."],
      modest: ['Si preriscalda in fretta.'],
    },
    {
      good: ['Silenziosa: si sente appena la ventola.', 'Il segnale acustico di fine cottura è discreto.'],
      bad: ['La ventola è rumorosissima.', 'Il segnale acustico è assordante e non si può disattivare.'],
      minor: ["La ventola si sente un po'."],
      modest: ['Il rumore è sopportabile.'],
    },
  ],
};

const kitchenMachine: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo uso ogni giorno per cucinare per quattro.',
    '{Non sono un grande cuoco|Non sono una grande cuoca} e cercavo una guida passo passo.',
    "L'ho preso dopo averlo provato da un'amica.",
    'Sostituisce planetaria, frullatore e qualche pentola.',
  ],
  titles: {
    positive: [
      'Un aiuto vero in cucina',
      'Mi ha fatto amare la cucina',
      'Il robot da cucina che cercavo',
      'Cucinare è diventato un piacere',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Utile, ma con qualche limite',
      'Luci e ombre',
      'Valido, ma non indispensabile',
      'Buono, ma non per tutti',
    ],
    negative: [
      'Un acquisto da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Ricette guidate',
      plural: true,
      good: [
        'Le ricette guidate sono chiarissime: anche un principiante fa un risotto perfetto.',
        'Con le ricette guidate ho imparato a fare pane e pasta fresca.',
      ],
      bad: [
        "Molte ricette guidate richiedono l'abbonamento.",
        'Le ricette guidate hanno dosi sbagliate e tempi poco realistici.',
      ],
      minor: ["Per usare tutte le ricette serve l'abbonamento."],
      modest: ['Qualche ricetta base è inclusa.'],
    },
    {
      label: 'Cottura',
      good: [
        'Il risotto viene cremoso senza stare a mescolare.',
        'Gli impasti vengono perfetti, anche quelli per la pizza.',
      ],
      bad: ['Le cotture lunghe attaccano sul fondo.', 'Con gli impasti duri tutto il robot sussulta.'],
      minor: ['Con gli impasti duri bisogna stare attenti alle dosi.'],
      modest: ['Le zuppe vengono discrete.'],
    },
    {
      label: 'Display',
      good: [
        'Il display grande è chiaro e reattivo anche con le mani infarinate.',
        'Si aggiorna da solo e propone sempre ricette nuove.',
      ],
      bad: ['Il display si blocca a metà ricetta.', 'Lo schermo touch non risponde con le mani bagnate.'],
      minor: ['Il display si sporca facilmente.'],
      modest: ['Il display è leggibile.'],
    },
    {
      good: [
        'Più silenzioso di quanto pensassi, anche quando trita.',
        'Durante le cotture lente quasi non si sente.',
      ],
      bad: ['Quando trita è rumorosissimo.', 'Alle velocità alte vibra e si sposta sul piano.'],
      minor: ['Quando trita ad alta velocità è rumoroso.'],
      modest: ['Nelle cotture lente è silenzioso.'],
    },
    {
      good: [
        'Il boccale si lava in lavastoviglie.',
        "Con un po' d'acqua e sapone e la funzione di prelavaggio si pulisce quasi da solo.",
      ],
      bad: [
        'Le lame sono difficili da pulire e trattengono i residui.',
        'La guarnizione del coperchio trattiene gli odori.',
      ],
      minor: ['Le lame vanno smontate con attenzione.'],
      modest: ['Il boccale si lava.'],
    },
  ],
};

const washingMachine: KindPhrases = {
  noun: 'f',
  openers: [
    'Siamo in quattro e facciamo una lavatrice al giorno.',
    'Ha sostituito una lavatrice di quindici anni.',
    'Abito in un appartamento con il bagno vicino alla camera da letto.',
    'La usiamo anche per i piumoni.',
  ],
  titles: {
    positive: [
      'Il bucato non è mai stato così facile',
      'Bucato perfetto',
      'La lavatrice che cercavo',
      'Affidabile e facile da usare',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Buona, ma con qualche limite',
      'Luci e ombre',
      'Valida, ma non perfetta',
      'Buona, ma non per tutti',
    ],
    negative: [
      'Una lavatrice da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Lavaggio',
      good: [
        'Lava benissimo anche a 30 gradi: le macchie spariscono.',
        'I capi escono profumati e senza residui di detersivo.',
      ],
      bad: [
        'Restano residui di detersivo sui capi scuri.',
        'Le macchie leggere restano anche con i programmi lunghi.',
      ],
      minor: ['Con i capi molto sporchi conviene un prelavaggio.'],
      modest: ['Con i capi poco sporchi lava bene.'],
    },
    {
      label: 'Silenziosità',
      good: [
        'Silenziosissima: la centrifuga non fa tremare il pavimento.',
        'La faccio partire di notte senza svegliare nessuno.',
      ],
      bad: ['In centrifuga si sposta e sbatte contro il mobile.', 'Fa un rumore metallico in centrifuga.'],
      minor: ["In centrifuga si sente un po'."],
      modest: ['In lavaggio è silenziosa.'],
    },
    {
      good: [
        "Il programma rapido è utilissimo: bucato pronto in mezz'ora.",
        'Tanti programmi utili, dai piumoni alla lana.',
      ],
      bad: ['I programmi durano ore, anche quelli rapidi.', 'I programmi sono troppi e confusi.'],
      minor: ['I programmi eco durano parecchio.'],
      modest: ['I programmi base funzionano.'],
    },
    {
      good: [
        'Consuma poca acqua ed energia, e in bolletta si vede.',
        "Pesa il carico e dosa l'acqua di conseguenza.",
      ],
      bad: [
        'Consuma molta più acqua di quanto dichiarato.',
        'Il cassetto del detersivo lascia sempre del prodotto dentro.',
      ],
      minor: ['Il cassetto del detersivo va pulito spesso.'],
      modest: ['I consumi sono nella media.'],
    },
    {
      needs: 'app',
      good: [
        "Dall'app vedo quando ha finito e la faccio partire anche da fuori casa.",
        "L'app suggerisce il programma giusto per il carico.",
      ],
      bad: ["L'app si disconnette e perde i programmi scaricati.", 'Collegarla al Wi-Fi è stato un incubo.'],
      minor: ["L'app è un po' lenta ad aggiornarsi."],
      modest: ["L'app avvisa a fine ciclo."],
    },
    {
      label: 'Capienza',
      good: [
        'Il cestello è grande: i piumoni entrano senza problemi.',
        'Con nove chili di carico il bucato della settimana si fa in due giri.',
      ],
      bad: [
        'Il cestello è più piccolo di quanto sembri: il piumone matrimoniale non entra.',
        'Nove chili sulla carta, ma già con sei il lavaggio peggiora.',
      ],
      minor: ['Lo sportello si apre solo qualche minuto dopo la fine del ciclo.'],
      modest: ['Il cestello è capiente.'],
    },
    {
      label: 'Affidabilità',
      good: [
        'Finisce ogni ciclo senza un intoppo.',
        'Lo sportello chiude bene e non ha mai perso una goccia.',
      ],
      bad: [
        "Perdita d'acqua dal fondo dopo poche settimane.",
        'Si blocca con un codice di errore a metà ciclo.',
      ],
      minor: ['Il segnale di fine ciclo non si può abbassare.'],
      modest: ['Per ora finisce i cicli.'],
    },
  ],
};

const kettle: KindPhrases = {
  noun: 'm',
  openers: [
    'Lo uso ogni giorno per tè e tisane.',
    'In casa beviamo molto tè.',
    "L'ho preso per abbinarlo agli altri elettrodomestici della cucina.",
    "Me l'hanno regalato per la casa nuova.",
  ],
  titles: {
    positive: [
      'Un piccolo lusso in cucina',
      'Il bollitore che cercavo',
      'Acquisto azzeccato',
      'Bello e pratico',
      'Soddisfatt{o|a} su tutta la linea',
    ],
    mixed: [
      'Bello, ma con qualche limite',
      'Luci e ombre',
      'Valido, ma non perfetto',
      'Bello, ma non per tutti',
    ],
    negative: [
      'Un bollitore da dimenticare',
      'Non vale quello che costa',
      'Una delusione',
      'Mi aspettavo molto di più',
      'Da evitare a questo prezzo',
    ],
  },
  aspects: [
    {
      label: 'Velocità',
      good: [
        "Porta a ebollizione un litro d'acqua in un paio di minuti.",
        "L'acqua per la tisana è pronta prima che trovi la tazza.",
      ],
      bad: [
        "Ci mette un'eternità a bollire, più del pentolino sul fornello.",
        "Si spegne prima che l'acqua arrivi davvero a bollire.",
      ],
      minor: ['A pieno carico ci mette qualche minuto in più.'],
      modest: ['Con poca acqua è veloce.'],
    },
    {
      label: 'Design',
      good: [
        "Lo stile anni '50 è bellissimo e il colore si abbina alla cucina.",
        'Fa la sua figura sul piano di lavoro: tutti gli ospiti lo notano.',
      ],
      bad: [
        'La vernice si è scrostata vicino al beccuccio.',
        'Il colore dal vivo è molto diverso da quello delle foto.',
      ],
      minor: ['La superficie lucida mostra ogni impronta.'],
      modest: ['Esteticamente è carino.'],
    },
    {
      good: [
        'Il beccuccio versa preciso, senza gocciolare.',
        'La maniglia è comoda anche con il bollitore pieno.',
      ],
      bad: [
        'Il beccuccio gocciola sul piano ogni volta che verso.',
        'Il coperchio si apre a fatica e rischio di scottarmi.',
      ],
      minor: ["Il coperchio è un po' duro da aprire."],
      modest: ['La maniglia è comoda.'],
    },
    {
      good: [
        'La base girevole permette di prenderlo da qualsiasi lato.',
        "Si spegne da solo quando l'acqua bolle o se è vuoto.",
      ],
      bad: [
        'Il corpo in metallo diventa rovente, guai a toccarlo.',
        "L'interruttore non scatta e l'acqua continua a bollire.",
      ],
      minor: ['Il corpo in acciaio si scalda parecchio.'],
      modest: ['La base girevole è comoda.'],
    },
    {
      label: 'Filtro anticalcare',
      good: [
        'Il filtro anticalcare si estrae e si lava in un attimo.',
        'Nella tazza non arriva un granello di calcare.',
      ],
      bad: [
        'Il filtro anticalcare lascia passare di tutto.',
        "L'interno si è riempito di macchie di ruggine.",
      ],
      minor: ['Con la nostra acqua dura va decalcificato spesso.'],
      modest: ['Il filtro si toglie facilmente.'],
    },
    {
      good: ['Silenzioso anche quando arriva al bollore.', 'Borbotta appena, niente fischi.'],
      bad: [
        'Fischia e borbotta rumorosissimo per tutto il tempo.',
        "Lascia nell'acqua un odore di plastica.",
      ],
      minor: ["Quando arriva al bollore è un po' rumoroso."],
      modest: ['Il rumore è nella media.'],
    },
  ],
};

export const kindPhrases: Record<ProductKind, KindPhrases> = {
  smartphone,
  laptop,
  'gaming-laptop': gamingLaptop,
  tv,
  monitor,
  tablet,
  smartwatch,
  sportwatch,
  'fitness-band': fitnessBand,
  camera,
  'action-cam': actionCam,
  'gimbal-camera': gimbalCamera,
  console: console_,
  handheld,
  'vr-headset': vrHeadset,
  controller,
  mouse,
  keyboard,
  'gaming-headset': gamingHeadset,
  headphones,
  earbuds,
  speaker,
  soundbar,
  'stick-vacuum': stickVacuum,
  'robot-vacuum': robotVacuum,
  'coffee-machine': coffeeMachine,
  'air-fryer': airFryer,
  'kitchen-machine': kitchenMachine,
  'washing-machine': washingMachine,
  kettle,
};
