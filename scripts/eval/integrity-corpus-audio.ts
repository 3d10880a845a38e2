// Honest, independent reviews written by hand for the integrity evaluation (see integrity-corpus.ts):
// headphones, earbuds and speakers.
import { type CorpusProduct, review } from './integrity-corpus-types.ts';

export const audioProducts: CorpusProduct[] = [
  {
    id: 'sony-wh1000xm5',
    name: 'Sony WH-1000XM5',
    reviews: [
      review(
        'Silenzio totale in aereo',
        'Cancellazione del rumore al top, comodissime, batteria da 30 ore.',
        'Non si piegano, custodia ingombrante.',
        "Viaggio spesso per lavoro e queste cuffie hanno cambiato i miei voli: il rumore dei motori sparisce quasi del tutto. Le porto per sei ore di fila senza fastidio alle orecchie. Il suono è caldo e dettagliato, con l'app si regola l'equalizzatore. Peccato che non si pieghino più come le XM4, la custodia occupa mezzo zaino. Ottimo acquisto, consigliate.",
      ),
      review(
        'Suono eccellente, microfono meno',
        'Qualità audio, leggerezza, multipoint.',
        'Nelle chiamate in strada chi mi ascolta sente il vento, prezzo alto.',
        "Come cuffie per la musica sono tra le migliori che abbia provato: bassi profondi ma controllati, voci chiare. Il collegamento a due dispositivi insieme funziona bene tra PC e telefono. Per le telefonate all'aperto invece il microfono non è all'altezza del prezzo. La batteria dura tantissimo. Consigliate per la musica.",
      ),
      review(
        'Comode ma delicate',
        'Cancellazione del rumore, comfort.',
        'Archetto che si è crepato dopo otto mesi, touch capricciosi con il freddo.',
        "Il comfort e la cancellazione del rumore sono fantastici, in ufficio open space non sento più nessuno. Dopo otto mesi però l'archetto si è crepato vicino alla cerniera, per fortuna in garanzia. D'inverno con i guanti i comandi touch sono un disastro. Buone cuffie, ma per 400 euro mi aspettavo materiali più robusti.",
      ),
    ],
  },
  {
    id: 'airpods-pro-2',
    name: 'Apple AirPods Pro (2ª generazione) USB-C',
    reviews: [
      review(
        "Perfette con l'iPhone",
        'Cancellazione del rumore, modalità trasparenza naturale, custodia con altoparlante per ritrovarla.',
        'Prezzo, con Android perdono metà delle funzioni.',
        'Le uso in metro ogni giorno e la cancellazione del rumore è impressionante per degli auricolari. La modalità trasparenza sembra di non averle. Il passaggio tra iPhone e Mac è automatico. La batteria dura circa sei ore, con la custodia si arriva a fine settimana. Ottimo prodotto, consigliato a chi ha un iPhone.',
      ),
      review(
        'Buone, ma mi cadono',
        'Suono, trasparenza, ricarica MagSafe.',
        'Non restano ferme quando corro nemmeno con i gommini più grandi.',
        "Il suono è pulito e la cancellazione del rumore funziona bene. Il problema è che io le uso anche per correre e dopo un paio di chilometri iniziano a scivolare, ho provato tutte le taglie dei gommini. Per la città e l'ufficio sono ottime, per lo sport no.",
      ),
      review(
        'Meglio delle prime',
        'Audio spaziale, autonomia migliorata, comandi del volume sullo stelo.',
        'Costano ancora troppo.',
        'Avevo le AirPods Pro di prima generazione con la batteria ormai morta. Queste suonano meglio, la cancellazione è circa il doppio più efficace e finalmente posso cambiare il volume sfiorando lo stelo. La custodia si ricarica anche con il cavo USB-C del Mac. Consigliate.',
      ),
    ],
  },
  {
    id: 'jbl-tune-510bt',
    name: 'JBL Tune 510BT',
    reviews: [
      review(
        'Economiche e con tanti bassi',
        'Prezzo, bassi corposi, batteria da 40 ore.',
        "Padiglioni piccoli, dopo un'ora scaldano le orecchie.",
        "Per 30 euro non ci si può lamentare: suono con tanti bassi, batteria che dura una settimana di tragitti casa lavoro e Bluetooth stabile. Sono leggere e si piegano. I padiglioni sono sulle orecchie e dopo un'ora danno un po' fastidio. Ottimo rapporto qualità/prezzo.",
      ),
      review(
        'Per mio figlio vanno benissimo',
        'Robuste, colorate, si ricaricano in fretta.',
        'Plastica economica.',
        'Le ha mio figlio di 12 anni che le lancia nello zaino ogni giorno e sono ancora intere dopo un anno. Si collegano subito al tablet e al telefono, la batteria dura tantissimo. La plastica sembra economica ma evidentemente regge. Consigliate come prime cuffie.',
      ),
      review(
        'Nella media',
        'Batteria, leggerezza.',
        'Suono confuso ad alto volume, nessuna cancellazione del rumore, microfono scarso.',
        'Sono cuffie onesta per il prezzo ma niente di più. Ad alto volume i bassi coprono tutto e le voci si confondono. In chiamata mi sentono lontano. Per ascoltare musica in casa vanno bene, per viaggiare meglio spendere qualcosa in più e prendere un modello con cancellazione del rumore.',
      ),
    ],
  },
  {
    id: 'bose-qc-ultra-earbuds',
    name: 'Bose QuietComfort Ultra Earbuds',
    reviews: [
      review(
        'La cancellazione del rumore migliore in circolazione',
        'Isolamento incredibile, audio immersivo, vestibilità stabile con le alette.',
        'Custodia grande, batteria di sei ore.',
        "Ho provato AirPods Pro e Sony prima di queste e le Bose cancellano il rumore meglio di tutte, soprattutto le voci in ufficio. Le alette le tengono ferme anche in palestra. L'audio immersivo è divertente con i film, per la musica lo spengo. La custodia è grande e non sta nel taschino. Consigliate.",
      ),
      review(
        'Ottime, app migliorabile',
        'Suono pieno, cancellazione del rumore, comfort.',
        'App Bose lenta, aggiornamenti che ogni tanto scollegano gli auricolari.',
        "Auricolari eccellenti per musica e podcast in treno. La cancellazione del rumore è davvero al top e il suono è pieno, con bassi profondi. L'app invece è lenta e un aggiornamento mi ha costretto a riabbinarli da capo. Nel complesso soddisfatto.",
      ),
      review(
        'Prezzo eccessivo',
        'Isolamento, qualità del suono.',
        'Costano 300 euro, niente ricarica wireless senza cover a parte.',
        'Gli auricolari sono ottimi, non lo nego: isolano benissimo e suonano bene. Ma a 300 euro pretendo la ricarica wireless inclusa e non una cover da comprare a parte. La batteria è nella media. Buon prodotto, prezzo da rivedere.',
      ),
    ],
  },
  {
    id: 'sonos-era-100',
    name: 'Sonos Era 100',
    reviews: [
      review(
        'Suono enorme per le dimensioni',
        'Stereo in un solo diffusore, Trueplay, AirPlay 2, Bluetooth.',
        "App Sonos instabile dopo l'aggiornamento.",
        "Riempie il soggiorno senza problemi, i bassi sono profondi e le voci chiare. Trueplay adatta il suono alla stanza e si sente la differenza. Lo uso con Spotify Connect e AirPlay. L'app nuova ha avuto parecchi problemi all'inizio, ora va meglio. Ottimo diffusore, consigliato.",
      ),
      review(
        "Bello, ma l'app...",
        'Audio, design, ingresso USB-C per il giradischi.',
        "App pessima dopo l'aggiornamento di maggio, sveglie sparite.",
        "Il diffusore suona benissimo e l'ingresso USB-C con l'adattatore mi permette di collegare il giradischi. Ma l'app Sonos dopo l'aggiornamento è stata un incubo: sveglie sparite, gruppi che non si formano. Hanno sistemato molto, ma per un prodotto di questo prezzo non è accettabile.",
      ),
      review(
        'Perfetto in coppia',
        'Due Era 100 in stereo suonano come un impianto vero.',
        'Costo della coppia.',
        'Ne ho presi due e li ho messi in coppia stereo ai lati del televisore. Il risultato è sorprendente, meglio della soundbar economica che avevo. La configurazione richiede dieci minuti. Costoso, ma il suono vale ogni euro speso.',
      ),
    ],
  },
  {
    id: 'jbl-flip-6',
    name: 'JBL Flip 6',
    reviews: [
      review(
        'Indistruttibile',
        'Impermeabile IP67, suono potente, batteria da 12 ore.',
        'Niente jack audio, niente vivavoce.',
        'È caduto in piscina, sulla sabbia e dal tavolo del campeggio, funziona ancora perfettamente. Il volume è più che sufficiente per una grigliata tra amici e i bassi si sentono. La batteria arriva a fine giornata. Manca il jack da 3,5 mm. Ottimo speaker portatile, consigliato.',
      ),
      review(
        'Ottimo per la spiaggia',
        'Portatile, robusto, si collega subito.',
        "Bassi che spariscono all'aperto.",
        "Lo porto in spiaggia tutte le estati. Suona bene, resiste all'acqua e alla sabbia e la batteria dura tutto il giorno. All'aperto i bassi si perdono un po', in casa invece suona pieno. Buon rapporto qualità/prezzo in offerta.",
      ),
      review(
        'Buono ma ne ho presi due',
        'Funzione PartyBoost per collegarne due, app semplice.',
        'Un solo speaker suona mono.',
        "Da solo il Flip 6 è un buon diffusore ma è mono, quindi per una stanza grande ne ho comprato un secondo e li ho collegati in stereo con l'app. Così il suono è davvero bello. La qualità costruttiva è ottima, sembra indistruttibile. Consigliato.",
      ),
    ],
  },
  {
    id: 'echo-dot-5',
    name: 'Amazon Echo Dot (5ª generazione)',
    reviews: [
      review(
        'Comodo in cucina',
        'Timer a voce, radio, sensore di temperatura.',
        'Suono senza bassi, Alexa a volte non capisce.',
        'In cucina è comodissimo: imposto i timer con le mani sporche di farina, ascolto la radio e chiedo le conversioni delle ricette. Il suono è migliorato rispetto al modello precedente ma per la musica serve altro. Ogni tanto Alexa capisce fischi per fiaschi. Per il prezzo, consigliato.',
      ),
      review(
        'Domotica semplice',
        'Controlla le luci e le prese smart, routine utili.',
        'Troppi suggerimenti di acquisto non richiesti.',
        'Lo uso come centro della casa: accendo le luci, spengo la stufa, la mattina mi legge il meteo. Le routine funzionano bene. Quello che mi dà fastidio sono i suggerimenti di acquisto che Alexa propone senza che io chieda niente. Buon prodotto.',
      ),
      review(
        'Per mia nonna',
        'Chiamate a voce, promemoria delle medicine.',
        'Configurazione da fare con lo smartphone.',
        'L\'abbiamo messo a casa di mia nonna di 88 anni: la chiamiamo con le videochiamate a voce e le ricorda le medicine. Lei dice "Alexa, chiama Marco" e funziona. La configurazione l\'ho fatta io con il telefono. Ottimo regalo per gli anziani.',
      ),
    ],
  },
];
