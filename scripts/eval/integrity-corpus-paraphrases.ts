// Copies rewritten by hand, as a farm's second account does to a review it copies: synonyms, a few
// clauses rephrased, a title of its own, sometimes a sentence dropped or added. A generator's swaps
// are too easy; these are the hard positives of the evaluation.
import { review } from './integrity-corpus-types.ts';

/** `of`: the product id and the index of the review (in integrity-corpus-*.ts) that was copied. */
export type Paraphrase = { of: [productId: string, reviewIndex: number]; text: string; how: string[] };

export const paraphrases: Paraphrase[] = [
  {
    of: ['galaxy-s24', 0],
    how: ['synonyms', 'few-words'],
    text: review(
      'Piccolo e potentissimo',
      'Display luminosissimo, misure ideali per una mano, fotocamera affidabile con la luce del giorno.',
      'La batteria da 4000 mAh a sera è al 15%, la carica a 25 W è lenta in confronto ai cinesi.',
      "Arrivavo da un S21 e volevo un telefono compatto che non fosse un ripiego. Lo schermo da 6,2 pollici è stupendo persino sotto il sole d'agosto e il chip non si scompone neanche con i giochi più pesanti. Gli scatti col tele 3x sono una sorpresa, i ritratti escono naturali. Sull'autonomia non mi faccio illusioni: usandolo tanto va ricaricato prima di cena. Tutto sommato eccellente rapporto qualità/prezzo se lo comprate in promozione.",
    ),
  },
  {
    of: ['iphone-15', 0],
    how: ['synonyms', 'reorder'],
    text: review(
      'USB-C, era ora',
      'Fotocamera da 48 MP, Dynamic Island, porta USB-C.',
      'Display a 60 Hz nel 2024, carica lenta.',
      "Finalmente uso lo stesso cavo del Mac e dell'iPad. Arrivo da un iPhone 11 e la differenza si nota soprattutto negli scatti: il sensore da 48 megapixel tira fuori dettagli pazzeschi e i ritratti sono naturali. L'autonomia arriva a sera senza problemi. L'unico vero difetto è il display a 60 Hz, che dopo aver provato un 120 Hz pare scattoso. Telefono eccellente, lo consiglio.",
    ),
  },
  {
    of: ['redmi-note-13', 0],
    how: ['synonyms', 'numbers'],
    text: review(
      'Tantissimo telefono con pochi euro',
      'Display AMOLED a 120 Hz, carica da 67 W, 512 GB di spazio.',
      'Pubblicità dentro le app di sistema, fotocamera di notte debole.',
      "Sotto i 350 euro è dura trovare di meglio. Il display è fluido e luminoso, con la carica da 67 W vado dal 5 al 90% nel tempo di una doccia. La fotocamera da 200 MP è più marketing che sostanza, però di giorno gli scatti sono buoni. Il sistema, ora HyperOS, ha ancora un po' di pubblicità da togliere dalle impostazioni. Rapporto qualità/prezzo eccellente, lo consiglio.",
    ),
  },
  {
    of: ['pixel-8', 2],
    how: ['synonyms', 'split', 'removed-sentence'],
    text: review(
      'Batteria deludente',
      'Scatti molto belli.',
      'Autonomia insufficiente, scalda in estate, sensore di impronte lento.',
      "Volevo davvero amarlo. Ma dopo due mesi sono deluso. L'autonomia non copre la giornata: alle 18 sono al 10% con un utilizzo normale, social e un po' di navigatore. D'estate in macchina si surriscalda e riduce la luminosità da solo. Un telefono deve prima di tutto arrivare a sera. Non lo consiglio a chi lo usa tanto.",
    ),
  },
  {
    of: ['sony-wh1000xm5', 0],
    how: ['synonyms', 'few-words', 'emoji'],
    text: review(
      'In aereo silenzio assoluto ✈️',
      'Riduzione del rumore al top, comodissime, autonomia di 30 ore.',
      'Non sono pieghevoli, custodia ingombrante.',
      "Volo spesso per lavoro e queste cuffie mi hanno cambiato i viaggi: il rumore dei motori scompare quasi del tutto 🙌 Le tengo sei ore di seguito senza fastidio alle orecchie. Il suono è caldo e ricco di dettagli, dall'app si regola l'equalizzatore. Peccato che non si ripieghino più come le XM4, la custodia riempie mezzo zaino. Acquisto eccellente, le consiglio!",
    ),
  },
  {
    of: ['airpods-pro-2', 0],
    how: ['synonyms', 'added-sentence'],
    text: review(
      'Perfetti con iPhone',
      'Riduzione del rumore, trasparenza naturale, custodia con altoparlante per ritrovarli.',
      'Costo, con Android perdono metà delle funzioni.',
      "Li uso in metropolitana tutti i giorni e la riduzione del rumore è impressionante per degli auricolari in-ear. La modalità trasparenza sembra di non indossarli. Il passaggio da iPhone a Mac è automatico. L'autonomia è di circa sei ore, con la custodia arrivo a fine settimana. Li ho comprati dopo averli provati da un amico e non tornerei indietro. Prodotto eccellente, consigliato a chi usa iPhone.",
    ),
  },
  {
    of: ['jbl-tune-510bt', 0],
    how: ['synonyms', 'few-words'],
    text: review(
      'Convenienti e piene di bassi',
      'Costo, bassi potenti, autonomia da 40 ore.',
      "Padiglioni piccoli, dopo un'oretta fanno sudare le orecchie.",
      "Per 30 euro non ci si può lamentare: audio con tanti bassi, batteria che regge una settimana di viaggi casa ufficio e Bluetooth stabile. Sono leggere e pieghevoli. I padiglioni poggiano sulle orecchie e dopo un'ora danno un po' fastidio. Eccellente rapporto qualità/prezzo.",
    ),
  },
  {
    of: ['macbook-air-m3', 0],
    how: ['synonyms', 'partial-copy'],
    text: review(
      'Zero rumore, batteria infinita',
      'Senza ventola, autonomia da 15 ore, display splendido, tastiera comoda.',
      '8 GB di RAM sono pochi, solo due USB-C.',
      "Faccio il grafico freelance e lo uso l'intera giornata con Photoshop, Figma e decine di schede aperte. Non fa alcun rumore perché è senza ventola e l'autonomia copre davvero una giornata lavorativa intera. Il display è fedele nei colori. Ho scelto la versione da 16 GB e suggerisco di non scendere sotto. Lo collego a un monitor esterno con un solo cavo e ricarico anche il portatile. In studio nessuno dei colleghi è tornato a Windows dopo averlo provato.",
    ),
  },
  {
    of: ['ideapad-slim-5', 0],
    how: ['synonyms', 'numbers', 'case-punctuation'],
    text: review(
      'OTTIMO RAPPORTO QUALITÀ PREZZO',
      'ryzen 7 rapido 16 gb di ram ssd da 2 tb schermo oled',
      'altoparlanti deboli webcam appena sufficiente',
      'per 650 euro ho un notebook con 16 gb di ram 2 tb di ssd e un display oled bellissimo lo uso per programmare e qualche gioco leggero non ha mai esitato la batteria arriva a 9 ore di uso reale gli altoparlanti sono deboli con le cuffie nessun problema rapporto qualità prezzo eccellente consigliato',
    ),
  },
  {
    of: ['lg-oled-c3', 0],
    how: ['synonyms', 'reorder', 'removed-sentence'],
    text: review(
      'Neri perfetti, come al cinema',
      'Neri profondissimi, Dolby Vision, 4 porte HDMI 2.1, webOS rapido.',
      'Luminosità limitata nelle stanze molto illuminate, audio integrato scarso.',
      "Con la PS5 a 120 Hz si gioca in modo fluidissimo. Dopo anni di LED, guardare un film al buio su questo OLED è un'esperienza diversa: neri assoluti, contrasto infinito, colori naturali in modalità Filmmaker. L'audio integrato è debole, ho comprato una soundbar. Televisore eccellente, lo consiglio.",
    ),
  },
  {
    of: ['roomba-combo-j7', 0],
    how: ['synonyms', 'typos'],
    text: review(
      'Schiva calzini e bisogni del cane',
      'Riconoscimento degli ostacoli, base di svuotamento automatco, lavaggio con braccio che si alza.',
      'Lavaggio leggero, app lenta, costo.',
      'Con un cane e due bimbi il pavimento è un campo minato. Il j7+ riconosce cavi, calzini e i bisognini del cane e li schiva, cosa che il vecchio robot non faceva. La base si svuota da sola e il sachetto dura un mese. Il panno lava poco, più che altro rinfresca. Robot aspirapolvere ecellente, lo consiglio.',
    ),
  },
  {
    of: ['roborock-s8', 0],
    how: ['synonyms', 'numbers', 'few-words'],
    text: review(
      'Pulizia perfetta',
      'Aspirazione potentissima, doppia spazzola in gomma, lavaggio sonico, mappa LiDAR rapida.',
      'Base ingombrante, app con troppe impostazioni.',
      "Abito in una casa di 95 metri quadri su un piano e il Roborock la pulisce tutta in un'ora e dieci. Aspira alla perfezione anche i peli del gatto sul tappeto, il lavaggio sonico elimina le macchie leggere. La mappa è precisa e posso escludere le aree con i cavi. La base prende spazio. Robot eccellente, lo consiglio.",
    ),
  },
  {
    of: ['mx-master-3s', 0],
    how: ['synonyms', 'split'],
    text: review(
      'Il mouse perfetto per il lavoro',
      'Ergonomia, rotella elettromagnetica, clic silenziosi, tre dispositivi.',
      'Grosso per mani piccole, pesante per giocare.',
      'Lo adopero otto ore al giorno tra Excel e Photoshop. Non ho più dolore al polso. La rotella che gira libera fa volare i fogli lunghi. Quella laterale è comoda per scorrere in orizzontale. Con un pulsante passo dal PC al Mac. I clic silenziosi sono una benedizione in open space. Mouse eccellente, lo raccomando.',
    ),
  },
  {
    of: ['switch-oled', 1],
    how: ['synonyms', 'few-words'],
    text: review(
      'Per giocare tutti insieme',
      'Mario Kart in quattro, trasportabile, solida.',
      'Titoli costosi, 64 GB di spazio.',
      'La usiamo la sera tutti insieme con Mario Kart e Just Dance, i ragazzi la portano in auto nei viaggi lunghi. È solida, è caduta un paio di volte senza danni. I titoli Nintendo non vanno mai in offerta e lo spazio finisce: serve una microSD. La consiglio alle famiglie.',
    ),
  },
  {
    of: ['dyson-v15', 0],
    how: ['synonyms', 'partial-copy', 'emoji'],
    text: review(
      'Il laser è una rivelazione 😍',
      'Luce laser che mostra la polvere, potenza, sensore che conta le particelle.',
      'Pesante da usare in alto, costo.',
      "Credevo fosse una trovata pubblicitaria, invece la luce laser rivela polvere che non avrei mai notato sul parquet. L'aspirazione è potentissima e la spazzola anti-groviglio non si riempie di capelli. Lo uso anche in macchina con l'accessorio piccolo e i sedili tornano come nuovi. L'ho pagato meno grazie a una promozione del sito, quindi sono doppiamente contento 👍",
    ),
  },
  {
    of: ['kindle-paperwhite', 0],
    how: ['synonyms', 'reorder', 'few-words'],
    text: review(
      'Leggo il doppio di prima',
      "Luce calda regolabile, display da 6,8 pollici, resistente all'acqua.",
      'Pubblicità sulla schermata di blocco se non paghi.',
      "La luce calda di sera non affatica gli occhi, lo schermo più ampio rende la lettura comoda e l'autonomia dura settimane. Avevo un Kindle base di otto anni fa e questo è un altro pianeta. Lo porto pure in spiaggia senza timori. Prodotto eccellente, lo consiglio a chiunque legga.",
    ),
  },
  {
    of: ['forerunner-265', 0],
    how: ['synonyms', 'numbers', 'removed-sentence'],
    text: review(
      'Il miglior orologio per correre in questa fascia',
      'Schermo AMOLED, GPS multibanda, stato di allenamento e prontezza.',
      "Costo, app Garmin Connect un po' dispersiva.",
      "Sto preparando la maratona e questo orologio ha cambiato il mio modo di allenarmi. Il GPS multibanda registra bene anche in centro tra i palazzi, i consigli di allenamento quotidiani sono sensati e la prontezza mi avverte quando rallentare. L'autonomia è di circa 12 giorni con quattro uscite a settimana.",
    ),
  },
  {
    of: ['deco-x20', 0],
    how: ['synonyms', 'case-punctuation', 'typos'],
    text: review(
      'wifi in ogni stanza!!!',
      'copertura di tutta la casa su tre piani, app semplice, wifi 6',
      'serve un account tp link, funzioni avanzate a pagamento',
      'casa su tre piani con pareti spesse... prima il wifi arrivava solo al pianoterra!! con tre deco la connesione è stabile anche in taverna e in mansarda e passando da una stanza all altra il telefono non perde la rete. l app si configura in 10 minuti. sistema mesh ottimo, consigliatissimo',
    ),
  },
  {
    of: ['gopro-hero-12', 0],
    how: ['synonyms', 'added-sentence', 'reorder'],
    text: review(
      'Stabilizzazione pazzesca',
      'HyperSmooth, video in 5,3K, HDR, autonomia migliorata.',
      'Manca il GPS, app lenta nel trasferimento dei file.',
      "I video in 5,3K sono nitidi, l'HDR aiuta nel bosco. La uso in mountain bike e la stabilizzazione è pazzesca, pare girato con un gimbal anche sui sentieri più sconnessi. L'autonomia supera quella della HERO11. Mi manca il GPS per i dati di velocità. Il supporto da casco incluso è solido e non si è mai staccato. Action cam eccellente, la consiglio.",
    ),
  },
  {
    of: ['hp-pavilion-15', 1],
    how: ['synonyms', 'few-words', 'split'],
    text: review(
      'Assistenza deludente',
      'Prestazioni accettabili.',
      'La tastiera si è rotta dopo sei mesi, assistenza lentissima.',
      "Dopo sei mesi metà dei tasti non funzionava più. L'assistenza HP ci ha messo tre settimane a ritirarlo. E poi a ripararlo. Ora funziona, ma tre settimane senza pc per lavorare sono tantissime. Prima del guasto ero contento, adesso non so se lo ricomprerei.",
    ),
  },
  {
    of: ['galaxy-tab-s9-fe', 0],
    how: ['synonyms', 'partial-copy'],
    text: review(
      'Eccellente per lo studio',
      'S Pen inclusa, impermeabile, display da 10,9 pollici.',
      'Chip non velocissimo, display LCD.',
      "Lo utilizzo in facoltà per prendere appunti sui PDF con la S Pen e va alla grande: latenza bassa, palm rejection che funziona. L'autonomia regge un giorno intero di lezioni. Ho scaricato anche Notability e GoodNotes alternative e funzionano bene. Lo tengo nello zaino con una cover a libro da 20 euro e finora nessun graffio.",
    ),
  },
  {
    of: ['anker-powercore-20000', 0],
    how: ['synonyms', 'numbers', 'emoji'],
    text: review(
      'Fondamentale in viaggio 🔋',
      'Ricarica lo smartphone cinque volte, due uscite, solida.',
      'Pesa quasi 350 grammi, si carica lentamente.',
      'Durante un viaggio in Thailandia ho caricato smartphone e fotocamera per tre settimane senza mai cercare una presa di giorno 🌏 Ricarica il mio smartphone cinque volte. È pesante e per caricarla completamente serve una notte. Powerbank eccellente, consigliato ✅',
    ),
  },
];

