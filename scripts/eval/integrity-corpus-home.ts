// Honest, independent reviews written by hand for the integrity evaluation (see integrity-corpus.ts):
// laptops, televisions, vacuum robots and other home tech.
import { type CorpusProduct, review } from './integrity-corpus-types.ts';

export const homeProducts: CorpusProduct[] = [
  {
    id: 'macbook-air-m3',
    name: 'Apple MacBook Air 13" M3',
    reviews: [
      review(
        'Silenzioso e infinito',
        'Nessuna ventola, batteria da 15 ore, schermo splendido, tastiera comoda.',
        '8 GB di RAM nella base sono pochi, solo due porte USB-C.',
        'Lavoro come grafico freelance e lo uso tutto il giorno con Photoshop, Figma e decine di schede aperte. Non fa il minimo rumore perché non ha ventola e la batteria dura davvero una giornata lavorativa intera. Lo schermo è fedele nei colori. Ho preso la versione da 16 GB e consiglio di non scendere sotto. Ottimo portatile, consigliato.',
      ),
      review(
        'Leggero ma costoso negli upgrade',
        'Peso, autonomia, qualità costruttiva.',
        "Ogni GB di memoria in più costa una fortuna, si scalda con l'esportazione video lunga.",
        "Il portatile in sé è fantastico: pesa poco più di un chilo, la batteria dura tutto il giorno e la tastiera è tra le migliori. Però Apple fa pagare 230 euro per 8 GB di RAM in più, una cifra ridicola. Con esportazioni video di mezz'ora rallenta perché non ha ventola. Per studenti e ufficio è perfetto.",
      ),
      review(
        'Il primo Mac, nessun rimpianto',
        "Velocità, touchpad, integrazione con l'iPhone.",
        'Abituarsi a macOS richiede qualche giorno, niente porta HDMI.',
        "Venivo da anni di portatili Windows che dopo due anni rallentavano. Questo si accende all'istante, il touchpad è il migliore che abbia mai usato e copiare un testo sul telefono e incollarlo sul Mac è magia. Per collegare il monitor mi serve un adattatore. Ottimo acquisto.",
      ),
    ],
  },
  {
    id: 'ideapad-slim-5',
    name: 'Lenovo IdeaPad Slim 5 14" Ryzen 7',
    reviews: [
      review(
        'Ottimo rapporto qualità/prezzo',
        'Ryzen 7 veloce, 16 GB di RAM, SSD da 1 TB, schermo OLED.',
        'Altoparlanti deboli, webcam appena sufficiente.',
        'Per 700 euro ho un portatile con 16 GB di RAM, 1 TB di SSD e uno schermo OLED bellissimo. Lo uso per programmare e qualche gioco leggero, non ha mai esitato. La batteria arriva a 8 ore di uso reale. Gli altoparlanti sono deboli, con le cuffie nessun problema. Ottimo rapporto qualità/prezzo, consigliato.',
      ),
      review(
        "Buon portatile per l'università",
        'Leggero, tastiera retroilluminata, ricarica USB-C.',
        'Ventola udibile sotto carico, bloatware preinstallato.',
        "Lo porto in facoltà tutti i giorni, pesa poco e la batteria dura tutte le lezioni. La tastiera è comoda e retroilluminata. Appena acceso ho dovuto togliere un po' di programmi inutili di Lenovo e McAfee. Quando si compila qualcosa di pesante la ventola si sente. Consigliato agli studenti.",
      ),
      review(
        'Schermo da urlo, il resto nella media',
        'Schermo OLED, colori.',
        "Riflessi sullo schermo lucido, cerniera un po' molle.",
        'Lo schermo OLED è la cosa migliore: neri profondi e colori vivaci, guardare film è un piacere. Però è lucido e con la luce alle spalle ci si specchia. La cerniera fa oscillare lo schermo mentre scrivo in treno. Per il prezzo resta un buon acquisto.',
      ),
    ],
  },
  {
    id: 'rog-zephyrus-g14',
    name: 'ASUS ROG Zephyrus G14 (2024)',
    reviews: [
      review(
        'Potenza in 14 pollici',
        'RTX 4060, schermo OLED a 120 Hz, chassis in alluminio.',
        'Prezzo alto, si scalda in gioco, alimentatore proprietario pesante.',
        'Cercavo un portatile da gioco che potessi portare in ufficio senza sembrare un adolescente, e questo è perfetto: elegante, sottile, ma con una RTX 4060 che fa girare Cyberpunk a dettagli alti. Lo schermo OLED è spettacolare. In gioco le ventole si sentono e la parte alta della tastiera scalda. Ottimo, ma costa caro.',
      ),
      review(
        'Bellissimo, ma rumoroso',
        'Design, schermo, prestazioni.',
        'Ventole rumorose in modalità prestazioni, batteria di tre ore.',
        "Il G14 è bellissimo da vedere e potente, lo schermo è il migliore che abbia visto su un portatile. Però in modalità prestazioni le ventole fanno un rumore da phon e la batteria in gioco dura meno di un'ora. In modalità silenziosa va bene per lavorare. Consigliato a chi sa cosa compra.",
      ),
      review(
        'Per lavorare con il video',
        'Rendering veloce con la GPU, schermo calibrato, leggero per la categoria.',
        '16 GB saldati, non espandibili.',
        'Lo uso per montare video in DaVinci Resolve e i rendering con la scheda video sono veloci. Lo schermo arriva calibrato e per il colore è affidabile. Peccato che la RAM sia saldata: 16 GB oggi vanno bene, tra tre anni chissà. Per la potenza che offre è leggero. Buon acquisto.',
      ),
    ],
  },
  {
    id: 'hp-pavilion-15',
    name: 'HP Pavilion 15 Intel Core i5',
    reviews: [
      review(
        "Per l'ufficio va bene",
        'Tastierino numerico, schermo grande, prezzo.',
        'Schermo poco luminoso, plastica che si graffia.',
        'Lo uso in ufficio per Excel e gestionale, il tastierino numerico è comodissimo. Il processore è veloce per quello che faccio. Lo schermo è poco luminoso e vicino alla finestra si vede male. La scocca si è già graffiata. Per il prezzo va bene, niente di più.',
      ),
      review(
        "Deluso dall'assistenza",
        'Prestazioni discrete.',
        'Tastiera che ha smesso di funzionare dopo sei mesi, assistenza lenta.',
        "Dopo sei mesi metà dei tasti hanno smesso di funzionare. L'assistenza HP ha impiegato tre settimane a ritirarlo e ripararlo. Adesso va, ma tre settimane senza computer per lavoro sono tante. Prima del guasto ero soddisfatto, ora non so se lo ricomprerei.",
      ),
      review(
        'Onesto portatile per tutta la famiglia',
        'Batteria discreta, webcam buona per le videochiamate, tante porte.',
        "Un po' pesante, Windows lento all'avvio con il disco mezzo pieno.",
        "In casa lo usiamo in quattro: i ragazzi per la scuola, io per le bollette e le videochiamate. Ha tutte le porte che servono, anche HDMI e lettore di schede. La batteria dura circa cinque ore. Pesa un po' ma non lo portiamo in giro. Buon rapporto qualità/prezzo.",
      ),
    ],
  },
  {
    id: 'lg-oled-c3',
    name: 'LG OLED evo C3 55"',
    reviews: [
      review(
        'Neri perfetti, film al cinema',
        'Neri assoluti, Dolby Vision, 4 HDMI 2.1, webOS veloce.',
        'Luminosità limitata in stanze molto luminose, audio integrato mediocre.',
        "Dopo anni di LED, vedere un film al buio su questo OLED è un'altra esperienza: neri assoluti, contrasto infinito, colori naturali in modalità Filmmaker. Con la PS5 a 120 Hz il gioco è fluidissimo. Il salotto molto luminoso di giorno è il suo punto debole. L'audio integrato è debole, ho preso una soundbar. Ottimo televisore, consigliato.",
      ),
      review(
        'Il miglior TV che abbia avuto',
        'Immagine, gaming, telecomando puntatore.',
        'Prezzo, pubblicità nella schermata principale.',
        "Per i giochi è eccezionale: VRR, input lag bassissimo, quattro porte HDMI 2.1. Per i film l'immagine è spettacolare. Il telecomando con il puntatore è comodo. Non mi piace la pubblicità nella home di webOS. Caro, ma lo ricomprerei.",
      ),
      review(
        'Attenzione al burn-in? Per ora nulla',
        'Colori, angoli di visione, design sottile.',
        'Riflessi con le finestre di fronte, menu immagine complicati.',
        "Avevo paura del burn-in con i loghi dei canali, ma dopo un anno e mezzo di uso quotidiano non c'è traccia. L'immagine è fantastica da qualsiasi angolo del divano. Lo schermo lucido riflette le finestre e le impostazioni immagine sono un labirinto. Molto soddisfatto.",
      ),
    ],
  },
  {
    id: 'samsung-q60c',
    name: 'Samsung QLED Q60C 50"',
    reviews: [
      review(
        'Ottimo televisore per il prezzo',
        'Colori vivaci, Tizen ricco di app, design sottile.',
        'Niente 120 Hz, neri grigiastri al buio.',
        "Per 500 euro un 50 pollici QLED con colori vivaci e tutte le app: Netflix, Prime, DAZN, RaiPlay. Di giorno l'immagine è luminosa e bella. Al buio i neri tendono al grigio e si vede l'alone. Per il gioco niente 120 Hz. Ottimo rapporto qualità/prezzo.",
      ),
      review(
        'Buono per la camera',
        'Sottile, leggero da montare a parete, telecomando solare.',
        'Audio scarso.',
        "L'ho messo in camera da letto appeso al muro, si monta in dieci minuti. Il telecomando si ricarica con la luce, niente pile. L'immagine è bella, l'audio invece è scarso e piatto. Per guardare la TV la sera va benissimo, consigliato.",
      ),
      review(
        'Smart TV lenta dopo gli aggiornamenti',
        'Immagine buona, tante app.',
        'Interfaccia rallentata, pubblicità, assistente vocale inutile.',
        "I primi mesi era reattivo, dopo un paio di aggiornamenti l'interfaccia è diventata lenta e piena di pubblicità. L'immagine è buona per il prezzo, i colori sono vivaci. Ho finito per collegare una chiavetta per le app. Nella media.",
      ),
    ],
  },
  {
    id: 'hisense-a6',
    name: 'Hisense 43A6K 43" 4K',
    reviews: [
      review(
        'Economico e onesto',
        'Prezzo bassissimo, 4K, VIDAA con le app principali.',
        'Audio debole, luminosità modesta.',
        "Comprato per la cucina a meno di 300 euro. L'immagine 4K è nitida, le app principali ci sono tutte e il telecomando ha i tasti diretti per Netflix e Prime. Non aspettatevi colori da OLED né audio potente. Ottimo rapporto qualità/prezzo per un secondo televisore.",
      ),
      review(
        'Va bene per la camera dei ragazzi',
        'Semplice, si accende subito, porte HDMI sufficienti.',
        'Angoli di visione stretti.',
        'I ragazzi lo usano con la Switch e YouTube. Si accende velocemente e il menu è semplice. Guardandolo di lato i colori cambiano parecchio. Per quello che costa fa il suo lavoro, consigliato come TV secondario.',
      ),
      review(
        'Qualche problema con il Wi-Fi',
        'Immagine discreta, prezzo.',
        'Si disconnette dal Wi-Fi, app DAZN lenta.',
        "L'immagine è discreta per la fascia di prezzo, ma il televisore perde la connessione Wi-Fi ogni due o tre giorni e bisogna riavviarlo. Con il cavo di rete il problema sparisce. L'app di DAZN carica lentamente. Con il cavo è un buon acquisto, altrimenti pensateci.",
      ),
    ],
  },
  {
    id: 'roomba-combo-j7',
    name: 'iRobot Roomba Combo j7+',
    reviews: [
      review(
        'Evita i calzini e le cacche del cane',
        'Riconoscimento ostacoli, base di svuotamento automatico, lavaggio con braccio che si solleva.',
        'Lavaggio leggero, app lenta, prezzo.',
        'Con un cane e due bambini il pavimento è un campo minato. Il j7+ riconosce cavi, calzini e i bisognini del cane e li evita, cosa che il vecchio robot non faceva. La base si svuota da sola e il sacchetto dura un mese. Il panno lava poco, più che altro rinfresca. Ottimo robot aspirapolvere, consigliato.',
      ),
      review(
        'Aspira bene, lava poco',
        'Aspirazione sui tappeti, mappatura precisa.',
        'Il lavaggio è quasi inutile, serbatoio piccolo.',
        'Sui tappeti aspira benissimo e la mappa delle stanze è precisa, posso mandarlo solo in cucina dopo cena. Il lavaggio invece è poco più di uno straccio umido e il serbatoio va riempito spesso. Come aspirapolvere lo consiglio, come lavapavimenti no.',
      ),
      review(
        'Caro ma affidabile',
        'Robusto, pulizia programmata, base autosvuotante.',
        'Costo dei ricambi, rumoroso durante lo svuotamento.',
        'Lo uso da un anno e mezzo tutti i giorni alle dieci, quando siamo fuori casa. Non si è mai bloccato. Lo svuotamento nella base fa un rumore forte per dieci secondi. I ricambi originali costano cari. Robot affidabile, ma il prezzo è alto.',
      ),
    ],
  },
  {
    id: 'roborock-s8',
    name: 'Roborock S8',
    reviews: [
      review(
        'Pulizia impeccabile',
        'Aspirazione potente, doppia spazzola in gomma, lavaggio sonico, mappatura LiDAR veloce.',
        'Base ingombrante, app con troppe opzioni.',
        "Ho una casa di 120 metri quadri su un piano e il Roborock la pulisce tutta in un'ora e mezza. Aspira benissimo anche i peli del gatto sul tappeto, il lavaggio sonico toglie le macchie leggere. La mappa è precisa e posso escludere le zone con i cavi. La base occupa spazio. Ottimo robot, consigliato.",
      ),
      review(
        'Meglio del Roomba che avevo',
        'Lavaggio efficace, mappa, prezzo rispetto alla concorrenza.',
        'Evita male gli oggetti piccoli.',
        'Avevo un Roomba che lavava poco, il Roborock lava davvero: il mocio vibra e le macchie spariscono. La mappatura laser è velocissima. A volte si mangia un laccio o un calzino, bisogna lasciare il pavimento in ordine. Rapporto qualità/prezzo ottimo.',
      ),
      review(
        'Quasi perfetto',
        'Aspirazione, silenziosità in modalità normale, app completa.',
        'Si è incastrato due volte sotto il divano.',
        'Sono molto soddisfatta. In modalità normale è silenzioso e posso farlo andare mentre lavoro da casa. Aspira tutto, anche le briciole negli angoli. Due volte si è incastrato sotto il divano, ho impostato una zona vietata e il problema è sparito. Lo consiglio.',
      ),
    ],
  },
  {
    id: 'xiaomi-e10',
    name: 'Xiaomi Robot Vacuum E10',
    reviews: [
      review(
        'Economico e fa il suo',
        'Prezzo, aspirazione buona su pavimenti duri, app Mi Home.',
        'Navigazione casuale, niente mappa vera.',
        'Per 150 euro non si può pretendere la mappa laser: si muove a zig zag e a volte ripassa due volte nello stesso punto. Però alla fine la casa è pulita, sul gres aspira bene. La batteria basta per il nostro appartamento di 70 metri. Ottimo rapporto qualità/prezzo per chi inizia.',
      ),
      review(
        'Buono per un bilocale',
        'Compatto, silenzioso, facile da usare.',
        'Lavaggio inutile, si perde tra le sedie.',
        "Vivo in un bilocale e mi basta: lo avvio dall'app quando esco e torno con il pavimento pulito. Il lavaggio è solo uno straccio bagnato. Tra le gambe delle sedie fa fatica e a volte ci rinuncia. Consigliato per case piccole.",
      ),
      review(
        'Si blocca spesso',
        'Aspira bene.',
        'Si incastra sui tappeti a pelo lungo, batteria calata dopo un anno.',
        'Aspira bene, questo sì, ma sul tappeto del salotto si incastra ogni volta e devo andarlo a liberare. Dopo un anno la batteria dura la metà. Per il prezzo che ha ci può stare, ma non aspettatevi miracoli.',
      ),
    ],
  },
  {
    id: 'dyson-v15',
    name: 'Dyson V15 Detect',
    reviews: [
      review(
        'La luce laser è una rivelazione',
        'Laser che mostra la polvere, potenza, sensore che conta le particelle.',
        'Pesante da tenere in alto, prezzo.',
        "Pensavo fosse una trovata di marketing, invece la luce laser mostra polvere che non avrei mai visto sul parquet. L'aspirazione è potentissima e la spazzola anti-groviglio non si riempie di capelli. Per pulire in alto è pesante. Costa tanto, ma è il miglior aspirapolvere che abbia avuto.",
      ),
      review(
        'Potente ma la batteria finisce in fretta',
        'Aspirazione, accessori, filtro lavabile.',
        'In modalità Boost la batteria dura sette minuti.',
        'In modalità automatica la batteria basta per tutta la casa, circa 50 minuti. Se si usa la modalità Boost sui tappeti si scarica in sette minuti. Gli accessori sono tanti e utili, soprattutto quello per il divano. Ottimo aspirapolvere senza fili.',
      ),
      review(
        'Bello ma caro',
        'Potenza, display con i dati.',
        'Prezzo, contenitore piccolo.',
        "Aspira benissimo e il display che mostra le particelle è curioso. Il contenitore della polvere è piccolo e con il cane va svuotato ogni stanza. A 700 euro è davvero caro, l'ho preso in offerta. Buon prodotto.",
      ),
    ],
  },
  {
    id: 'mx-master-3s',
    name: 'Logitech MX Master 3S',
    reviews: [
      review(
        'Il mouse definitivo per lavorare',
        'Ergonomia, rotella elettromagnetica, clic silenziosi, tre dispositivi.',
        'Grande per mani piccole, pesante per il gioco.',
        'Lo uso otto ore al giorno tra Excel e Photoshop e non ho più dolore al polso. La rotella che scorre libera fa volare i fogli lunghi, quella laterale è comoda per scorrere in orizzontale. Con un tasto passo dal PC al Mac. I clic silenziosi sono una benedizione in open space. Ottimo mouse, consigliato.',
      ),
      review(
        'Comodo ma costoso',
        'Ergonomia, batteria di mesi.',
        'Prezzo, software Logi Options+ pesante.',
        'Mouse comodissimo, la batteria dura due mesi e si ricarica con USB-C in pochi minuti. Il software per personalizzare i tasti è pesante e chiede un account. Per 100 euro mi aspettavo di più dal software. Il mouse in sé è perfetto.',
      ),
      review(
        'Non per mani piccole',
        'Qualità costruttiva, scorrimento.',
        'Troppo grande per la mia mano, pollice che non arriva ai tasti.',
        "Il mouse è fatto benissimo, ma la mia mano è piccola e dopo un'ora mi stanco. Il tasto per il pollice è difficile da raggiungere. La rotella è fantastica. Se avete mani piccole provatelo in negozio prima di comprarlo.",
      ),
    ],
  },
  {
    id: 'switch-oled',
    name: 'Nintendo Switch OLED',
    reviews: [
      review(
        'Schermo stupendo',
        'Schermo OLED da 7 pollici, cavalletto largo, porta LAN nel dock.',
        'Joy-Con che soffrono ancora di drift, poca memoria.',
        "Avevo la Switch originale e lo schermo OLED è tutta un'altra cosa: colori vivi, neri profondi, Zelda in portatile è bellissimo. Il cavalletto largo finalmente sta in piedi sul tavolino del treno. Dopo un anno un Joy-Con ha iniziato a muoversi da solo. Ottima console, consigliata.",
      ),
      review(
        'Per giocare in famiglia',
        'Mario Kart in quattro, portatile, robusta.',
        'Giochi cari, 64 GB di memoria.',
        'La usiamo la sera in famiglia con Mario Kart e Just Dance, i bambini la portano in macchina nei viaggi lunghi. È robusta, è caduta un paio di volte senza danni. I giochi Nintendo non vanno mai in sconto e la memoria si riempie: serve una microSD. Consigliata per le famiglie.',
      ),
      review(
        'Bella ma hardware vecchio',
        'Schermo, catalogo di giochi.',
        'Prestazioni scarse nei giochi non Nintendo, risoluzione bassa in TV.',
        'Lo schermo OLED è bellissimo e i giochi Nintendo sono fantastici. Però i giochi di terze parti girano male, con cali di frame e risoluzione bassa, e in TV si vede la differenza con una PS5. Se vi interessano Zelda e Mario è consigliata, altrimenti no.',
      ),
    ],
  },
  {
    id: 'ps5-slim',
    name: 'Sony PlayStation 5 Slim',
    reviews: [
      review(
        'Silenziosa e veloce',
        'Caricamenti istantanei, DualSense eccezionale, silenziosa.',
        'Supporto verticale venduto a parte, SSD da 1 TB che si riempie.',
        "I caricamenti sono praticamente istantanei e il controller DualSense con il feedback aptico è una cosa che bisogna provare. È molto più piccola e silenziosa della prima PS5. Il supporto verticale si paga a parte, ridicolo. Con tre giochi grandi l'SSD è mezzo pieno. Ottima console.",
      ),
      review(
        'Regalo di Natale azzeccato',
        'Grafica, giochi esclusivi.',
        "Abbonamento PlayStation Plus obbligatorio per l'online.",
        "Regalata a mio figlio per Natale, non la spegne più. La grafica di Spider-Man 2 è impressionante. L'abbonamento per giocare online è un costo in più da mettere in conto. Consigliata.",
      ),
      review(
        'Buona, ma il lettore...',
        'Prestazioni, silenziosità.',
        "Lettore dischi staccabile venduto a parte nell'edizione digitale.",
        "Ho preso l'edizione digitale per risparmiare e poi mi sono pentito: i giochi fisici usati costano molto meno. Il lettore si compra a parte e costa 120 euro. Per il resto la console è ottima, veloce e silenziosa.",
      ),
    ],
  },
  {
    id: 'anker-powercore-20000',
    name: 'Anker PowerCore 20000 mAh',
    reviews: [
      review(
        'Indispensabile in viaggio',
        'Carica il telefono quattro volte, due porte, robusta.',
        'Pesa quasi 400 grammi, si ricarica lentamente.',
        'In viaggio in Giappone ho ricaricato telefono e macchina fotografica per due settimane senza mai cercare una presa durante il giorno. Carica il mio telefono quattro volte. È pesante e per ricaricarla del tutto ci vuole una notte. Ottimo powerbank, consigliato.',
      ),
      review(
        'Fa quello che promette',
        'Capacità reale, qualità Anker.',
        'Niente ricarica rapida in ingresso.',
        'La capacità è quella dichiarata, ho misurato circa 18.000 mAh reali che è normale. Ricarica due telefoni insieme. Per ricaricare lei servono quasi dieci ore. Prodotto solido, come tutto Anker.',
      ),
      review(
        'Buono per il campeggio',
        'Autonomia, resistente agli urti.',
        'Ingombrante.',
        'Lo porto in campeggio per telefono e lampada frontale, dura tutto il weekend. È caduto sulle rocce senza conseguenze. È ingombrante, in tasca non ci sta. Buon acquisto.',
      ),
    ],
  },
  {
    id: 'gopro-hero-12',
    name: 'GoPro HERO12 Black',
    reviews: [
      review(
        'Stabilizzazione incredibile',
        'HyperSmooth, video 5,3K, HDR, batteria migliorata.',
        'Niente GPS, app lenta nel trasferimento.',
        "La uso in mountain bike e la stabilizzazione è incredibile, sembra girato con un gimbal anche sui sentieri più sconnessi. I video in 5,3K sono nitidi, l'HDR aiuta nei boschi. La batteria dura più della HERO11. Mi manca il GPS per i dati di velocità. Ottima action cam, consigliata.",
      ),
      review(
        'Bella ma si scalda',
        'Qualità video, accessori compatibili.',
        'Si surriscalda in 4K da ferma, batterie da comprare in più.',
        'In movimento nessun problema, ma se la lascio ferma a registrare una partita in 4K si surriscalda e si spegne dopo venti minuti. La qualità video è ottima e tutti i vecchi accessori vanno bene. Servono almeno due batterie di scorta.',
      ),
      review(
        'Per le immersioni',
        "Impermeabile fino a 10 metri, colori sott'acqua buoni.",
        'Per andare più giù serve la custodia.',
        "L'ho usata in vacanza in Sardegna facendo snorkeling e i video sono bellissimi, i colori sott'acqua sono naturali. Senza custodia arriva a 10 metri, per le immersioni vere serve quella a parte. Consigliata.",
      ),
    ],
  },
  {
    id: 'fire-tv-stick-4k',
    name: 'Amazon Fire TV Stick 4K',
    reviews: [
      review(
        'Ha ringiovanito il vecchio televisore',
        'Tutte le app, Dolby Vision, telecomando vocale, prezzo.',
        'Interfaccia piena di pubblicità Amazon.',
        'Il nostro televisore ha dieci anni e le app non si aggiornavano più. Con la chiavetta abbiamo Netflix, Prime, DAZN e RaiPlay veloci e in 4K. Il telecomando controlla anche il volume della TV. La schermata principale spinge i contenuti Amazon ovunque. Ottimo acquisto, consigliato.',
      ),
      review(
        'Veloce, ma scalda',
        'Fluida, Wi-Fi 6, Alexa.',
        'Si scalda dietro la TV, memoria piena dopo poche app.',
        'È molto più veloce della versione precedente, le app si aprono subito. Dietro la TV però si scalda tanto, ho usato la prolunga HDMI inclusa per allontanarla. Con una decina di app la memoria è piena. Buon prodotto per il prezzo.',
      ),
      review(
        'Semplice per i miei genitori',
        'Telecomando semplice, tasti diretti.',
        'Configurazione con account Amazon obbligatorio.',
        'I miei genitori non riuscivano a usare la smart TV, con la chiavetta e i tasti diretti del telecomando guardano RaiPlay e Netflix da soli. Per configurarla serve un account Amazon. Consigliata.',
      ),
    ],
  },
  {
    id: 'deco-x20',
    name: 'TP-Link Deco X20 (3 pezzi)',
    reviews: [
      review(
        'Wi-Fi in ogni stanza',
        'Copertura di tutta la casa su tre piani, app semplice, Wi-Fi 6.',
        'Serve un account TP-Link, funzioni avanzate a pagamento.',
        "Casa su tre piani con muri spessi: prima il Wi-Fi arrivava solo al piano terra. Con tre Deco la connessione è stabile anche in taverna e in mansarda, e passando da una stanza all'altra il telefono non perde la rete. L'app si configura in dieci minuti. Ottimo sistema mesh, consigliato.",
      ),
      review(
        'Funziona, ma niente miracoli',
        'Facile da installare, stabile.',
        'Velocità dimezzata sui nodi lontani senza cavo.',
        "L'installazione è semplicissima. La copertura è buona, ma sul nodo più lontano, collegato senza cavo, la velocità è la metà di quella vicino al router. Con il cavo di rete tra i nodi va molto meglio. Buon rapporto qualità/prezzo.",
      ),
      review(
        'Smart working salvato',
        'Videochiamate stabili, controllo parentale.',
        "Design un po' anonimo.",
        'Lavoro da casa in mansarda e le videochiamate cadevano di continuo. Da quando ho i Deco non ho più avuto problemi. Il controllo parentale per i ragazzi è comodo. Lo consiglio a chi lavora da casa.',
      ),
    ],
  },
];
