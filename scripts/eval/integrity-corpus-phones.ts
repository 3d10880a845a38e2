// Honest, independent reviews written by hand for the integrity evaluation (see integrity-corpus.ts):
// phones, tablets, e-readers and watches. Three voices per product, sharing the product's vocabulary
// and the stock phrases every review site is full of, as real independent reviews do.
import { type CorpusProduct, review } from './integrity-corpus-types.ts';

export const phoneProducts: CorpusProduct[] = [
  {
    id: 'galaxy-s24',
    name: 'Samsung Galaxy S24 128 GB',
    reviews: [
      review(
        'Compatto e potente, finalmente',
        'Schermo luminosissimo, dimensioni perfette per una mano, fotocamera affidabile di giorno.',
        'La batteria da 4000 mAh la sera è al 15%, la ricarica a 25 W è lenta rispetto ai cinesi.',
        'Venivo da un S21 e cercavo un telefono piccolo che non fosse un ripiego. Il display da 6,2 pollici è splendido anche sotto il sole di agosto e il processore non si scompone nemmeno con i giochi più pesanti. Le foto col teleobiettivo 3x sono una sorpresa, i ritratti vengono naturali. Sulla batteria non mi faccio illusioni: con uso intenso bisogna ricaricarlo prima di cena. Nel complesso ottimo rapporto qualità/prezzo se lo prendete in offerta.',
      ),
      review(
        'Bello ma la batteria...',
        'Leggero, costruito bene, fotocamera ottima.',
        'Autonomia appena sufficiente, si scalda durante le videochiamate lunghe.',
        'Lo uso da tre mesi per lavoro: mail, Teams, navigatore in macchina. Il telefono in sé è bellissimo e veloce, ma la batteria non dura tutto il giorno se lo usi davvero e in estate in auto scalda parecchio. Le foto sono ottime, lo schermo pure. Lo consiglio a chi lo usa poco, chi sta sempre al telefono guardi il modello Plus.',
      ),
      review(
        'Il miglior compatto Android',
        'Prestazioni, aggiornamenti garantiti per sette anni, qualità costruttiva da top di gamma.',
        'Niente caricabatterie in confezione, prezzo di listino troppo alto.',
        "Ho scelto questo modello perché sette anni di aggiornamenti significano non doverlo cambiare presto. One UI è pulita e piena di funzioni utili, il riconoscimento del volto funziona anche al buio e il lettore di impronte sotto lo schermo è rapidissimo. La fotocamera principale fa scatti nitidi, di notte un po' meno. Consigliato, ma aspettate uno sconto: a prezzo pieno costa troppo.",
      ),
    ],
  },
  {
    id: 'iphone-15',
    name: 'Apple iPhone 15 128 GB',
    reviews: [
      review(
        'Finalmente USB-C',
        'Porta USB-C, Dynamic Island, fotocamera da 48 MP.',
        'Schermo a 60 Hz nel 2024, ricarica lenta.',
        "Passato da un iPhone 11, la differenza si sente soprattutto nelle foto: il sensore da 48 megapixel tira fuori dettagli incredibili e i ritratti sono naturali. Finalmente posso usare lo stesso cavo del Mac e dell'iPad. L'unico vero difetto è lo schermo a 60 Hz, che dopo aver provato un 120 Hz sembra scattoso. La batteria arriva a sera senza problemi. Ottimo telefono, consigliato.",
      ),
      review(
        'Buono ma costa troppo',
        'Solido, veloce, fluido.',
        'Prezzo, 128 GB pochi per chi fa molti video, ricarica a 20 W.',
        'È un buon telefono, non lo metto in dubbio, ma per quasi 900 euro mi aspettavo di più. Il display è bello ma non a 120 Hz, la ricarica richiede quasi due ore per arrivare al 100%. Le foto invece sono davvero ottime e il sistema è stabile come sempre. Se lo trovate scontato prendetelo, altrimenti valutate il 14 o un Android.',
      ),
      review(
        'Per mia madre è perfetto',
        'Semplice da usare, foto bellissime dei nipoti, FaceTime immediato.',
        'Caro.',
        "L'abbiamo regalato a mia madre di 72 anni che aveva un vecchio Android lentissimo. Dopo due giorni lo usava da sola: WhatsApp, foto, videochiamate. Lo schermo si legge bene, la batteria dura tutto il giorno perché lo usa poco. Qualità costruttiva eccellente. Lo consiglio a chi vuole un telefono che funziona e basta.",
      ),
    ],
  },
  {
    id: 'redmi-note-13',
    name: 'Xiaomi Redmi Note 13 Pro 5G',
    reviews: [
      review(
        'Tanto telefono per pochi soldi',
        'Schermo AMOLED a 120 Hz, ricarica da 67 W, 256 GB di memoria.',
        'Pubblicità nelle app di sistema, fotocamera notturna debole.',
        "A meno di 300 euro è difficile trovare di meglio. Lo schermo è fluido e luminoso, con la ricarica da 67 W passo dal 10 all'80% nel tempo di una doccia. La fotocamera da 200 MP è più marketing che altro, ma di giorno le foto sono buone. La MIUI, ora HyperOS, ha ancora qualche pubblicità da disattivare nelle impostazioni. Ottimo rapporto qualità/prezzo, consigliato.",
      ),
      review(
        'Batteria infinita',
        'Autonomia, schermo, velocità di ricarica.',
        "Un po' scivoloso senza cover, vibrazione economica.",
        'Lo uso come telefono principale da cinque mesi. La batteria dura tutto il giorno e anche di più: arrivo spesso a sera con il 40%. Le app si aprono veloci, i giochi leggeri girano senza problemi. La cover inclusa è trasparente e si ingiallisce presto. Per il prezzo che costa non si può chiedere di più, lo consiglio.',
      ),
      review(
        'Buono, ma non miracoloso',
        'Ricarica velocissima, display bello.',
        'Software pieno di app inutili, le foto di notte sono impastate, aggiornamenti lenti.',
        "Preso per mio figlio. Il rapporto qualità prezzo è buono, lo schermo è davvero bello e la ricarica rapida è comoda. Però appena acceso ti ritrovi una ventina di app preinstallate e notifiche pubblicitarie che ho dovuto spegnere una per una. Di notte la fotocamera non regge il confronto con un telefono di fascia alta, com'è normale. Nel complesso consigliato a chi ha un budget limitato.",
      ),
    ],
  },
  {
    id: 'pixel-8',
    name: 'Google Pixel 8 128 GB',
    reviews: [
      review(
        'Le foto migliori che abbia mai fatto',
        'Fotocamera eccezionale, Android pulito, funzioni AI utili come la gomma magica.',
        "Si scalda un po' con il 5G, ricarica non velocissima.",
        'Fotografo per hobby e il Pixel 8 mi ha convinto a lasciare la compatta a casa. I colori sono naturali, le foto notturne sono pulite e la modalità Ritratto scontorna bene anche i capelli. Android senza fronzoli e aggiornato per sette anni. Con il 5G attivo la batteria cala più in fretta e il telefono si scalda. Lo consiglio a chi mette la fotocamera al primo posto.',
      ),
      review(
        'Ottimo ma con qualche difetto',
        'Software, compattezza, foto.',
        'Modem che perde segnale in metropolitana, autonomia nella media.',
        "Telefono molto piacevole da usare, leggero e ben rifinito. Il software è la cosa migliore: veloce, senza app inutili, con il filtro chiamate che blocca i call center. Il modem però non è il massimo, in metro perdo la linea dove l'iPhone di mia moglie prende. La batteria arriva a sera ma non oltre. Buon acquisto.",
      ),
      review(
        'Deluso dalla batteria',
        'Foto molto belle.',
        'Autonomia scarsa, si surriscalda in estate, lettore di impronte lento.',
        "Volevo amarlo, ma dopo due mesi sono deluso. La batteria non dura tutto il giorno: alle 18 sono al 10% con un uso normale, social e un po' di navigatore. D'estate in auto si surriscalda e abbassa la luminosità da solo. Le foto sono bellissime, questo va detto, ma un telefono deve prima di tutto arrivare a sera. Non lo consiglio a chi usa molto il telefono.",
      ),
    ],
  },
  {
    id: 'galaxy-tab-s9-fe',
    name: 'Samsung Galaxy Tab S9 FE Wi-Fi',
    reviews: [
      review(
        'Ottimo per studiare',
        "S Pen inclusa, resistente all'acqua, schermo da 10,9 pollici.",
        'Processore non velocissimo, schermo LCD.',
        "Lo uso all'università per prendere appunti in PDF con la S Pen e va benissimo: latenza bassa, palm rejection che funziona. La batteria regge una giornata intera di lezioni. Non è un mostro di potenza, con tante app aperte rallenta un po', ma per studiare e guardare Netflix è perfetto. Ottimo rapporto qualità/prezzo.",
      ),
      review(
        'Buon tablet per la famiglia',
        'Batteria, altoparlanti stereo, la penna nella confezione.',
        'Ricarica lenta, cover venduta a parte.',
        "Comprato per tutta la famiglia: i bambini guardano i cartoni, io leggo il giornale la mattina. Lo schermo è grande e luminoso, l'audio stereo è sorprendente per un tablet. Per ricaricarlo ci vogliono quasi tre ore con un caricabatterie da 15 W. Consigliato a chi non ha bisogno di un iPad Pro.",
      ),
      review(
        'Non per giocare',
        'Costruzione solida, S Pen.',
        'Lag nei giochi, 6 GB di RAM pochi, schermo solo 90 Hz.',
        "L'ho preso pensando di giocare a Genshin e altri titoli pesanti, errore mio: si scalda e scatta. Per tutto il resto va bene, la S Pen è comoda e il tablet è costruito bene, con la certificazione IP68. Se giocate guardate altro, se dovete scrivere e studiare è un buon acquisto.",
      ),
    ],
  },
  {
    id: 'ipad-10',
    name: 'Apple iPad 10,9" (10ª generazione)',
    reviews: [
      review(
        'Il tablet che serve a tutti',
        'Schermo bello, USB-C, fotocamera frontale in orizzontale per le videochiamate.',
        'Apple Pencil di prima generazione con adattatore, prezzo salito.',
        'Sostituisce un iPad del 2017 e il salto è enorme. Lo uso per leggere, per Netflix a letto e per le videochiamate con i parenti: la fotocamera frontale sul lato lungo è una genialata. La batteria dura tutto il giorno. Peccato per la Pencil, che richiede un adattatore ridicolo. Consigliato.',
      ),
      review(
        'Buono ma non vale il prezzo',
        'Fluido, design moderno.',
        'Costa 100 euro in più del modello precedente, schermo non laminato.',
        "Tablet veloce e piacevole, ma lo schermo non laminato si nota: c'è uno spazio tra vetro e pannello e scrivendo sembra di toccare qualcosa di lontano. Per quello che costa mi aspettavo almeno il supporto alla Pencil 2. Per uso multimediale comunque ottimo.",
      ),
      review(
        'Perfetto per la scuola di mia figlia',
        'Robusto con la cover, autonomia, facile da gestire con il controllo parentale.',
        "Memoria da 64 GB un po' scarsa.",
        'Mia figlia fa la seconda media e la scuola chiedeva un tablet. Con Tempo di utilizzo posso limitare giochi e social, le app della scuola girano perfettamente e la batteria arriva a fine giornata anche con sei ore di lezione. I 64 GB si riempiono in fretta con le foto. Ottimo acquisto.',
      ),
    ],
  },
  {
    id: 'kindle-paperwhite',
    name: 'Amazon Kindle Paperwhite (16 GB)',
    reviews: [
      review(
        'Leggo il doppio',
        'Schermo da 6,8 pollici, luce calda regolabile, impermeabile.',
        'Pubblicità nella schermata di blocco se non paghi.',
        'Avevo un Kindle base di otto anni fa e questo è un altro mondo. La luce calda la sera non stanca gli occhi, lo schermo più grande rende la lettura comoda e la batteria dura settimane. Lo porto anche in spiaggia senza paura. Ottimo prodotto, consigliato a chiunque legga.',
      ),
      review(
        'Comodo ma lento nei menu',
        'Leggero, batteria di settimane, si legge al sole.',
        'Interfaccia lenta, pochi formati supportati senza convertire.',
        "Per leggere romanzi è perfetto, non c'è niente da dire: la pagina cambia veloce, la luce è uniforme, pesa poco. I menu e lo store invece sono lenti e pieni di suggerimenti. Gli ePub vanno mandati via mail. Consigliato se si legge molto.",
      ),
      review(
        'Regalo azzeccato',
        'Semplice, leggero, schermo nitido.',
        'Custodia da comprare a parte.',
        "L'ho regalato a mio padre che legge solo libri di carta. All'inizio era scettico, dopo una settimana non lo mollava più: ingrandisce il carattere, legge di sera con la luce calda e non deve più portarsi dietro tre libri in vacanza. La batteria dura tantissimo. Ottimo regalo.",
      ),
    ],
  },
  {
    id: 'apple-watch-9',
    name: 'Apple Watch Series 9 GPS 45 mm',
    reviews: [
      review(
        'Indispensabile per lo sport',
        'Tracciamento allenamenti preciso, schermo luminoso, doppio tap comodo.',
        'Batteria di un giorno e mezzo, funziona solo con iPhone.',
        'Corro tre volte a settimana e il GPS è preciso, la frequenza cardiaca affidabile rispetto alla fascia. Il doppio tocco per rispondere alle chiamate quando hai le mani occupate è più utile di quanto pensassi. La batteria però va ricaricata ogni notte o quasi. Ottimo smartwatch, se avete un iPhone.',
      ),
      review(
        'Bello ma la batteria non basta',
        'Design, notifiche, Apple Pay.',
        'Autonomia scarsa, monitoraggio del sonno costringe a ricaricarlo di giorno.',
        "Volevo usarlo anche per il sonno, ma con una batteria da 18 ore devo ricaricarlo mentre faccio colazione. Per il resto è bellissimo: pago con l'orologio, leggo le notifiche senza tirare fuori il telefono, lo schermo è perfetto anche al sole. Buon prodotto ma l'autonomia è ferma a dieci anni fa.",
      ),
      review(
        'Mi ha fatto muovere di più',
        'Gli anelli attività motivano, chiamate dal polso, cinturino comodo.',
        'Prezzo alto.',
        "Non sono uno sportivo ma chiudere gli anelli ogni giorno è diventato un piccolo gioco. Cammino molto di più di prima. Rispondo alle chiamate in macchina dal polso e l'audio è chiaro. Costa tanto, ma lo uso davvero tutti i giorni. Consigliato.",
      ),
    ],
  },
  {
    id: 'forerunner-265',
    name: 'Garmin Forerunner 265',
    reviews: [
      review(
        'Il miglior orologio da corsa nella sua fascia',
        "Display AMOLED, GPS multibanda, stato dell'allenamento e prontezza.",
        "Prezzo, app Garmin Connect un po' dispersiva.",
        'Preparo la mezza maratona e questo orologio mi ha cambiato il modo di allenarmi. Il GPS multibanda traccia bene anche in centro città tra i palazzi, i suggerimenti di allenamento giornalieri sono sensati e la prontezza mi dice quando rallentare. La batteria dura circa 10 giorni con tre uscite a settimana. Ottimo acquisto per chi corre seriamente.',
      ),
      review(
        'Ottimo, ma serve pazienza',
        'Batteria, precisione, schermo bellissimo.',
        "Menu complicati all'inizio, nessun altoparlante.",
        "Dopo un Forerunner 55 il salto è netto: lo schermo AMOLED si legge benissimo e la batteria dura più di una settimana. Ci ho messo un po' a capire i menu e le metriche, ma una volta impostato è fantastico. Il sensore al polso a volte sbaglia nelle ripetute brevi, per quelle uso la fascia. Consigliato.",
      ),
      review(
        'Troppo per me',
        'Leggero, GPS preciso.',
        'Troppe funzioni, costoso per un uso amatoriale.',
        "Corro due volte a settimana, cinque chilometri, e mi sono reso conto che metà delle funzioni non mi servono. L'orologio è leggero, preciso e la batteria dura tanto, niente da dire sulla qualità. Per un principiante forse un modello più economico basta e avanza.",
      ),
    ],
  },
  {
    id: 'smart-band-8',
    name: 'Xiaomi Smart Band 8',
    reviews: [
      review(
        'Economica e affidabile',
        'Batteria di due settimane, schermo AMOLED, prezzo.',
        'Niente GPS integrato, app in parte tradotta male.',
        'Per 35 euro fa tutto quello che mi serve: passi, sonno, notifiche e frequenza cardiaca. La batteria dura quasi due settimane e lo schermo si legge anche al sole. Il GPS usa quello del telefono, quindi per correre bisogna portarselo dietro. Ottimo rapporto qualità/prezzo, consigliata.',
      ),
      review(
        'Buona per iniziare',
        'Leggerissima, comoda anche di notte.',
        'Misurazioni del sonno fantasiose, cinturino che si sgancia.',
        'La porto giorno e notte e quasi non la sento. I passi sono abbastanza precisi, il sonno invece a volte segna che dormo mentre leggo a letto. Il cinturino nuovo con il sistema a pillola si è sganciato due volte. Per il prezzo va bene, ma non aspettatevi precisione da orologio sportivo.',
      ),
      review(
        'Regalata a mio marito',
        'Notifiche chiare, batteria, facile da configurare.',
        'Niente.',
        "Mio marito non voleva saperne degli smartwatch, questa l'ha conquistato: leggera, batteria lunghissima, vede chi lo chiama senza prendere il telefono in riunione. In dieci minuti era configurata. Prezzo onesto, consigliata.",
      ),
    ],
  },
];