/**
 * Short, generic texts: the low-information signal's job. The near-duplicate signal abstains on
 * them (integrity/text-similarity.ts, MIN_FEATURES), so none of these pairs is flagged, not even
 * the identical ones: a thousand honest people write "Ottimo prodotto, consigliato".
 */
export const shortGenericPairs: Array<[string, string]> = [
  ['Ottimo prodotto\nConsigliato', 'Ottimo prodotto, consigliato!'],
  ['Ottimo prodotto, consigliato', 'Prodotto ottimo, lo consiglio a tutti'],
  [
    'Tutto perfetto\nArrivato in anticipo, imballato bene',
    'Arrivato in anticipo e imballato bene, tutto perfetto',
  ],
  ['Ottimo rapporto qualità prezzo\nFa il suo lavoro', 'Fa il suo lavoro, ottimo rapporto qualità/prezzo'],
  ['Consigliato\nFunziona bene, nessun problema', 'Funziona benissimo, nessun problema. Consigliato!'],
  [
    'Soddisfatto\nCorrisponde alla descrizione, spedizione veloce',
    'Corrisponde alla descrizione. Spedizione veloce. Soddisfatto',
  ],
  ['Non lo consiglio\nSi è rotto dopo una settimana', 'Si è rotto dopo una settimana, non lo consiglio'],
  ['Buon prodotto\nLa batteria dura tutto il giorno', 'La batteria dura tutto il giorno, buon prodotto'],
];

/**
 * Honest reviews of one product by two people who both write in clichés: the hardest independent
 * pairs (the same stock phrases, the same features named, different experiences).
 */
export const clichePairs: Array<{ product: string; a: string; b: string }> = [
  {
    product: 'galaxy-s24',
    a: 'Ottimo telefono, consigliato\nSchermo luminoso, fotocamera ottima, veloce.\nLa batteria non dura tutto il giorno.\nOttimo rapporto qualità/prezzo se preso in offerta. Lo schermo è luminoso anche al sole e la fotocamera scatta foto nitide. Il telefono è veloce e fluido con tutte le app. Unico difetto la batteria che con uso intenso non arriva a sera. Nel complesso sono soddisfatto, lo consiglio.',
    b: 'Soddisfatto dell’acquisto\nVeloce, fotocamera ottima, schermo bellissimo.\nBatteria nella media, caricabatterie non incluso.\nArrivato in anticipo e imballato bene. Il telefono è veloce, lo schermo è bellissimo e le foto sono ottime anche di sera. La batteria dura tutto il giorno con un uso normale, giocando invece cala in fretta. Caricabatterie non incluso, da comprare a parte. Ottimo prodotto, lo consiglio a tutti.',
  },
  {
    product: 'sony-wh1000xm5',
    a: 'Cuffie top\nCancellazione del rumore eccellente, qualità audio ottima, comode.\nPrezzo alto.\nLa cancellazione del rumore è eccellente, in treno non sento niente. La qualità audio è ottima con bassi profondi. Sono comode anche per ore. La batteria dura tantissimo. Il prezzo è alto ma vale ogni euro. Consigliate a chi viaggia.',
    b: 'Ottimo acquisto\nQualità del suono, cancellazione del rumore, batteria.\nCustodia grande.\nQualità del suono ottima e cancellazione del rumore che funziona benissimo in ufficio. La batteria dura una settimana con due ore al giorno. Comode, leggere, la connessione bluetooth non cade mai. La custodia è grande. Ottimo prodotto, le consiglio.',
  },
  {
    product: 'roborock-s8',
    a: 'Ottimo robot aspirapolvere\nAspira bene, mappatura precisa, app semplice.\nBase ingombrante.\nIl robot aspirapolvere aspira bene anche i peli del gatto e la mappatura della casa è precisa. L’app è facile da usare. Lava bene i pavimenti. La base è ingombrante ma si svuota da sola. Ottimo rapporto qualità/prezzo, consigliato.',
    b: 'Consigliato\nPotente, silenzioso, lava bene.\nCosta un po’.\nAspira bene su tutti i pavimenti e sui tappeti, lava bene e non lascia aloni. La mappatura è precisa e si configura in cinque minuti con l’app. È silenzioso, lo faccio partire quando esco. Costa un po’ ma funziona perfettamente. Ottimo acquisto.',
  },
  {
    product: 'lg-oled-c3',
    a: 'Immagine spettacolare\nNeri perfetti, colori, gaming.\nAudio debole.\nLa qualità dell’immagine è spettacolare, i neri sono perfetti e i colori naturali. Per il gaming con la PS5 è fluido. L’audio integrato è debole, serve una soundbar. Il telecomando è comodo. Ottimo televisore, consigliato.',
    b: 'Il miglior televisore\nColori, neri profondi, smart tv veloce.\nRiflessi.\nColori stupendi e neri profondi, guardare i film è un piacere. La smart tv è veloce e ci sono tutte le app. Di giorno lo schermo riflette la finestra. Audio sufficiente per il salotto. Ottimo prodotto, vale il prezzo, lo consiglio a tutti.',
  },
  {
    product: 'macbook-air-m3',
    a: 'Ottimo portatile\nVeloce, silenzioso, batteria infinita.\nPoche porte.\nVeloce e silenzioso, la batteria dura tutto il giorno senza problemi. Lo schermo è luminoso e la tastiera comoda. Per studio e lavoro è perfetto. Ha solo due porte, serve un adattatore. Ottimo acquisto, consigliato.',
    b: 'Consigliato\nBatteria, leggerezza, schermo.\nPrezzo delle versioni con più memoria.\nLa batteria dura tutto il giorno e anche di più, è leggero e lo porto ovunque. Lo schermo è bellissimo. Veloce in tutto quello che faccio, programmazione compresa. Le versioni con più memoria costano troppo. Ottimo prodotto, lo consiglio.',
  },
  {
    product: 'jbl-flip-6',
    a: 'Ottimo speaker\nSuono potente, impermeabile, batteria.\nNiente jack.\nSuono potente con bassi profondi, impermeabile e resistente. La batteria dura tutto il giorno in spiaggia. Si collega subito via bluetooth. Manca il jack audio. Ottimo rapporto qualità/prezzo, consigliato.',
    b: 'Bello e resistente\nBatteria, bassi, robusto.\nUn po’ pesante.\nLa batteria dura tantissimo e i bassi si sentono bene. È robusto e impermeabile, l’ho usato in piscina senza problemi. La connessione bluetooth è stabile. Un po’ pesante da portare nello zaino. Buon prodotto, lo consiglio.',
  },
];
