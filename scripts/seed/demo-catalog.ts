/**
 * Demo catalogue for Provato (Italian tech product reviews).
 *
 * Pure data, consumed by the deterministic seeder. No imports, no side effects.
 * Strings that contain an apostrophe use double quotes; everything else uses single quotes.
 */

export type DemoCategory = { slug: string; name: string; description: string };

export type DemoProduct = {
  /** Full commercial name including brand, e.g. 'Samsung Galaxy S24 Ultra'. */
  name: string;
  /** Brand, e.g. 'Samsung'. */
  brand: string;
  /** A DemoCategory slug. */
  category: string;
  /** 2-4 sentences of natural Italian description (no HTML). */
  description: string;
  /** Realistic Italian street price in EUR. */
  price: number;
  /** Optional variant labels (storage sizes, screen sizes, colours...). */
  variants?: string[];
  /** Optional EAN-13 with a valid check digit. */
  ean?: string;
};

export type DemoMerchant = {
  slug: string;
  name: string;
  website: string;
  isMarketplace: boolean;
  /** Hex brand-ish colour for a generated logo. */
  color: string;
};

export type DemoUser = { firstName: string; lastName: string; email: string };

export type ReviewTone = 'positive' | 'mixed' | 'negative';

export type ReviewPhrases = {
  /** 5..100 characters each. */
  titles: Record<ReviewTone, string[]>;
  /** 10..500 characters each. */
  pros: string[];
  /** 10..500 characters each. */
  cons: string[];
  /** 1-3 sentences, 20..400 characters each. */
  comments: Record<ReviewTone, string[]>;
};

export const demoCategories: DemoCategory[] = [
  {
    slug: 'smartphone',
    name: 'Smartphone',
    description:
      'Telefoni Android e iPhone di ogni fascia di prezzo, dai medio gamma ai top di gamma fino ai pieghevoli.',
  },
  {
    slug: 'laptop',
    name: 'Laptop',
    description:
      'Notebook per studio, lavoro e gioco: ultraleggeri, 2 in 1 e portatili da gaming con scheda video dedicata.',
  },
  {
    slug: 'tv',
    name: 'TV',
    description:
      'Televisori 4K OLED, QLED e Mini LED con smart TV integrata, dai 43 pollici fino ai grandi formati.',
  },
  {
    slug: 'elettrodomestici',
    name: 'Elettrodomestici',
    description:
      'Scope elettriche, robot aspirapolvere, macchine da caffè, friggitrici ad aria e lavatrici per la casa.',
  },
  {
    slug: 'audio',
    name: 'Audio',
    description: 'Cuffie, auricolari true wireless, speaker Bluetooth e soundbar per musica, film e podcast.',
  },
  {
    slug: 'tablet',
    name: 'Tablet',
    description:
      'Tablet iPad, Android e Windows per intrattenimento, studio e produttività, con o senza penna.',
  },
  {
    slug: 'smartwatch',
    name: 'Smartwatch e fitness',
    description: 'Smartwatch, sportwatch GPS e smart band per monitorare allenamenti, sonno e salute.',
  },
  {
    slug: 'fotocamere',
    name: 'Fotocamere',
    description:
      'Mirrorless, compatte premium, action cam e gimbal per fotografi appassionati e content creator.',
  },
  {
    slug: 'gaming',
    name: 'Gaming',
    description:
      'Console, PC portatili da gioco, visori VR e periferiche come controller, mouse, tastiere e cuffie.',
  },
  {
    slug: 'monitor',
    name: 'Monitor',
    description:
      'Monitor per ufficio, creatività e gaming: 4K, ultrawide, OLED e alte frequenze di aggiornamento.',
  },
];

export const demoMerchants: DemoMerchant[] = [
  {
    slug: 'amazon-it',
    name: 'Amazon.it',
    website: 'https://www.amazon.it',
    isMarketplace: true,
    color: '#FF9900',
  },
  {
    slug: 'mediaworld',
    name: 'MediaWorld',
    website: 'https://www.mediaworld.it',
    isMarketplace: false,
    color: '#DF0000',
  },
  {
    slug: 'unieuro',
    name: 'Unieuro',
    website: 'https://www.unieuro.it',
    isMarketplace: false,
    color: '#F58220',
  },
  {
    slug: 'euronics',
    name: 'Euronics',
    website: 'https://www.euronics.it',
    isMarketplace: false,
    color: '#003DA5',
  },
  { slug: 'comet', name: 'Comet', website: 'https://www.comet.it', isMarketplace: false, color: '#C8102E' },
  { slug: 'trony', name: 'Trony', website: 'https://www.trony.it', isMarketplace: false, color: '#1D4F91' },
  {
    slug: 'eprice',
    name: 'ePRICE',
    website: 'https://www.eprice.it',
    isMarketplace: false,
    color: '#E2231A',
  },
];

/**
 * Delivery as each shop's feed would give it: a fee below a free-delivery threshold (EUR). The
 * marketplace's offers carry none (its API does not give delivery), so the page shows no total.
 */
export const demoDelivery: Record<string, { fee: number; freeFrom: number }> = {
  mediaworld: { fee: 4.99, freeFrom: 49 },
  unieuro: { fee: 6.9, freeFrom: 69 },
  euronics: { fee: 5.9, freeFrom: 99 },
  comet: { fee: 7.9, freeFrom: 149 },
  trony: { fee: 9.9, freeFrom: 199 },
  eprice: { fee: 5.99, freeFrom: 79 },
};

/**
 * Shops whose links go through Awin (their advertiser ids, made up for the demo): their offers
 * earn cashback (decision 020). The marketplace never does.
 */
export const demoAwinAdvertisers: Record<string, number> = {
  mediaworld: 10521,
  unieuro: 11873,
  eprice: 9342,
};
/** The demo's Awin publisher id (ours at Awin). */
export const DEMO_AWIN_PUBLISHER = 1437215;

export const demoUsers: DemoUser[] = [
  { firstName: 'Marco', lastName: 'Rossi', email: 'marco.rossi@example.com' },
  { firstName: 'Giulia', lastName: 'Bianchi', email: 'giulia.bianchi@example.com' },
  { firstName: 'Niccolò', lastName: 'Ferrari', email: 'niccolo.ferrari@example.com' },
  { firstName: 'Chiara', lastName: "D'Angelo", email: 'chiara.dangelo@example.com' },
  { firstName: 'Alessandro', lastName: 'Russo', email: 'alessandro.russo@example.com' },
  { firstName: 'Francesca', lastName: 'Romano', email: 'francesca.romano@example.com' },
  { firstName: 'Luca', lastName: 'Colombo', email: 'luca.colombo@example.com' },
  { firstName: 'Sara', lastName: 'Cantù', email: 'sara.cantu@example.com' },
  { firstName: 'Matteo', lastName: 'Marino', email: 'matteo.marino@example.com' },
  { firstName: 'Martina', lastName: 'Greco', email: 'martina.greco@example.com' },
  { firstName: 'Andrea', lastName: 'Bruno', email: 'andrea.bruno@example.com' },
  { firstName: 'Elena', lastName: 'Gallo', email: 'elena.gallo@example.com' },
  { firstName: 'Nicolò', lastName: 'Conti', email: 'nicolo.conti@example.com' },
  { firstName: 'Federica', lastName: 'De Luca', email: 'federica.deluca@example.com' },
  { firstName: 'Giuseppe', lastName: 'Mancini', email: 'giuseppe.mancini@example.com' },
  { firstName: 'Valentina', lastName: 'Costa', email: 'valentina.costa@example.com' },
  { firstName: 'Lorenzo', lastName: "Dell'Acqua", email: 'lorenzo.dellacqua@example.com' },
  { firstName: 'Alessia', lastName: 'Rizzo', email: 'alessia.rizzo@example.com' },
  { firstName: 'Simone', lastName: 'Lombardi', email: 'simone.lombardi@example.com' },
  { firstName: 'Ilaria', lastName: 'Moretti', email: 'ilaria.moretti@example.com' },
];

export const demoProducts: DemoProduct[] = [
  // ---------------------------------------------------------------- smartphone
  {
    name: 'Apple iPhone 15',
    brand: 'Apple',
    category: 'smartphone',
    description:
      'iPhone 15 porta la Dynamic Island e il connettore USB-C su un display Super Retina XDR da 6,1 pollici. Il chip A16 Bionic garantisce fluidità in ogni situazione, mentre la fotocamera principale da 48 MP scatta foto dettagliate anche con poca luce. Scocca in vetro colorato in massa e alluminio.',
    price: 699.9,
    ean: '0195947420100',
    variants: ['128 GB', '256 GB', '512 GB'],
  },
  {
    name: 'Apple iPhone 15 Pro Max',
    brand: 'Apple',
    category: 'smartphone',
    description:
      'Il modello più grande della gamma 15 Pro ha un telaio in titanio e un display ProMotion da 6,7 pollici con funzione Always-On. Il chip A17 Pro abilita il ray tracing hardware nei giochi, mentre il teleobiettivo a tetraprisma offre uno zoom ottico 5x. La porta USB-C supporta velocità USB 3 fino a 10 Gbit/s.',
    price: 1189,
    ean: '0195945203279',
    variants: ['256 GB', '512 GB', '1 TB'],
  },
  {
    name: 'Apple iPhone 16',
    brand: 'Apple',
    category: 'smartphone',
    description:
      "iPhone 16 introduce il tasto Controllo fotocamera e il tasto Azione personalizzabile, con il chip A18 progettato per Apple Intelligence. Il display da 6,1 pollici raggiunge 2000 nit all'aperto e la doppia fotocamera Fusion da 48 MP registra anche video spaziali. Ricarica MagSafe fino a 25 W.",
    price: 829.9,
    variants: ['128 GB', '256 GB', '512 GB'],
  },
  {
    name: 'Apple iPhone 16e',
    brand: 'Apple',
    category: 'smartphone',
    description:
      "L'iPhone più accessibile del 2025 monta lo stesso chip A18 dei modelli superiori e il primo modem progettato da Apple, il C1. Il display OLED da 6,1 pollici e la fotocamera Fusion da 48 MP con zoom 2x di qualità ottica lo rendono completo, con un'autonomia fino a 26 ore di riproduzione video.",
    price: 629,
    ean: '0195944440705',
    variants: ['128 GB', '256 GB', '512 GB'],
  },
  {
    name: 'Apple iPhone 17 Pro',
    brand: 'Apple',
    category: 'smartphone',
    description:
      "iPhone 17 Pro adotta un design unibody in alluminio con camera di vapore per dissipare il calore del chip A19 Pro. Tutte e tre le fotocamere posteriori sono da 48 MP, con un teleobiettivo che arriva a 8x di qualità ottica. Il display ProMotion da 6,3 pollici raggiunge 3000 nit di picco all'aperto.",
    price: 1339,
    ean: '0195941253674',
    variants: ['256 GB', '512 GB', '1 TB'],
  },
  {
    name: 'Samsung Galaxy S24 Ultra',
    brand: 'Samsung',
    category: 'smartphone',
    description:
      'Il top di gamma Samsung ha un telaio in titanio, S Pen integrata e un display Dynamic AMOLED 2X da 6,8 pollici protetto da vetro Gorilla Armor antiriflesso. Il processore Snapdragon 8 Gen 3 for Galaxy alimenta le funzioni Galaxy AI come Cerchia e Cerca e la traduzione delle chiamate. Fotocamera principale da 200 MP e teleobiettivo 5x da 50 MP.',
    price: 999,
    variants: ['256 GB', '512 GB', '1 TB'],
  },
  {
    name: 'Samsung Galaxy S25',
    brand: 'Samsung',
    category: 'smartphone',
    description:
      'Compatto e leggero, il Galaxy S25 ha un display da 6,2 pollici a 120 Hz e il processore Snapdragon 8 Elite for Galaxy con 12 GB di RAM di serie. Samsung promette sette anni di aggiornamenti di sistema e di sicurezza. La tripla fotocamera con sensore principale da 50 MP è affiancata da un teleobiettivo 3x.',
    price: 749,
    ean: '8806093336659',
    variants: ['128 GB', '256 GB'],
  },
  {
    name: 'Samsung Galaxy A55 5G',
    brand: 'Samsung',
    category: 'smartphone',
    description:
      'Il medio gamma Samsung con cornice in alluminio e retro in vetro offre un display Super AMOLED da 6,6 pollici a 120 Hz e la certificazione IP67. Il processore Exynos 1480 e la batteria da 5000 mAh garantiscono una giornata e mezza di utilizzo. Fotocamera principale da 50 MP con stabilizzazione ottica.',
    price: 329.9,
    ean: '8806094945409',
  },
  {
    name: 'Samsung Galaxy Z Flip6',
    brand: 'Samsung',
    category: 'smartphone',
    description:
      "Lo smartphone pieghevole a conchiglia di Samsung unisce un display interno da 6,7 pollici a un ampio schermo esterno Flex Window da 3,4 pollici. Il processore Snapdragon 8 Gen 3, la batteria da 4000 mAh e la nuova fotocamera da 50 MP lo rendono più completo della generazione precedente. Resiste all'acqua con certificazione IP48.",
    price: 899,
  },
  {
    name: 'Xiaomi Redmi Note 13 Pro 5G',
    brand: 'Xiaomi',
    category: 'smartphone',
    description:
      'Il Redmi Note 13 Pro 5G punta sulla fotocamera principale da 200 MP con stabilizzazione ottica e su un display AMOLED 1.5K da 6,67 pollici a 120 Hz. Il processore Snapdragon 7s Gen 2 e la batteria da 5100 mAh con ricarica rapida a 67 W completano una scheda tecnica generosa per la fascia media.',
    price: 279.9,
    ean: '6941486334743',
    variants: ['8/256 GB', '12/512 GB'],
  },
  {
    name: 'Xiaomi 14T Pro',
    brand: 'Xiaomi',
    category: 'smartphone',
    description:
      'Realizzato in collaborazione con Leica, lo Xiaomi 14T Pro monta un sensore principale Light Fusion 900 da 50 MP e un teleobiettivo 2,6x. Il processore MediaTek Dimensity 9300+ e lo schermo AMOLED da 6,67 pollici a 144 Hz lo rendono adatto anche al gaming. La batteria da 5000 mAh si ricarica a 120 W in circa 20 minuti.',
    price: 649,
    ean: '6941482160087',
  },
  {
    name: 'Google Pixel 8a',
    brand: 'Google',
    category: 'smartphone',
    description:
      'Il Pixel 8a porta il chip Google Tensor G3 e le funzioni di intelligenza artificiale dei Pixel più costosi in un corpo compatto con display Actua da 6,1 pollici a 120 Hz. Google garantisce sette anni di aggiornamenti del sistema operativo e di sicurezza. La fotocamera da 64 MP include Gomma magica e Foto migliore.',
    price: 399,
    variants: ['128 GB', '256 GB'],
  },
  {
    name: 'Google Pixel 9 Pro',
    brand: 'Google',
    category: 'smartphone',
    description:
      'Il Pixel 9 Pro racchiude in un formato da 6,3 pollici tutte le fotocamere del modello XL, incluso il teleobiettivo 5x da 48 MP. Il chip Tensor G4 con 16 GB di RAM gestisce Gemini e le funzioni di modifica foto come Aggiungimi. Il display Super Actua raggiunge 3000 nit di picco.',
    price: 899,
    ean: '0840242827306',
    variants: ['128 GB', '256 GB', '512 GB'],
  },
  {
    name: 'OnePlus 12',
    brand: 'OnePlus',
    category: 'smartphone',
    description:
      'Il OnePlus 12 combina il processore Snapdragon 8 Gen 3 con un display ProXDR 2K da 6,82 pollici e una batteria da 5400 mAh che si ricarica a 80 W via cavo e a 50 W senza fili. Il comparto fotografico Hasselblad di quarta generazione include un periscopio da 64 MP con zoom ottico 3x.',
    price: 699,
    ean: '6921030320460',
    variants: ['12/256 GB', '16/512 GB'],
  },
  {
    name: 'Motorola edge 50 Pro',
    brand: 'Motorola',
    category: 'smartphone',
    description:
      "Il Motorola edge 50 Pro ha un display pOLED curvo da 6,7 pollici a 144 Hz con colori certificati Pantone e un retro in similpelle vegana. Processore Snapdragon 7 Gen 3, ricarica TurboPower da 125 W e certificazione IP68. La fotocamera da 50 MP sfrutta l'intelligenza artificiale moto ai.",
    price: 349,
  },
  {
    name: 'Nothing Phone (2a)',
    brand: 'Nothing',
    category: 'smartphone',
    description:
      "Il Phone (2a) mantiene il caratteristico retro trasparente con l'interfaccia luminosa Glyph e un Nothing OS pulito e veloce. Display AMOLED flessibile da 6,7 pollici a 120 Hz, processore Dimensity 7200 Pro e batteria da 5000 mAh. Doppia fotocamera da 50 MP con grandangolo.",
    price: 299,
    ean: '5110036520429',
    variants: ['8/128 GB', '12/256 GB'],
  },
  {
    name: 'OPPO Reno12 Pro 5G',
    brand: 'OPPO',
    category: 'smartphone',
    description:
      "Sottile e leggero, l'OPPO Reno12 Pro 5G ha uno schermo AMOLED curvo da 6,7 pollici e un teleobiettivo per ritratti da 50 MP con zoom ottico 2x. Il processore Dimensity 7300-Energy e la batteria da 5000 mAh con ricarica SUPERVOOC a 80 W garantiscono un'autonomia solida. Numerose funzioni di editing con intelligenza artificiale.",
    price: 449,
    ean: '6946306094135',
  },
  {
    name: 'Honor Magic6 Pro',
    brand: 'Honor',
    category: 'smartphone',
    description:
      'Honor Magic6 Pro monta una batteria al silicio-carbonio da 5600 mAh, ricaricabile a 80 W, e un display LTPO da 6,8 pollici che arriva a 5000 nit di picco. Il teleobiettivo periscopico da 180 MP e il sensore principale a diaframma variabile lo collocano tra i migliori cameraphone. Processore Snapdragon 8 Gen 3.',
    price: 899,
  },
  {
    name: 'realme 12 Pro+ 5G',
    brand: 'realme',
    category: 'smartphone',
    description:
      'Il realme 12 Pro+ porta nella fascia media un teleobiettivo periscopico da 64 MP con zoom ottico 3x e un sensore principale Sony IMX890 stabilizzato. Il retro in similpelle con modulo ispirato agli orologi di lusso lo rende riconoscibile. Processore Snapdragon 7s Gen 2 e ricarica rapida a 67 W.',
    price: 379,
    ean: '6940994748424',
  },

  // ---------------------------------------------------------------- laptop
  {
    name: 'Apple MacBook Air 13 M3',
    brand: 'Apple',
    category: 'laptop',
    description:
      "Il MacBook Air da 13 pollici con chip M3 è completamente silenzioso perché privo di ventole, ed è spesso appena 11,3 mm. Il display Liquid Retina da 13,6 pollici supporta un miliardo di colori e l'autonomia arriva a 18 ore. Supporta fino a due monitor esterni con il coperchio chiuso.",
    price: 1049,
    ean: '0195949757853',
    variants: ['16 GB / 256 GB', '16 GB / 512 GB', '24 GB / 512 GB'],
  },
  {
    name: 'Apple MacBook Air 15 M4',
    brand: 'Apple',
    category: 'laptop',
    description:
      'Con il chip M4 e 16 GB di memoria unificata di serie, il MacBook Air da 15 pollici è pensato per chi vuole uno schermo ampio senza rinunciare alla portabilità. La videocamera Center Stage da 12 MP, il sistema audio a sei altoparlanti e fino a 18 ore di autonomia lo rendono ideale per lavoro e intrattenimento.',
    price: 1399,
    variants: ['16 GB / 256 GB', '16 GB / 512 GB', '24 GB / 512 GB'],
  },
  {
    name: 'Apple MacBook Pro 14 M4 Pro',
    brand: 'Apple',
    category: 'laptop',
    description:
      "Il MacBook Pro da 14 pollici con chip M4 Pro offre fino a 14 core CPU e 20 core GPU, porte Thunderbolt 5 e un display Liquid Retina XDR che arriva a 1000 nit con i contenuti SDR. Disponibile anche con vetro nanotexture antiriflesso, ha un'autonomia fino a 22 ore e include HDMI e lettore di schede SDXC.",
    price: 2399,
    ean: '0195943222319',
    variants: ['24 GB / 512 GB', '24 GB / 1 TB', '48 GB / 1 TB'],
  },
  {
    name: 'Lenovo IdeaPad Slim 5 14AHP9',
    brand: 'Lenovo',
    category: 'laptop',
    description:
      "L'IdeaPad Slim 5 di nona generazione ha uno chassis in alluminio da 1,46 kg e un display OLED WUXGA da 14 pollici con copertura del 100% DCI-P3. Il processore AMD Ryzen 7 8845HS con NPU integrata, 16 GB di RAM e SSD da 1 TB assicurano prestazioni ampie per studio e ufficio.",
    price: 749,
    ean: '0196131657517',
  },
  {
    name: 'Lenovo ThinkPad X1 Carbon Gen 12',
    brand: 'Lenovo',
    category: 'laptop',
    description:
      "L'ultraleggero business per eccellenza pesa circa 1,09 kg e integra un processore Intel Core Ultra 7 155U con piattaforma vPro. Lo schermo OLED 2,8K da 14 pollici, la storica tastiera ThinkPad e la webcam da 5 MP con rilevamento della presenza lo rendono perfetto per chi lavora in mobilità.",
    price: 2199,
  },
  {
    name: 'Lenovo Legion Pro 5 Gen 9',
    brand: 'Lenovo',
    category: 'laptop',
    description:
      'Il Legion Pro 5 abbina un Intel Core i7-14650HX a una GPU NVIDIA GeForce RTX serie 40 con TGP fino a 140 W. Il display IPS WQXGA da 16 pollici a 240 Hz e il sistema di raffreddamento Legion Coldfront permettono di giocare a lungo senza cali di prestazioni.',
    price: 1599,
    ean: '0196137639296',
    variants: ['RTX 4060 / 16 GB / 1 TB', 'RTX 4070 / 32 GB / 1 TB'],
  },
  {
    name: 'HP Pavilion Plus 14',
    brand: 'HP',
    category: 'laptop',
    description:
      "L'HP Pavilion Plus 14 offre un display OLED 2,8K a 120 Hz in un corpo in alluminio da 1,4 kg. Il processore Intel Core Ultra 5 125H con grafica Intel Arc, 16 GB di RAM e SSD da 512 GB lo rendono un portatile versatile per lavoro, studio e un po' di fotoritocco.",
    price: 849,
    ean: '0196838713868',
  },
  {
    name: 'HP OmniBook X 14',
    brand: 'HP',
    category: 'laptop',
    description:
      "Copilot+ PC con processore Qualcomm Snapdragon X Elite e NPU da 45 TOPS, l'HP OmniBook X 14 promette oltre 20 ore di riproduzione video. Display touch 2,2K da 14 pollici, 16 GB di RAM e SSD da 1 TB in uno chassis sottile da 1,34 kg.",
    price: 1099,
  },
  {
    name: 'Dell XPS 13 9345',
    brand: 'Dell',
    category: 'laptop',
    description:
      "La versione con Snapdragon X Elite dell'XPS 13 mantiene il design minimalista con fila di tasti funzione capacitivi e touchpad invisibile integrato nel poggiapolsi. Lo schermo da 13,4 pollici è disponibile FHD+ a 120 Hz oppure OLED 3K, e l'autonomia supera abbondantemente la giornata lavorativa.",
    price: 1299,
    ean: '5884191935441',
    variants: ['FHD+ 16 GB / 512 GB', 'OLED 3K 32 GB / 1 TB'],
  },
  {
    name: 'Dell Inspiron 15 3535',
    brand: 'Dell',
    category: 'laptop',
    description:
      'Un portatile essenziale per la famiglia e lo studio: AMD Ryzen 5 7530U, 16 GB di RAM e SSD da 512 GB. Lo schermo Full HD da 15,6 pollici a 120 Hz rende fluida la navigazione, e il tastierino numerico è comodo per fogli di calcolo e contabilità.',
    price: 499,
    ean: '5884192352261',
  },
  {
    name: 'ASUS Zenbook 14 OLED UX3405',
    brand: 'ASUS',
    category: 'laptop',
    description:
      "Lo Zenbook 14 OLED pesa 1,2 kg e nasconde una batteria da 75 Wh che supera facilmente le 12 ore di utilizzo leggero. Il display OLED 3K a 120 Hz certificato VESA DisplayHDR True Black 600 è tra i migliori della categoria, mentre il processore Intel Core Ultra 7 155H gestisce senza affanno anche l'editing video leggero.",
    price: 1099,
  },
  {
    name: 'ASUS ROG Zephyrus G14 (2024)',
    brand: 'ASUS',
    category: 'laptop',
    description:
      'Il nuovo Zephyrus G14 passa a uno chassis in alluminio lavorato CNC e a un display ROG Nebula OLED 3K da 14 pollici a 120 Hz. AMD Ryzen 9 8945HS e NVIDIA GeForce RTX 4070 lo rendono uno dei portatili da gioco più compatti e potenti, con un peso di appena 1,5 kg.',
    price: 1999,
    ean: '4711124193122',
  },
  {
    name: 'ASUS Vivobook 15 X1504VA',
    brand: 'ASUS',
    category: 'laptop',
    description:
      'Il Vivobook 15 è un portatile da tutti i giorni con processore Intel Core i5-1335U, 16 GB di RAM e SSD da 512 GB. Lo schermo Full HD da 15,6 pollici con cornici sottili, la webcam con otturatore fisico e la ricarica rapida lo rendono pratico per studenti e smart working.',
    price: 549,
    ean: '4711127387337',
  },
  {
    name: 'Acer Swift Go 14',
    brand: 'Acer',
    category: 'laptop',
    description:
      "L'Acer Swift Go 14 offre un display OLED 2,8K a 90 Hz, processore Intel Core Ultra 7 155H e 16 GB di RAM LPDDR5X in un corpo in alluminio da 1,3 kg. La webcam QHD con effetti basati sull'intelligenza artificiale e la porta Thunderbolt 4 completano una dotazione da ultrabook premium.",
    price: 899,
  },
  {
    name: 'Acer Nitro V 15',
    brand: 'Acer',
    category: 'laptop',
    description:
      "Il Nitro V 15 è un portatile da gioco d'ingresso con Intel Core i5-13420H e NVIDIA GeForce RTX 4050 con DLSS 3. Il display IPS Full HD da 15,6 pollici a 144 Hz e il doppio ventilatore permettono di giocare ai titoli recenti in Full HD con frame rate elevati.",
    price: 799,
    ean: '4710331007222',
  },
  {
    name: 'Microsoft Surface Laptop 7 13,8',
    brand: 'Microsoft',
    category: 'laptop',
    description:
      'Il Surface Laptop di settima edizione è un Copilot+ PC con processore Snapdragon X Elite, 16 GB di RAM e display PixelSense touch da 13,8 pollici a 120 Hz. Microsoft dichiara fino a 20 ore di riproduzione video, e la tastiera retroilluminata è tra le più comode della categoria.',
    price: 1199,
    ean: '0889842270310',
    variants: ['Platino', 'Nero', 'Duna', 'Zaffiro'],
  },
  {
    name: 'MSI Katana 15 B13V',
    brand: 'MSI',
    category: 'laptop',
    description:
      'Il MSI Katana 15 monta un Intel Core i7-13620H e una NVIDIA GeForce RTX 4060 con 8 GB di memoria GDDR6. Il display Full HD a 144 Hz, la tastiera retroilluminata RGB a quattro zone e il sistema di raffreddamento Cooler Boost 5 ne fanno una macchina da gioco dal prezzo accessibile.',
    price: 1049,
  },
  {
    name: 'Huawei MateBook 14 (2024)',
    brand: 'Huawei',
    category: 'laptop',
    description:
      "Il MateBook 14 del 2024 monta un display OLED touch da 14,2 pollici a 120 Hz con rapporto 3:2 e un processore Intel Core Ultra 5 125H. Pesa 1,31 kg e la batteria da 70 Wh assicura un'intera giornata di lavoro; il sensore di impronte è integrato nel tasto di accensione.",
    price: 999,
    ean: '6942495819924',
  },
  {
    name: 'Samsung Galaxy Book4 Pro 14',
    brand: 'Samsung',
    category: 'laptop',
    description:
      "Il Galaxy Book4 Pro ha uno schermo Dynamic AMOLED 2X touch da 14 pollici 3K a 120 Hz con trattamento antiriflesso. Il processore Intel Core Ultra 7 155H, il peso di 1,23 kg e l'integrazione con smartphone e tablet Galaxy lo rendono ideale per chi vive nell'ecosistema Samsung.",
    price: 1299,
    ean: '8806092407183',
  },

  // ---------------------------------------------------------------- tv
  {
    name: 'LG OLED evo C4 55"',
    brand: 'LG',
    category: 'tv',
    description:
      "Il C4 è l'OLED più equilibrato di LG: pannello evo con processore α9 Gen7 AI, frequenza fino a 144 Hz e quattro porte HDMI 2.1 compatibili con G-Sync e FreeSync Premium. Il sistema webOS 24 offre tutte le principali app di streaming e supporta Dolby Vision e Dolby Atmos.",
    price: 1299,
  },
  {
    name: 'LG OLED evo C5',
    brand: 'LG',
    category: 'tv',
    description:
      'Il successore del C4 porta un pannello più luminoso, il processore α9 Gen8 AI e una versione di webOS con cinque anni di aggiornamenti garantiti. Frequenza a 144 Hz, Dolby Vision per il gaming e quattro HDMI 2.1 lo rendono un riferimento per film e videogiochi.',
    price: 1599,
    ean: '8806081011261',
    variants: ['42"', '48"', '55"', '65"', '77"', '83"'],
  },
  {
    name: 'LG OLED evo G4 65"',
    brand: 'LG',
    category: 'tv',
    description:
      'Il G4 utilizza la tecnologia Micro Lens Array per raggiungere una luminosità superiore agli OLED tradizionali, gestita dal processore α11 AI. È pensato per il montaggio a parete grazie al design Gallery ultrapiatto e supporta Dolby Vision, HDR10 e HGIG.',
    price: 2499,
    ean: '8806080265122',
  },
  {
    name: 'LG QNED86 65"',
    brand: 'LG',
    category: 'tv',
    description:
      "Il QNED86 combina Quantum Dot e NanoCell su un pannello LCD 4K da 65 pollici con retroilluminazione Full Array Local Dimming. Il processore α8 AI, la frequenza a 120 Hz e webOS con telecomando Magic Remote offrono un'esperienza completa a un prezzo contenuto.",
    price: 899,
  },
  {
    name: 'Samsung Neo QLED QN90D',
    brand: 'Samsung',
    category: 'tv',
    description:
      'Il QN90D utilizza la retroilluminazione Mini LED Quantum Matrix con processore NQ4 AI Gen2, capace di migliorare la nitidezza dei contenuti a bassa risoluzione. Il pannello antiriflesso lo rende ideale per stanze luminose, e la frequenza fino a 144 Hz è perfetta per le console di nuova generazione.',
    price: 1399,
    ean: '8806092496019',
    variants: ['50"', '55"', '65"', '75"', '85"'],
  },
  {
    name: 'Samsung OLED S90D 55"',
    brand: 'Samsung',
    category: 'tv',
    description:
      "Il Samsung S90D offre i neri assoluti dell'OLED con colori brillanti e un processore NQ4 AI Gen2 che ottimizza immagine e audio. Il sistema Tizen include Samsung TV Plus e il Gaming Hub per il cloud gaming, con supporto HDR10+ e frequenza fino a 144 Hz.",
    price: 1099,
    ean: '8806094293456',
  },
  {
    name: 'Samsung Crystal UHD CU7170 50"',
    brand: 'Samsung',
    category: 'tv',
    description:
      "Televisore 4K da 50 pollici con processore Crystal 4K e HDR10+, ideale come TV secondario o per chi cerca un prodotto essenziale. Il sistema Tizen include le principali app di streaming e la funzione Object Tracking Sound Lite per un audio che segue l'azione.",
    price: 349,
  },
  {
    name: 'Samsung The Frame LS03D 55"',
    brand: 'Samsung',
    category: 'tv',
    description:
      "The Frame è il televisore che si trasforma in quadro: lo schermo opaco antiriflesso e la modalità Arte mostrano opere d'arte quando non guardi la TV. Pannello QLED 4K a 120 Hz, cornici magnetiche intercambiabili e installazione a filo parete.",
    price: 1099,
    ean: '8806094545012',
  },
  {
    name: 'Sony BRAVIA 7',
    brand: 'Sony',
    category: 'tv',
    description:
      "Il BRAVIA 7 è il Mini LED di fascia media di Sony, con processore XR e XR Backlight Master Drive che gestisce centinaia di zone di retroilluminazione. Google TV, Dolby Vision e le funzioni dedicate a PS5 come Auto HDR Tone Mapping ne fanno un'ottima scelta anche per il gaming.",
    price: 1399,
    ean: '4548737626187',
    variants: ['55"', '65"', '75"', '85"'],
  },
  {
    name: 'Sony BRAVIA 8 55"',
    brand: 'Sony',
    category: 'tv',
    description:
      "Il BRAVIA 8 è l'OLED 4K di Sony con processore XR e cornici sottilissime, compatibile con Dolby Vision, IMAX Enhanced e la modalità Netflix Adaptive Calibrated. Il sistema Acoustic Surface Audio+ fa vibrare il pannello stesso per un suono centrato sull'immagine.",
    price: 1399,
  },
  {
    name: 'Sony BRAVIA 9 75"',
    brand: 'Sony',
    category: 'tv',
    description:
      'Il top di gamma LCD di Sony usa una retroilluminazione Mini LED molto più luminosa rispetto ai modelli precedenti, con un controllo delle zone estremamente preciso. Nel formato da 75 pollici offre un HDR spettacolare, Google TV e un sistema audio con Bass Reflex integrato.',
    price: 3299,
    ean: '4548735549341',
  },
  {
    name: 'Philips OLED809 55"',
    brand: 'Philips',
    category: 'tv',
    description:
      "Il Philips OLED809 unisce un pannello OLED con processore P5 AI all'Ambilight su tre lati, che proietta sulla parete i colori dello schermo. Supporta Dolby Vision, HDR10+ e frequenza fino a 144 Hz per il gaming, con un audio Dolby Atmos da 50 W.",
    price: 1099,
    ean: '8710107965318',
  },
  {
    name: 'Philips The One 55PUS8909',
    brand: 'Philips',
    category: 'tv',
    description:
      "The One è il TV LED 4K di Philips con Ambilight su tre lati e pannello a 120 Hz, compatibile con Dolby Vision e HDR10+. Il sistema Titan OS offre un'interfaccia semplice e veloce con tutte le principali app di streaming.",
    price: 599,
  },
  {
    name: 'TCL C855 65"',
    brand: 'TCL',
    category: 'tv',
    description:
      "Il TCL C855 è un televisore QD-Mini LED con oltre mille zone di local dimming e picchi di luminosità molto elevati. La frequenza a 144 Hz, Google TV e l'audio Onkyo 2.1 lo rendono un televisore completo a un prezzo competitivo.",
    price: 999,
    ean: '6942705513000',
  },
  {
    name: 'TCL 55C645',
    brand: 'TCL',
    category: 'tv',
    description:
      'Il TCL C645 è un QLED 4K da 55 pollici con HDR10+ e Dolby Vision, Google TV integrata e Game Master per ridurre la latenza con le console. Una scelta conveniente per chi cerca colori vivaci senza spendere troppo.',
    price: 399,
    ean: '6942709472204',
  },
  {
    name: 'Hisense U8NQ 65"',
    brand: 'Hisense',
    category: 'tv',
    description:
      "Il Hisense U8NQ offre un pannello Mini LED Pro con migliaia di zone di local dimming e una luminosità di picco molto elevata. La frequenza a 144 Hz, il supporto Dolby Vision IQ e l'audio 2.1.2 con Dolby Atmos lo rendono versatile tra cinema e gaming.",
    price: 1099,
  },
  {
    name: 'Hisense A6K 43"',
    brand: 'Hisense',
    category: 'tv',
    description:
      'Televisore 4K da 43 pollici con Dolby Vision e sistema smart VIDAA, pensato per cucina, cameretta o come primo televisore. Supporta il controllo vocale con Alexa e offre una modalità gioco a bassa latenza.',
    price: 249,
    ean: '6921188674491',
  },
  {
    name: 'Panasonic TV-55Z95A',
    brand: 'Panasonic',
    category: 'tv',
    description:
      "L'OLED top di gamma Panasonic del 2024 usa un pannello Master OLED Ultimate calibrato dai professionisti di Hollywood e integra per la prima volta Fire TV. Il sistema audio 360° Soundscape Pro con altoparlanti rivolti verso l'alto offre un suono ampio anche senza soundbar.",
    price: 1799,
    ean: '5025318179090',
  },
  {
    name: 'Xiaomi TV A Pro 55 2025',
    brand: 'Xiaomi',
    category: 'tv',
    description:
      'Lo Xiaomi TV A Pro 2025 da 55 pollici ha un pannello QLED 4K con cornici metalliche sottili e Google TV integrata. Supporta Dolby Vision, HDR10+ e Dolby Audio, con la tecnologia MEMC per rendere più fluide le scene veloci.',
    price: 379,
  },

  // ---------------------------------------------------------------- elettrodomestici
  {
    name: 'Dyson V15 Detect Absolute',
    brand: 'Dyson',
    category: 'elettrodomestici',
    description:
      "Il Dyson V15 Detect Absolute illumina la polvere invisibile con un laser inclinato e conta le particelle aspirate grazie al sensore piezoelettrico, mostrando i dati sul display LCD. L'autonomia arriva a 60 minuti in modalità Eco e la spazzola Digital Motorbar antigroviglio evita che i capelli si attorciglino.",
    price: 649,
    ean: '5040967634868',
  },
  {
    name: 'Dyson V12 Detect Slim',
    brand: 'Dyson',
    category: 'elettrodomestici',
    description:
      'Più leggero del V15, il V12 Detect Slim pesa 2,2 kg e mantiene il laser che evidenzia la polvere sui pavimenti duri. Il sensore piezoelettrico regola automaticamente la potenza in base allo sporco e la batteria dura fino a 60 minuti.',
    price: 499,
    ean: '5040966686196',
  },
  {
    name: "De'Longhi Magnifica Evo ECAM290.61.B",
    brand: "De'Longhi",
    category: 'elettrodomestici',
    description:
      'Macchina da caffè superautomatica con sistema LatteCrema per cappuccini e latte macchiato con un solo tocco. Il macinacaffè conico in acciaio a 13 livelli e le sette ricette preimpostate soddisfano tutti i gusti, mentre il serbatoio da 1,8 litri e il contenitore del latte lavabile in lavastoviglie semplificano la manutenzione.',
    price: 429,
  },
  {
    name: "De'Longhi Dedica Style EC685",
    brand: "De'Longhi",
    category: 'elettrodomestici',
    description:
      'La Dedica Style è una macchina per espresso manuale larga appena 15 cm, con pompa da 15 bar e sistema di riscaldamento Thermoblock pronto in 40 secondi. Il cappuccinatore regolabile permette di montare il latte per cappuccini cremosi.',
    price: 169,
    ean: '8011843949144',
    variants: ['Nero', 'Rosso', 'Argento', 'Bianco'],
  },
  {
    name: 'Philips Serie 3300 LatteGo',
    brand: 'Philips',
    category: 'elettrodomestici',
    description:
      "La Philips Serie 3300 LatteGo prepara sei bevande, dall'espresso al cappuccino, con il sistema LatteGo composto da due sole parti e privo di tubi. Macine in ceramica a 12 livelli, filtro AquaClean fino a 5000 tazze senza decalcificazione e display touch intuitivo.",
    price: 399,
    ean: '8710106201288',
  },
  {
    name: 'iRobot Roomba Combo j9+',
    brand: 'iRobot',
    category: 'elettrodomestici',
    description:
      "Il robot aspirapolvere e lavapavimenti più evoluto di iRobot solleva il panno sopra la scocca quando incontra i tappeti e svuota automaticamente il contenitore nella base. Riconosce ed evita cavi e deiezioni degli animali, e la stazione rabbocca da sola il serbatoio dell'acqua.",
    price: 899,
  },
  {
    name: 'iRobot Roomba j7+',
    brand: 'iRobot',
    category: 'elettrodomestici',
    description:
      'Il Roomba j7+ utilizza la tecnologia PrecisionVision per riconoscere ed evitare ostacoli come cavi e calzini. La stazione Clean Base svuota il contenitore in automatico e raccoglie fino a 60 giorni di sporco.',
    price: 449,
    ean: '5011025979900',
  },
  {
    name: 'Roborock S8 MaxV Ultra',
    brand: 'Roborock',
    category: 'elettrodomestici',
    description:
      "Top di gamma Roborock con 10.000 Pa di aspirazione, spazzola laterale FlexiArm che raggiunge gli angoli e modulo lavapavimenti vibrante sollevabile. La stazione RockDock Ultra lava i panni con acqua calda, li asciuga con aria calda e svuota il contenitore della polvere, mentre l'assistente vocale Rocky risponde ai comandi.",
    price: 1199,
    ean: '6950096100990',
  },
  {
    name: 'Roborock Qrevo S',
    brand: 'Roborock',
    category: 'elettrodomestici',
    description:
      'Robot aspirapolvere e lavapavimenti con doppi mop rotanti, aspirazione da 7000 Pa e navigazione LiDAR. La base multifunzione svuota la polvere, lava i mop e li asciuga con aria calda, riducendo al minimo gli interventi manuali.',
    price: 449,
  },
  {
    name: 'Ecovacs Deebot T30 Omni',
    brand: 'Ecovacs',
    category: 'elettrodomestici',
    description:
      'Il Deebot T30 Omni ha mop rotanti che si estendono lungo i battiscopa con la tecnologia TruEdge, 11.000 Pa di aspirazione e una spazzola ZeroTangle antigroviglio. La stazione Omni lava i mop con acqua calda a 70 °C e li asciuga con aria calda.',
    price: 599,
    ean: '6950249346923',
  },
  {
    name: 'Dreame L10s Ultra Gen 2',
    brand: 'Dreame',
    category: 'elettrodomestici',
    description:
      "Il Dreame L10s Ultra Gen 2 offre 7000 Pa di aspirazione e due mop rotanti che si sollevano automaticamente sui tappeti. La stazione tutto in uno svuota il contenitore, rabbocca l'acqua, lava e asciuga i panni, lasciando all'utente solo la sostituzione del sacchetto dopo settimane.",
    price: 499,
    ean: '6970520208658',
  },
  {
    name: 'Xiaomi Robot Vacuum X20+',
    brand: 'Xiaomi',
    category: 'elettrodomestici',
    description:
      "Lo Xiaomi X20+ aspira con 6000 Pa e lava con due mop rotanti, mappando la casa con il sensore laser LDS. La stazione svuota automaticamente il contenitore, lava i panni e li asciuga, e tutto si controlla dall'app Xiaomi Home.",
    price: 399,
  },
  {
    name: 'Samsung Bespoke Jet AI',
    brand: 'Samsung',
    category: 'elettrodomestici',
    description:
      'La scopa senza fili Samsung Bespoke Jet AI raggiunge 280 W di potenza aspirante e regola automaticamente la potenza in base al tipo di pavimento. La stazione All-in-One Clean Station svuota il contenitore durante la ricarica, e la batteria garantisce fino a 100 minuti di autonomia.',
    price: 699,
    ean: '8806097428794',
  },
  {
    name: 'Rowenta X-Force Flex 15.60',
    brand: 'Rowenta',
    category: 'elettrodomestici',
    description:
      'Scopa elettrica senza fili con tubo flessibile per pulire sotto i mobili senza piegarsi, motore digitale e sensore che regola la potenza in base alla quantità di sporco. Batteria rimovibile fino a 60 minuti di autonomia e spazzola con luci LED per i pavimenti duri.',
    price: 449,
    ean: '3210389738945',
  },
  {
    name: 'Ninja Foodi MAX Dual Zone AF400EU',
    brand: 'Ninja',
    category: 'elettrodomestici',
    description:
      'Friggitrice ad aria a due cestelli indipendenti da 4,75 litri ciascuno, per un totale di 9,5 litri. Le funzioni Sync e Match permettono di cucinare due piatti diversi che terminano nello stesso momento, con sei modalità di cottura tra cui frittura ad aria, arrosto e disidratazione.',
    price: 179,
  },
  {
    name: 'Philips Airfryer Serie 3000 XL',
    brand: 'Philips',
    category: 'elettrodomestici',
    description:
      'Friggitrice ad aria da 6,2 litri con tecnologia Rapid Air per cuocere fino a 1,2 kg di patatine con pochissimo olio. Il display digitale offre diverse modalità di cottura preimpostate e i componenti antiaderenti sono lavabili in lavastoviglie.',
    price: 119,
    ean: '8710109514910',
  },
  {
    name: 'Cosori Turbo Blaze 6 L',
    brand: 'Cosori',
    category: 'elettrodomestici',
    description:
      'La Cosori Turbo Blaze da 6 litri utilizza un motore DC con ventola a cinque velocità per cotture più rapide e uniformi. Nove funzioni preimpostate, temperatura regolabile fino a 230 °C e un ricettario incluso la rendono molto versatile.',
    price: 149,
    ean: '0840039684983',
  },
  {
    name: 'Vorwerk Bimby TM7',
    brand: 'Vorwerk',
    category: 'elettrodomestici',
    description:
      'Il nuovo Bimby TM7 ha un ampio display touch da 10 pollici, un funzionamento più silenzioso e nuove modalità di cottura anche a coperchio aperto. Con la piattaforma Cookidoo guida passo passo in migliaia di ricette, dalla pasta fresca ai dolci.',
    price: 1599,
  },
  {
    name: 'Samsung EcoBubble WW90T554DAW',
    brand: 'Samsung',
    category: 'elettrodomestici',
    description:
      "Lavatrice a carica frontale da 9 kg con tecnologia EcoBubble, che scioglie il detersivo in bolle per lavare bene anche a basse temperature. Centrifuga a 1400 giri, sportellino AddWash per aggiungere capi a ciclo avviato e connettività Wi-Fi con l'app SmartThings.",
    price: 449,
    ean: '8806098219995',
  },
  {
    name: 'Bosch Serie 6 WGG24400IT',
    brand: 'Bosch',
    category: 'elettrodomestici',
    description:
      'Lavatrice Bosch Serie 6 da 9 kg con motore EcoSilence Drive, silenzioso e durevole, e funzione SpeedPerfect che riduce sensibilmente i tempi di lavaggio. Classe energetica A, centrifuga a 1400 giri e programma AllergyPlus per pelli sensibili.',
    price: 599,
    ean: '4242005335329',
  },
  {
    name: 'Smeg Bollitore KLF03',
    brand: 'Smeg',
    category: 'elettrodomestici',
    description:
      "Il bollitore in stile anni '50 di Smeg ha una capacità di 1,7 litri e una potenza di 2400 W, con base girevole a 360° e filtro anticalcare estraibile. Il corpo in acciaio verniciato è disponibile in molti colori da abbinare al resto della cucina.",
    price: 149,
    variants: ['Nero', 'Bianco', 'Panna', 'Rosso', 'Verde acqua'],
  },

  // ---------------------------------------------------------------- audio
  {
    name: 'Sony WH-1000XM5',
    brand: 'Sony',
    category: 'audio',
    description:
      'Le cuffie over-ear di Sony con cancellazione del rumore gestita da due processori e otto microfoni. Driver da 30 mm, supporto LDAC e Hi-Res Audio Wireless e fino a 30 ore di autonomia con ANC attiva; bastano 3 minuti di ricarica per 3 ore di ascolto.',
    price: 299,
    ean: '4548730607336',
    variants: ['Nero', 'Argento', 'Blu notte'],
  },
  {
    name: 'Sony WF-1000XM5',
    brand: 'Sony',
    category: 'audio',
    description:
      'Gli auricolari true wireless di punta di Sony sono più piccoli del 25% rispetto alla generazione precedente e montano il nuovo Dynamic Driver X. La cancellazione del rumore sfrutta tre microfoni per lato, con fino a 8 ore di autonomia e custodia compatibile con la ricarica wireless.',
    price: 229,
    ean: '4548732618439',
    variants: ['Nero', 'Argento'],
  },
  {
    name: 'Bose QuietComfort Ultra Headphones',
    brand: 'Bose',
    category: 'audio',
    description:
      'Le cuffie più avanzate di Bose combinano una cancellazione del rumore di riferimento con la modalità Audio immersivo, che posiziona il suono nello spazio attorno a chi ascolta. Materiali premium, comandi touch e fino a 24 ore di autonomia.',
    price: 379,
    variants: ['Nero', 'Bianco fumo'],
  },
  {
    name: 'Bose QuietComfort Ultra Earbuds',
    brand: 'Bose',
    category: 'audio',
    description:
      "Auricolari con tecnologia CustomTune che adatta cancellazione del rumore e resa sonora alla forma delle orecchie. L'Audio immersivo crea una scena sonora ampia e gli stabilizzatori in silicone garantiscono una tenuta sicura, con fino a 6 ore di autonomia.",
    price: 279,
    ean: '0178170790523',
  },
  {
    name: 'Apple AirPods Pro 2 (USB-C)',
    brand: 'Apple',
    category: 'audio',
    description:
      "Gli AirPods Pro di seconda generazione con chip H2 offrono una cancellazione attiva del rumore fino a due volte più efficace rispetto al primo modello e la modalità Audio adattivo. La custodia MagSafe con USB-C ha un altoparlante per ritrovarla facilmente, e le funzioni per la salute includono il test dell'udito.",
    price: 219,
    ean: '0195941035157',
  },
  {
    name: 'Apple AirPods 4 con cancellazione attiva del rumore',
    brand: 'Apple',
    category: 'audio',
    description:
      'Gli AirPods 4 hanno un design aperto ridisegnato e, per la prima volta in questo formato, cancellazione attiva del rumore e modalità Trasparenza. Chip H2, audio spaziale personalizzato e custodia USB-C compatibile con la ricarica wireless.',
    price: 199,
  },
  {
    name: 'Apple AirPods Max (USB-C)',
    brand: 'Apple',
    category: 'audio',
    description:
      "Le cuffie over-ear di Apple hanno padiglioni in alluminio, archetto in mesh traspirante e cancellazione attiva del rumore computazionale. L'audio spaziale personalizzato con rilevamento dinamico dei movimenti della testa e la porta USB-C completano l'aggiornamento del 2024.",
    price: 549,
    ean: '0195943089608',
    variants: ['Mezzanotte', 'Blu', 'Viola', 'Arancione', 'Galassia'],
  },
  {
    name: 'Samsung Galaxy Buds3 Pro',
    brand: 'Samsung',
    category: 'audio',
    description:
      'I Galaxy Buds3 Pro adottano un design a stelo con Blade Lights e driver a due vie con amplificatori dedicati. Cancellazione del rumore adattiva, audio a 24 bit con i Galaxy compatibili e traduzione in tempo reale con Galaxy AI.',
    price: 199,
    ean: '8806096040355',
    variants: ['Argento', 'Bianco'],
  },
  {
    name: 'JBL Flip 6',
    brand: 'JBL',
    category: 'audio',
    description:
      'Lo speaker Bluetooth JBL Flip 6 ha un sistema a due vie con woofer e tweeter separati per bassi potenti e voci nitide. Certificazione IP67 contro acqua e polvere, 12 ore di autonomia e funzione PartyBoost per collegare più speaker JBL.',
    price: 99.9,
    variants: ['Nero', 'Blu', 'Rosso', 'Grigio', 'Bianco'],
  },
  {
    name: 'JBL Charge 5',
    brand: 'JBL',
    category: 'audio',
    description:
      'Speaker portatile con JBL Original Pro Sound, doppi radiatori passivi e fino a 20 ore di riproduzione. Grazie al powerbank integrato può ricaricare lo smartphone, ed è resistente ad acqua e polvere con certificazione IP67.',
    price: 139,
    ean: '6050746935986',
  },
  {
    name: 'JBL Tune 770NC',
    brand: 'JBL',
    category: 'audio',
    description:
      'Cuffie over-ear wireless con cancellazione adattiva del rumore e fino a 70 ore di autonomia con ANC disattivata. Il suono JBL Pure Bass, la ricarica rapida e la connessione multipunto le rendono ideali per tutti i giorni a un prezzo contenuto.',
    price: 89,
    ean: '6050743305461',
  },
  {
    name: 'Sonos Era 100',
    brand: 'Sonos',
    category: 'audio',
    description:
      "Lo speaker smart compatto di Sonos ha due tweeter angolati per un suono stereo e un woofer più grande del 25% rispetto a Sonos One. Supporta AirPlay 2, Bluetooth e l'ingresso di linea tramite adattatore USB-C, mentre la calibrazione Trueplay adatta il suono alla stanza.",
    price: 229,
    variants: ['Nero', 'Bianco'],
  },
  {
    name: 'Sonos Arc Ultra',
    brand: 'Sonos',
    category: 'audio',
    description:
      'La soundbar di punta di Sonos introduce la tecnologia Sound Motion per bassi più profondi anche senza subwoofer esterno. Con 14 driver e supporto Dolby Atmos 9.1.4 offre un audio surround avvolgente, con la funzione Miglioramento dialoghi per voci sempre chiare.',
    price: 999,
    ean: '8782698190271',
  },
  {
    name: 'Marshall Emberton III',
    brand: 'Marshall',
    category: 'audio',
    description:
      'Lo speaker portatile di Marshall offre un suono True Stereophonic a 360°, Bluetooth LE Audio e oltre 32 ore di autonomia. Design vintage, struttura resistente con certificazione IP67 e microfono integrato per le chiamate in vivavoce.',
    price: 169,
    ean: '7350520770086',
    variants: ['Black and Brass', 'Cream'],
  },
  {
    name: 'Sennheiser Momentum 4 Wireless',
    brand: 'Sennheiser',
    category: 'audio',
    description:
      "Le Momentum 4 puntano su un suono ricco e dettagliato con driver da 42 mm e una straordinaria autonomia di 60 ore. Cancellazione adattiva del rumore, equalizzatore personalizzabile nell'app Smart Control e supporto aptX Adaptive.",
    price: 249,
    variants: ['Nero', 'Bianco'],
  },
  {
    name: 'Samsung HW-Q990D',
    brand: 'Samsung',
    category: 'audio',
    description:
      "Soundbar a 11.1.4 canali con subwoofer wireless e due diffusori posteriori inclusi, per un vero Dolby Atmos e DTS:X in salotto. Q-Symphony fa lavorare insieme soundbar e altoparlanti dei TV Samsung, mentre SpaceFit Sound Pro ottimizza l'audio in base alla stanza.",
    price: 999,
    ean: '8806090623967',
  },
  {
    name: 'Nothing Ear (a)',
    brand: 'Nothing',
    category: 'audio',
    description:
      'Gli auricolari Nothing Ear (a) offrono cancellazione del rumore adattiva, driver da 11 mm e supporto LDAC in un design trasparente con custodia compatta. Autonomia fino a 42,5 ore con la custodia e ricarica rapida.',
    price: 89,
    ean: '5110030205247',
    variants: ['Nero', 'Bianco', 'Giallo'],
  },
  {
    name: 'Beats Studio Pro',
    brand: 'Beats',
    category: 'audio',
    description:
      "Le Beats Studio Pro offrono cancellazione attiva del rumore, audio spaziale personalizzato e fino a 40 ore di autonomia. Compatibili sia con iOS sia con Android, supportano l'audio lossless tramite cavo USB-C.",
    price: 249,
    variants: ['Nero', 'Sabbia', 'Blu profondo', 'Moca'],
  },
  {
    name: 'Ultimate Ears BOOM 4',
    brand: 'Ultimate Ears',
    category: 'audio',
    description:
      'Speaker Bluetooth a 360° con bassi profondi, impermeabile IP67, che galleggia in acqua e resiste alle cadute. Autonomia di 15 ore, ricarica tramite USB-C e funzione PartyUp per collegare fino a 150 speaker.',
    price: 149,
    ean: '5099209105543',
  },

  // ---------------------------------------------------------------- tablet
  {
    name: 'Apple iPad (A16)',
    brand: 'Apple',
    category: 'tablet',
    description:
      "L'iPad del 2025 passa al chip A16 e parte da 128 GB di archiviazione. Il display Liquid Retina da 11 pollici, la fotocamera frontale orizzontale da 12 MP e il supporto a Magic Keyboard Folio e Apple Pencil (USB-C) lo rendono perfetto per studio e intrattenimento.",
    price: 389,
    ean: '0195949133145',
    variants: ['128 GB', '256 GB', '512 GB'],
  },
  {
    name: 'Apple iPad 10,9" (10ª generazione)',
    brand: 'Apple',
    category: 'tablet',
    description:
      "L'iPad di decima generazione ha un design tutto schermo con display Liquid Retina da 10,9 pollici, chip A14 Bionic e porta USB-C. Il Touch ID nel tasto superiore e la connettività Wi-Fi 6 completano un tablet versatile per tutta la famiglia.",
    price: 349,
  },
  {
    name: 'Apple iPad Air 11 M3',
    brand: 'Apple',
    category: 'tablet',
    description:
      "L'iPad Air con chip M3 porta la grafica con ray tracing hardware e il supporto ad Apple Intelligence in un corpo spesso appena 6,1 mm. Lo schermo Liquid Retina da 11 pollici è compatibile con Apple Pencil Pro e con la nuova Magic Keyboard per iPad Air.",
    price: 669,
    ean: '0195944499390',
    variants: ['128 GB', '256 GB', '512 GB', '1 TB'],
  },
  {
    name: 'Apple iPad Pro 11 M4',
    brand: 'Apple',
    category: 'tablet',
    description:
      "L'iPad Pro con chip M4 debutta con il display Ultra Retina XDR in tecnologia OLED tandem, capace di 1000 nit con i contenuti SDR e 1600 nit di picco in HDR. Spesso appena 5,3 mm, supporta Apple Pencil Pro e la Magic Keyboard con poggiapolsi in alluminio.",
    price: 1149,
    ean: '0195947369973',
    variants: ['256 GB', '512 GB', '1 TB', '2 TB'],
  },
  {
    name: 'Apple iPad mini (A17 Pro)',
    brand: 'Apple',
    category: 'tablet',
    description:
      'Il nuovo iPad mini mantiene il formato tascabile da 8,3 pollici ma adotta il chip A17 Pro, compatibile con Apple Intelligence, e parte da 128 GB. Supporta Apple Pencil Pro ed è ideale per leggere, prendere appunti e viaggiare leggeri.',
    price: 579,
    variants: ['128 GB', '256 GB', '512 GB'],
  },
  {
    name: 'Samsung Galaxy Tab S9 FE',
    brand: 'Samsung',
    category: 'tablet',
    description:
      'Il Galaxy Tab S9 FE ha un display da 10,9 pollici a 90 Hz, S Pen inclusa nella confezione e certificazione IP68 contro acqua e polvere. Il processore Exynos 1380 e la batteria da 8000 mAh permettono di studiare e prendere appunti per tutto il giorno.',
    price: 349,
    ean: '8806095771359',
    variants: ['6/128 GB', '8/256 GB'],
  },
  {
    name: 'Samsung Galaxy Tab S10 Ultra',
    brand: 'Samsung',
    category: 'tablet',
    description:
      'Il tablet Android più grande di Samsung ha un display Dynamic AMOLED 2X da 14,6 pollici con trattamento antiriflesso e il processore MediaTek Dimensity 9300+. S Pen inclusa, quattro altoparlanti AKG e Galaxy AI lo rendono un vero sostituto del portatile.',
    price: 1149,
    ean: '8806092398047',
    variants: ['256 GB', '512 GB', '1 TB'],
  },
  {
    name: 'Samsung Galaxy Tab S10+',
    brand: 'Samsung',
    category: 'tablet',
    description:
      'Versione intermedia della serie S10, con display Dynamic AMOLED 2X antiriflesso da 12,4 pollici, processore Dimensity 9300+ e batteria da 10.090 mAh. La S Pen inclusa e la modalità Samsung DeX lo trasformano in una postazione di lavoro portatile.',
    price: 899,
  },
  {
    name: 'Samsung Galaxy Tab A9+',
    brand: 'Samsung',
    category: 'tablet',
    description:
      'Tablet economico con schermo da 11 pollici a 90 Hz, processore Snapdragon 695 e quattro altoparlanti con Dolby Atmos. Perfetto per streaming, navigazione e videochiamate, con memoria espandibile tramite microSD.',
    price: 189,
    ean: '8806090547171',
    variants: ['Wi-Fi 64 GB', 'Wi-Fi 128 GB', '5G 64 GB'],
  },
  {
    name: 'Xiaomi Pad 6',
    brand: 'Xiaomi',
    category: 'tablet',
    description:
      'Lo Xiaomi Pad 6 offre un display 2,8K da 11 pollici a 144 Hz, processore Snapdragon 870 e batteria da 8840 mAh con ricarica a 33 W. Il corpo in metallo e i quattro altoparlanti con Dolby Atmos lo rendono uno dei tablet Android con il miglior rapporto qualità-prezzo.',
    price: 279,
    ean: '6941484079998',
  },
  {
    name: 'Xiaomi Redmi Pad Pro',
    brand: 'Xiaomi',
    category: 'tablet',
    description:
      'Il Redmi Pad Pro ha un grande display 2,5K da 12,1 pollici a 120 Hz e una batteria da 10.000 mAh che dura giorni con un uso moderato. Processore Snapdragon 7s Gen 2, quattro altoparlanti e supporto alla penna Redmi Smart Pen.',
    price: 259,
  },
  {
    name: 'Lenovo Tab P12',
    brand: 'Lenovo',
    category: 'tablet',
    description:
      'Il Lenovo Tab P12 offre un display 3K da 12,7 pollici e la Tab Pen Plus inclusa nella confezione. Il processore MediaTek Dimensity 7050, i quattro altoparlanti JBL e la batteria da 10.200 mAh lo rendono adatto a studio e intrattenimento.',
    price: 299,
    ean: '0196135524143',
  },
  {
    name: 'Lenovo Tab M11',
    brand: 'Lenovo',
    category: 'tablet',
    description:
      'Tablet da 11 pollici a 90 Hz con processore MediaTek Helio G88, quattro altoparlanti con Dolby Atmos e penna Lenovo Tab Pen inclusa in alcune configurazioni. Una soluzione economica per bambini, studenti e streaming.',
    price: 169,
    ean: '0196131191363',
  },
  {
    name: 'Microsoft Surface Pro 11',
    brand: 'Microsoft',
    category: 'tablet',
    description:
      'Il Surface Pro di undicesima edizione è un 2 in 1 Copilot+ PC con processore Snapdragon X e display da 13 pollici, disponibile anche in versione OLED. Il cavalletto integrato, la tastiera Surface Pro Flex (venduta separatamente) e la lunga autonomia lo collocano a metà strada tra tablet e portatile.',
    price: 1299,
    variants: ['16 GB / 256 GB', '16 GB / 512 GB', '32 GB / 1 TB'],
  },
  {
    name: 'OnePlus Pad 2',
    brand: 'OnePlus',
    category: 'tablet',
    description:
      'Il OnePlus Pad 2 monta il processore Snapdragon 8 Gen 3 e un display 3K da 12,1 pollici a 144 Hz con rapporto 7:5, ideale per la produttività. La batteria da 9510 mAh si ricarica a 67 W e sei altoparlanti offrono un audio coinvolgente.',
    price: 549,
    ean: '6921033082808',
  },
  {
    name: 'Honor Pad 9',
    brand: 'Honor',
    category: 'tablet',
    description:
      "L'Honor Pad 9 ha un display 2,5K da 12,1 pollici a 120 Hz con modalità di lettura che riduce l'affaticamento visivo, e ben otto altoparlanti. Processore Snapdragon 6 Gen 1 e batteria da 8300 mAh con ricarica a 35 W.",
    price: 249,
    ean: '6977428437739',
  },
  {
    name: 'Amazon Fire HD 10 (2023)',
    brand: 'Amazon',
    category: 'tablet',
    description:
      'Il Fire HD 10 è il tablet Amazon da 10,1 pollici Full HD, con processore octa-core e 3 GB di RAM. Perfetto per Prime Video, Kindle e Alexa, offre fino a 13 ore di autonomia in una scocca più sottile e leggera rispetto alla generazione precedente.',
    price: 149,
    variants: ['32 GB', '64 GB'],
  },
  {
    name: 'Google Pixel Tablet',
    brand: 'Google',
    category: 'tablet',
    description:
      'Il Pixel Tablet di Google ha un display da 10,95 pollici e chip Tensor G2, e si aggancia magneticamente alla base con altoparlante trasformandosi in uno smart display per la casa. Interfaccia Android pulita e aggiornamenti garantiti per diversi anni.',
    price: 399,
    ean: '0840244296223',
    variants: ['Solo tablet', 'Con base di ricarica e altoparlante'],
  },
  {
    name: 'Huawei MatePad 11.5 S PaperMatte',
    brand: 'Huawei',
    category: 'tablet',
    description:
      'Il MatePad 11.5 S ha uno schermo PaperMatte antiriflesso da 11,5 pollici a 144 Hz che riproduce la sensazione della carta quando si scrive con la M-Pencil. Corpo in metallo da circa 510 grammi e batteria da 8800 mAh.',
    price: 399,
    ean: '6942492248437',
  },

  // ---------------------------------------------------------------- smartwatch
  {
    name: 'Apple Watch Series 10',
    brand: 'Apple',
    category: 'smartwatch',
    description:
      "L'Apple Watch più sottile di sempre, spesso 9,7 mm, con un display OLED grandangolare più luminoso anche guardandolo di lato. Rileva le possibili apnee notturne, offre ECG e monitoraggio della temperatura, e si ricarica all'80% in circa 30 minuti.",
    price: 429,
    variants: ['42 mm', '46 mm'],
  },
  {
    name: 'Apple Watch Ultra 2',
    brand: 'Apple',
    category: 'smartwatch',
    description:
      "Cassa in titanio da 49 mm, display da 3000 nit e GPS a doppia frequenza per sport outdoor e immersioni ricreative fino a 40 metri. L'autonomia arriva a 36 ore e fino a 72 ore in modalità a basso consumo.",
    price: 849,
    ean: '0195946050605',
    variants: ['Titanio naturale', 'Titanio nero'],
  },
  {
    name: 'Apple Watch SE (2ª generazione)',
    brand: 'Apple',
    category: 'smartwatch',
    description:
      "L'Apple Watch SE offre le funzioni essenziali a un prezzo accessibile: rilevamento di cadute e incidenti, monitoraggio della frequenza cardiaca e notifiche dal polso. Il chip S8 garantisce fluidità e la compatibilità con In famiglia lo rende adatto anche ai ragazzi senza iPhone.",
    price: 249,
    ean: '0195947972623',
    variants: ['40 mm', '44 mm'],
  },
  {
    name: 'Samsung Galaxy Watch7',
    brand: 'Samsung',
    category: 'smartwatch',
    description:
      'Il Galaxy Watch7 monta il processore Exynos W1000 a 3 nm e il sensore BioActive per frequenza cardiaca, ECG e composizione corporea. Galaxy AI calcola un Punteggio energetico giornaliero e il GPS a doppia frequenza migliora il tracciamento delle corse in città.',
    price: 299,
    variants: ['40 mm', '44 mm'],
  },
  {
    name: 'Samsung Galaxy Watch Ultra',
    brand: 'Samsung',
    category: 'smartwatch',
    description:
      "Lo smartwatch più robusto di Samsung ha una cassa in titanio da 47 mm, resistenza 10 ATM e una sirena d'emergenza da 86 dB. Autonomia fino a 100 ore in risparmio energetico e Tasto rapido personalizzabile per gli allenamenti outdoor.",
    price: 599,
    ean: '8806097053767',
  },
  {
    name: 'Garmin Forerunner 265',
    brand: 'Garmin',
    category: 'smartwatch',
    description:
      'Il Forerunner 265 porta su un orologio da corsa il display AMOLED e funzioni avanzate come Training Readiness e stato HRV. GPS multibanda, allenamenti suggeriti ogni giorno e fino a 13 giorni di autonomia in modalità smartwatch.',
    price: 349,
    ean: '0753754358582',
    variants: ['Nero', 'Bianco', 'Aqua'],
  },
  {
    name: 'Garmin Forerunner 965',
    brand: 'Garmin',
    category: 'smartwatch',
    description:
      'Il Forerunner 965 è il top di gamma per runner e triatleti, con display AMOLED da 1,4 pollici, mappe topografiche integrate e metriche di potenza di corsa. La lunetta in titanio e i 23 giorni di autonomia lo rendono adatto anche agli ultratrail.',
    price: 499,
  },
  {
    name: 'Garmin Fenix 8 AMOLED 47 mm',
    brand: 'Garmin',
    category: 'smartwatch',
    description:
      'Il Fenix 8 combina un display AMOLED con cassa in titanio o acciaio, torcia LED integrata e certificazione per immersioni fino a 40 metri. Altoparlante e microfono permettono chiamate dal polso e comandi vocali, con fino a 16 giorni di autonomia in modalità smartwatch.',
    price: 999,
    ean: '0753759691769',
  },
  {
    name: 'Garmin Venu 3',
    brand: 'Garmin',
    category: 'smartwatch',
    description:
      'Il Venu 3 è lo smartwatch Garmin dedicato al benessere, con display AMOLED, chiamate dal polso e il nuovo Sleep Coach. Rileva anche i pisolini, offre allenamenti per utenti in sedia a rotelle e dura fino a 14 giorni con una carica.',
    price: 399,
    ean: '0753757212966',
  },
  {
    name: 'Garmin Instinct 2X Solar',
    brand: 'Garmin',
    category: 'smartwatch',
    description:
      "L'Instinct 2X Solar è l'orologio outdoor robusto di Garmin con vetro che si ricarica alla luce solare e torcia LED integrata. Testato secondo lo standard militare MIL-STD-810, offre un'autonomia potenzialmente illimitata in modalità smartwatch con una sufficiente esposizione al sole.",
    price: 349,
    variants: ['Grafite', 'Bianco', 'Verde militare'],
  },
  {
    name: 'Fitbit Charge 6',
    brand: 'Fitbit',
    category: 'smartwatch',
    description:
      'Il Charge 6 è un fitness tracker con GPS integrato, ECG e un rilevamento della frequenza cardiaca più preciso, oltre al supporto per Google Maps, Google Wallet e YouTube Music. Fino a 7 giorni di autonomia con una carica.',
    price: 139,
    ean: '0810128067195',
  },
  {
    name: 'Google Pixel Watch 3',
    brand: 'Google',
    category: 'smartwatch',
    description:
      'Il Pixel Watch 3 ha un display Actua più ampio e luminoso e integra le funzioni Fitbit come Prontezza giornaliera, Carico cardio e corse personalizzate. Disponibile in due dimensioni, si integra con Gemini, Google Wallet e Google Home.',
    price: 399,
    ean: '0840241275443',
    variants: ['41 mm', '45 mm'],
  },
  {
    name: 'Xiaomi Smart Band 9',
    brand: 'Xiaomi',
    category: 'smartwatch',
    description:
      "La Smart Band 9 ha uno schermo AMOLED da 1,62 pollici con luminosità fino a 1200 nit e oltre 150 modalità sportive. Monitora sonno, ossigenazione del sangue e stress, con un'autonomia fino a 21 giorni.",
    price: 39.9,
    variants: ['Nero', 'Argento', 'Rosa', 'Blu'],
  },
  {
    name: 'Xiaomi Watch S3',
    brand: 'Xiaomi',
    category: 'smartwatch',
    description:
      "Lo Xiaomi Watch S3 ha una lunetta intercambiabile che cambia lo stile dell'orologio in pochi secondi e un display AMOLED da 1,43 pollici. Con HyperOS si integra con smartphone e dispositivi Xiaomi, offrendo fino a 15 giorni di autonomia e oltre 150 modalità sportive.",
    price: 139,
    ean: '6941484165714',
  },
  {
    name: 'Huawei Watch GT 5 Pro 46 mm',
    brand: 'Huawei',
    category: 'smartwatch',
    description:
      'Il Watch GT 5 Pro da 46 mm ha cassa in titanio e vetro zaffiro, con il sistema TruSense per misurazioni più accurate della frequenza cardiaca e dei parametri di salute. Fino a 14 giorni di autonomia, mappe offline e modalità dedicate a golf e apnea.',
    price: 349,
    ean: '6942491476145',
  },
  {
    name: 'Huawei Watch Fit 3',
    brand: 'Huawei',
    category: 'smartwatch',
    description:
      'Il Watch Fit 3 ha un ampio display AMOLED rettangolare da 1,82 pollici e una cassa in alluminio sottile e leggera. Offre oltre 100 modalità sportive, monitoraggio del sonno e fino a 10 giorni di autonomia.',
    price: 139,
    variants: ['Nero', 'Bianco', 'Rosa', 'Verde'],
  },
  {
    name: 'Amazfit Balance',
    brand: 'Amazfit',
    category: 'smartwatch',
    description:
      "L'Amazfit Balance misura composizione corporea e frequenza cardiaca, calcolando un punteggio di prontezza basato su sonno e recupero. Display AMOLED da 1,5 pollici, GPS a doppia frequenza, mappe offline e fino a 14 giorni di autonomia.",
    price: 199,
    ean: '6941692006793',
  },
  {
    name: 'Polar Vantage V3',
    brand: 'Polar',
    category: 'smartwatch',
    description:
      'Il Vantage V3 è lo sportwatch multisport di Polar con display AMOLED, GPS a doppia frequenza e sensore ottico Elixir, che misura anche ECG e temperatura cutanea. Mappe offline e test di recupero notturno completano la dotazione.',
    price: 549,
    ean: '0725628196644',
  },
  {
    name: 'Withings ScanWatch 2',
    brand: 'Withings',
    category: 'smartwatch',
    description:
      'Smartwatch ibrido con lancette analogiche e piccolo display, capace di registrare ECG, saturazione di ossigeno e variazioni della temperatura corporea. Autonomia fino a 30 giorni e design elegante, adatto anche in ufficio.',
    price: 349,
    variants: ['38 mm', '42 mm'],
  },
  {
    name: 'Coros Pace 3',
    brand: 'Coros',
    category: 'smartwatch',
    description:
      'Il Coros Pace 3 pesa circa 30 grammi con cinturino in nylon e offre GPS a doppia frequenza e fino a 24 giorni di autonomia. Una scelta leggera ed essenziale per runner e ciclisti che vogliono dati precisi senza fronzoli.',
    price: 229,
    ean: '6940718211494',
  },

  // ---------------------------------------------------------------- fotocamere
  {
    name: 'Canon EOS R50',
    brand: 'Canon',
    category: 'fotocamere',
    description:
      'La mirrorless APS-C più compatta di Canon ha un sensore da 24,2 MP, autofocus Dual Pixel CMOS AF II con riconoscimento dei soggetti e video 4K 30p senza crop. Pesa circa 375 grammi ed è pensata per chi passa dallo smartphone alla prima fotocamera.',
    price: 699,
    ean: '4549591178386',
    variants: ['Solo corpo', 'Kit RF-S 18-45 mm'],
  },
  {
    name: 'Sony Alpha 7 IV',
    brand: 'Sony',
    category: 'fotocamere',
    description:
      'La full frame ibrida di Sony ha un sensore Exmor R da 33 MP, processore BIONZ XR e autofocus Real-time Eye AF per persone, animali e uccelli. Registra video 4K 60p a 10 bit e il monitor completamente orientabile la rende adatta anche ai videomaker.',
    price: 2099,
    variants: ['Solo corpo', 'Kit FE 28-70 mm'],
  },
  {
    name: 'Sony ZV-E10 II',
    brand: 'Sony',
    category: 'fotocamere',
    description:
      'La ZV-E10 II è la mirrorless per creator con sensore APS-C da 26 MP, video 4K 60p a 10 bit e profilo S-Cinetone. Il display orientabile, la batteria ad alta capacità NP-FZ100 e le modalità per le riprese verticali la rendono ideale per vlog e social.',
    price: 899,
    ean: '4548733413095',
    variants: ['Solo corpo', 'Kit 16-50 mm'],
  },
  {
    name: 'Sony ZV-1 II',
    brand: 'Sony',
    category: 'fotocamere',
    description:
      "Compatta per vlogger con sensore da 1 pollice e zoom 18-50 mm equivalente, più grandangolare rispetto al modello precedente. Tre microfoni con antivento, tasto per l'effetto bokeh e modalità Product Showcase per le recensioni.",
    price: 749,
    ean: '4548736959781',
  },
  {
    name: 'Canon EOS R6 Mark II',
    brand: 'Canon',
    category: 'fotocamere',
    description:
      'La full frame Canon da 24,2 MP scatta fino a 40 fotogrammi al secondo con otturatore elettronico e offre una stabilizzazione sul sensore fino a 8 stop. Registra video 4K 60p sovracampionati da 6K, con autofocus che riconosce persone, animali e veicoli.',
    price: 2299,
  },
  {
    name: 'Canon EOS R8',
    brand: 'Canon',
    category: 'fotocamere',
    description:
      "Con circa 461 grammi è una delle full frame più leggere, e monta lo stesso sensore da 24,2 MP della R6 Mark II. Autofocus Dual Pixel CMOS AF II, video 4K 60p e un prezzo che la rende l'ingresso ideale nel pieno formato.",
    price: 1399,
    ean: '4549599985214',
  },
  {
    name: 'Nikon Z6III',
    brand: 'Nikon',
    category: 'fotocamere',
    description:
      "La Nikon Z6III introduce un sensore full frame da 24,5 MP parzialmente stacked, con mirino da 4000 nit e registrazione RAW interna fino a 6K. L'autofocus eredita gli algoritmi della Z8 e la stabilizzazione arriva a 8 stop.",
    price: 2599,
    ean: '4960004396812',
  },
  {
    name: 'Nikon Zf',
    brand: 'Nikon',
    category: 'fotocamere',
    description:
      "La Nikon Zf unisce lo stile delle reflex a pellicola degli anni '80, con ghiere dedicate, a un sensore full frame da 24,5 MP e al processore Expeed 7. Modalità monocromatica dedicata, stabilizzazione fino a 8 stop e autofocus con riconoscimento di nove tipi di soggetti.",
    price: 2099,
  },
  {
    name: 'Nikon Z50II',
    brand: 'Nikon',
    category: 'fotocamere',
    description:
      'La Z50II è la mirrorless APS-C di Nikon con processore Expeed 7, autofocus con riconoscimento di nove tipi di soggetti e video 4K 60p. Il pulsante dedicato ai Picture Control e il monitor orientabile la rendono perfetta per foto di viaggio e contenuti social.',
    price: 999,
    ean: '4960004860016',
    variants: ['Solo corpo', 'Kit 16-50 mm', 'Kit 16-50 mm + 50-250 mm'],
  },
  {
    name: 'Fujifilm X100VI',
    brand: 'Fujifilm',
    category: 'fotocamere',
    description:
      "La compatta premium di Fujifilm adotta il sensore X-Trans CMOS 5 HR da 40 MP e, per la prima volta nella serie, la stabilizzazione sul sensore. L'obiettivo fisso da 23 mm f/2, il mirino ibrido e le 20 simulazioni pellicola ne hanno fatto una delle fotocamere più desiderate.",
    price: 1799,
    ean: '4547588532951',
    variants: ['Nero', 'Argento'],
  },
  {
    name: 'Fujifilm X-T5',
    brand: 'Fujifilm',
    category: 'fotocamere',
    description:
      'La X-T5 torna alle origini fotografiche con ghiere dedicate, sensore X-Trans CMOS 5 HR da 40 MP e stabilizzazione fino a 7 stop in un corpo da 557 grammi. Registra video 6,2K e il monitor orientabile su tre assi è ideale per gli scatti dal basso.',
    price: 1699,
    variants: ['Nero', 'Argento'],
  },
  {
    name: 'Fujifilm X-S20',
    brand: 'Fujifilm',
    category: 'fotocamere',
    description:
      "La X-S20 ha un'impugnatura profonda e una batteria NP-W235 che garantisce fino a 750 scatti. Sensore da 26,1 MP, stabilizzazione fino a 7 stop, video 6,2K e modalità Vlog dedicata la rendono perfetta per chi alterna foto e video.",
    price: 1199,
    ean: '4547587988933',
  },
  {
    name: 'Panasonic Lumix S5II',
    brand: 'Panasonic',
    category: 'fotocamere',
    description:
      'La Lumix S5II è la prima Lumix con autofocus ibrido a rilevamento di fase, sensore full frame da 24,2 MP e stabilizzazione Active I.S. per le riprese a mano libera. Registra video 6K e 4K 60p senza limiti di tempo grazie alla ventola di raffreddamento.',
    price: 1699,
    ean: '5025315382523',
  },
  {
    name: 'Panasonic Lumix S9',
    brand: 'Panasonic',
    category: 'fotocamere',
    description:
      "Compatta full frame senza mirino con sensore da 24,2 MP, design minimale in diversi colori e pulsante LUT per applicare look cinematografici in tempo reale. Si collega all'app Lumix Lab per condividere subito foto e video.",
    price: 1299,
    variants: ['Nero', 'Verde oliva', 'Blu notte', 'Rosso cremisi'],
  },
  {
    name: 'OM System OM-5',
    brand: 'OM System',
    category: 'fotocamere',
    description:
      'La OM-5 è una mirrorless Micro Quattro Terzi compatta con sensore da 20 MP, stabilizzazione a 5 assi fino a 7,5 stop e protezione IP53 contro polvere e pioggia. Modalità computazionali come Live ND e High Res Shot la rendono ideale per escursioni e paesaggi.',
    price: 1099,
    ean: '4540548248565',
  },
  {
    name: 'GoPro HERO13 Black',
    brand: 'GoPro',
    category: 'fotocamere',
    description:
      'La HERO13 Black registra video 5,3K a 60 fps e 4K a 120 fps, con la nuova batteria Enduro da 1900 mAh e il supporto alle lenti intercambiabili HB-Series. Impermeabile fino a 10 metri, con stabilizzazione HyperSmooth 6.0 e attacco magnetico.',
    price: 429,
    ean: '0818365891696',
  },
  {
    name: 'DJI Osmo Action 5 Pro',
    brand: 'DJI',
    category: 'fotocamere',
    description:
      "L'Osmo Action 5 Pro ha un sensore da 1/1,3 pollici con 13,5 stop di gamma dinamica e registra in 4K a 120 fps. Impermeabile fino a 20 metri senza custodia, ha due schermi OLED touch e fino a 4 ore di autonomia.",
    price: 379,
    variants: ['Standard Combo', 'Adventure Combo'],
  },
  {
    name: 'DJI Osmo Pocket 3',
    brand: 'DJI',
    category: 'fotocamere',
    description:
      'Gimbal a tre assi con sensore CMOS da 1 pollice e video 4K a 120 fps in un corpo tascabile. Lo schermo touch girevole da 2 pollici permette di passare dal formato orizzontale al verticale, e ActiveTrack 6.0 segue automaticamente i soggetti.',
    price: 519,
    ean: '6193152927715',
    variants: ['Standard', 'Creator Combo'],
  },
  {
    name: 'Insta360 X4',
    brand: 'Insta360',
    category: 'fotocamere',
    description:
      "L'Insta360 X4 registra video a 360° in 8K a 30 fps e in 4K a 100 fps in modalità singolo obiettivo. Il bastone invisibile, il reframing direttamente nell'app e la batteria da 2290 mAh la rendono ideale per sport e viaggi.",
    price: 499,
    ean: '6970504295698',
  },
  {
    name: 'Leica Q3',
    brand: 'Leica',
    category: 'fotocamere',
    description:
      "La compatta full frame di Leica monta un sensore da 60 MP e un obiettivo Summilux 28 mm f/1.7 ASPH, con autofocus ibrido e video fino all'8K. Il monitor ora è orientabile e, con l'impugnatura dedicata, la batteria si ricarica anche in modalità wireless.",
    price: 5990,
  },

  // ---------------------------------------------------------------- gaming
  {
    name: 'Sony PlayStation 5 Slim',
    brand: 'Sony',
    category: 'gaming',
    description:
      'La PS5 Slim è più compatta e leggera rispetto al modello originale, con SSD da 1 TB e, nella versione standard, lettore Blu-ray Ultra HD rimovibile. Supporta giochi in 4K fino a 120 fps, ray tracing e il feedback aptico del controller DualSense.',
    price: 479,
    ean: '4548733735401',
    variants: ['Standard', 'Digital Edition'],
  },
  {
    name: 'Sony PlayStation 5 Pro',
    brand: 'Sony',
    category: 'gaming',
    description:
      "La PS5 Pro aggiunge una GPU più potente, un ray tracing avanzato e l'upscaling PSSR basato sull'intelligenza artificiale per giocare a frame rate più alti con grafica più definita. SSD da 2 TB e Wi-Fi 7; il lettore disco è venduto separatamente.",
    price: 749,
    ean: '4548734949920',
  },
  {
    name: 'Nintendo Switch OLED',
    brand: 'Nintendo',
    category: 'gaming',
    description:
      'Il modello OLED di Nintendo Switch ha uno schermo OLED da 7 pollici dai colori vivaci, un supporto regolabile più ampio e 64 GB di memoria interna. La base include una porta LAN per giocare online in modo più stabile in modalità TV.',
    price: 299,
    variants: ['Bianco', 'Rosso neon / Blu neon'],
  },
  {
    name: 'Nintendo Switch 2',
    brand: 'Nintendo',
    category: 'gaming',
    description:
      'Nintendo Switch 2 ha uno schermo LCD Full HD da 7,9 pollici con HDR e fino a 120 Hz, 256 GB di memoria e nuovi Joy-Con 2 magnetici che funzionano anche come mouse. Collegata alla TV supporta il 4K, e la funzione GameChat permette di parlare e condividere lo schermo con gli amici.',
    price: 469.9,
    ean: '0045491028027',
    variants: ['Console', 'Bundle Mario Kart World'],
  },
  {
    name: 'Microsoft Xbox Series X',
    brand: 'Microsoft',
    category: 'gaming',
    description:
      "La console più potente di Microsoft offre 12 teraflop di potenza grafica, SSD da 1 TB e giochi in 4K fino a 120 fps. Quick Resume permette di passare da un gioco all'altro in pochi secondi, e con Game Pass si accede a centinaia di titoli.",
    price: 549,
    ean: '0889847683733',
  },
  {
    name: 'Microsoft Xbox Series S 1 TB',
    brand: 'Microsoft',
    category: 'gaming',
    description:
      'La Series S in versione Carbon Black con SSD da 1 TB è la console Xbox più compatta, completamente digitale. Gioca in 1440p fino a 120 fps ed è ideale in abbinamento a Game Pass.',
    price: 349,
  },
  {
    name: 'Valve Steam Deck OLED',
    brand: 'Valve',
    category: 'gaming',
    description:
      'Lo Steam Deck OLED ha uno schermo HDR da 7,4 pollici a 90 Hz, una batteria più capiente e il Wi-Fi 6E. Permette di giocare alla libreria Steam ovunque, con SteamOS ottimizzato e controlli completi con trackpad.',
    price: 569,
    ean: '0814722858401',
    variants: ['512 GB', '1 TB'],
  },
  {
    name: 'ASUS ROG Ally X',
    brand: 'ASUS',
    category: 'gaming',
    description:
      'Il ROG Ally X migliora la console portatile Windows con una batteria da 80 Wh, 24 GB di RAM LPDDR5X-7500 e SSD da 1 TB. Processore AMD Ryzen Z1 Extreme e schermo Full HD a 120 Hz con VRR per giocare a tutto il catalogo PC.',
    price: 799,
    ean: '4711122393814',
  },
  {
    name: 'Lenovo Legion Go',
    brand: 'Lenovo',
    category: 'gaming',
    description:
      'La console portatile Windows di Lenovo ha un grande schermo QHD+ da 8,8 pollici a 144 Hz e controller staccabili, uno dei quali funziona come mouse verticale. Processore AMD Ryzen Z1 Extreme, 16 GB di RAM e SSD da 512 GB.',
    price: 649,
  },
  {
    name: 'Meta Quest 3 512 GB',
    brand: 'Meta',
    category: 'gaming',
    description:
      'Il Meta Quest 3 è un visore di realtà mista con lenti pancake, risoluzione di 2064 x 2208 pixel per occhio e passthrough a colori. Il processore Snapdragon XR2 Gen 2 raddoppia la potenza grafica del Quest 2, e i 512 GB permettono di archiviare molti giochi.',
    price: 549,
    ean: '0815000196086',
  },
  {
    name: 'Meta Quest 3S',
    brand: 'Meta',
    category: 'gaming',
    description:
      "Il modo più accessibile per entrare nella realtà mista: Quest 3S usa lo stesso processore del Quest 3 con lenti di Fresnel e passthrough a colori. È compatibile con l'intero catalogo di giochi e app del Meta Horizon Store.",
    price: 329,
    ean: '0815008651167',
    variants: ['128 GB', '256 GB'],
  },
  {
    name: 'Sony DualSense Edge',
    brand: 'Sony',
    category: 'gaming',
    description:
      "Il controller professionale per PS5 ha moduli delle levette sostituibili, grilletti con corsa regolabile e due leve posteriori programmabili. Si possono salvare più profili e passare dall'uno all'altro al volo, con custodia da trasporto inclusa.",
    price: 219,
  },
  {
    name: 'Sony PlayStation Portal',
    brand: 'Sony',
    category: 'gaming',
    description:
      'PlayStation Portal è un lettore remoto con schermo LCD Full HD da 8 pollici a 60 fps che trasmette via Wi-Fi i giochi della PS5. Integra le funzioni del controller DualSense, incluso il feedback aptico e i grilletti adattivi.',
    price: 219,
    ean: '4548735904065',
  },
  {
    name: 'Microsoft Xbox Wireless Controller',
    brand: 'Microsoft',
    category: 'gaming',
    description:
      'Il controller Xbox ha impugnature testurizzate, croce direzionale ibrida e tasto Condividi. Funziona con Xbox, PC, smartphone e tablet tramite Bluetooth, con fino a 40 ore di autonomia con batterie AA.',
    price: 59.9,
    ean: '0889843576244',
    variants: ['Carbon Black', 'Robot White', 'Shock Blue', 'Pulse Red'],
  },
  {
    name: 'Logitech G Pro X Superlight 2',
    brand: 'Logitech',
    category: 'gaming',
    description:
      'Il mouse wireless da esports pesa appena 60 grammi e monta il sensore HERO 2 fino a 32.000 DPI con polling rate fino a 8 kHz. Switch ibridi ottico-meccanici LIGHTFORCE e fino a 95 ore di autonomia con ricarica USB-C.',
    price: 149,
    variants: ['Nero', 'Bianco', 'Magenta'],
  },
  {
    name: 'Razer BlackShark V2 Pro (2023)',
    brand: 'Razer',
    category: 'gaming',
    description:
      "Cuffie wireless da esports con driver Razer TriForce Titanium da 50 mm, microfono HyperClear Super Wideband e fino a 70 ore di autonomia. La connessione HyperSpeed a bassa latenza si affianca al Bluetooth per l'uso con lo smartphone.",
    price: 189,
    ean: '8811879272786',
    variants: ['Nero', 'Bianco'],
  },
  {
    name: 'SteelSeries Arctis Nova Pro Wireless',
    brand: 'SteelSeries',
    category: 'gaming',
    description:
      'Cuffie da gaming con cancellazione attiva del rumore, sistema a due batterie sostituibili a caldo e base GameDAC per regolare volume ed equalizzatore. Connessione wireless e Bluetooth in contemporanea, compatibili con PC e PlayStation.',
    price: 329,
    ean: '5721235072321',
  },
  {
    name: 'Logitech G915 X Lightspeed TKL',
    brand: 'Logitech',
    category: 'gaming',
    description:
      'Tastiera meccanica wireless a basso profilo senza tastierino numerico, con switch GL e illuminazione LIGHTSYNC RGB per singolo tasto. Scocca in alluminio, rotella del volume e connessione LIGHTSPEED a bassa latenza.',
    price: 229,
  },
  {
    name: 'Razer Huntsman V3 Pro TKL',
    brand: 'Razer',
    category: 'gaming',
    description:
      'Tastiera con switch ottici analogici Razer di seconda generazione, punto di attivazione regolabile e modalità Rapid Trigger per i giochi competitivi. Scocca in alluminio, copritasti in PBT doubleshot e poggiapolsi magnetico.',
    price: 249,
    ean: '8811875572248',
  },
  {
    name: 'HyperX Cloud III Wireless',
    brand: 'HyperX',
    category: 'gaming',
    description:
      'Cuffie da gaming wireless con driver angolati da 53 mm, microfono con cancellazione del rumore e autonomia fino a 120 ore. Comode anche nelle sessioni lunghe grazie ai cuscinetti in memory foam, funzionano con PC, PS5 e Switch.',
    price: 139,
    ean: '0196847442414',
  },

  // ---------------------------------------------------------------- monitor
  {
    name: 'Dell UltraSharp U2723QE',
    brand: 'Dell',
    category: 'monitor',
    description:
      "Monitor 4K da 27 pollici con pannello IPS Black dal contrasto 2000:1 e copertura del 98% DCI-P3. L'hub USB-C con ricarica fino a 90 W, la porta Ethernet e lo switch KVM integrato permettono di collegare il portatile con un solo cavo.",
    price: 549,
  },
  {
    name: 'Dell S2725DS',
    brand: 'Dell',
    category: 'monitor',
    description:
      'Monitor QHD da 27 pollici con pannello IPS a 100 Hz, altoparlanti integrati e supporto regolabile in altezza. Un ottimo compromesso per ufficio e studio, con design pulito e cornici sottili.',
    price: 229,
    ean: '5884190907166',
  },
  {
    name: 'Dell Alienware AW3423DWF',
    brand: 'Dell',
    category: 'monitor',
    description:
      'Monitor curvo ultrawide da 34 pollici con pannello QD-OLED, risoluzione 3440 x 1440 e frequenza di 165 Hz con AMD FreeSync Premium Pro. Certificato VESA DisplayHDR True Black 400, copre il 99,3% dello spazio colore DCI-P3.',
    price: 699,
    ean: '5884194234855',
  },
  {
    name: 'Dell Alienware AW2725DF',
    brand: 'Dell',
    category: 'monitor',
    description:
      'Monitor da gaming QD-OLED da 27 pollici QHD con frequenza fino a 360 Hz e tempo di risposta di 0,03 ms. Dissipazione del calore senza ventola, cornici sottilissime e certificazione VESA DisplayHDR True Black 400.',
    price: 799,
  },
  {
    name: 'LG UltraGear 27GR95QE',
    brand: 'LG',
    category: 'monitor',
    description:
      'Il primo monitor OLED da 27 pollici di LG per il gaming ha risoluzione QHD, frequenza di 240 Hz e tempo di risposta di 0,03 ms. Compatibile con G-Sync e FreeSync Premium, ha un trattamento antiriflesso opaco.',
    price: 599,
    ean: '8806089394052',
  },
  {
    name: 'LG UltraGear 32GS95UE',
    brand: 'LG',
    category: 'monitor',
    description:
      'Monitor OLED da 32 pollici con tecnologia Dual-Hz, che con un tasto passa da 4K a 240 Hz a Full HD a 480 Hz. Il sistema Pixel Sound trasforma il pannello stesso in un altoparlante.',
    price: 1199,
    ean: '8806084488725',
  },
  {
    name: 'LG UltraFine 27UQ850-W',
    brand: 'LG',
    category: 'monitor',
    description:
      'Monitor UltraFine 4K da 27 pollici con pannello IPS, certificazione VESA DisplayHDR 400 e ampia copertura dello spazio colore DCI-P3. La porta USB-C con ricarica fino a 90 W e il supporto ergonomico lo rendono ideale da affiancare a un portatile.',
    price: 449,
  },
  {
    name: 'Samsung Odyssey OLED G8 G80SD',
    brand: 'Samsung',
    category: 'monitor',
    description:
      'Monitor da gaming QD-OLED da 32 pollici 4K a 240 Hz con trattamento antiriflesso OLED Glare Free. Integra la piattaforma smart Tizen con app di streaming e Gaming Hub, oltre alla tecnologia OLED Safeguard+ contro il burn-in.',
    price: 999,
    ean: '8806090678868',
  },
  {
    name: 'Samsung Odyssey G5 G55C 32"',
    brand: 'Samsung',
    category: 'monitor',
    description:
      'Monitor curvo 1000R da 32 pollici QHD a 165 Hz con tempo di risposta di 1 ms e supporto AMD FreeSync. Il pannello VA con HDR10 offre neri profondi, ideale per chi cerca immersione a un prezzo accessibile.',
    price: 249,
    ean: '8806097728924',
  },
  {
    name: 'Samsung ViewFinity S8 27"',
    brand: 'Samsung',
    category: 'monitor',
    description:
      'Monitor 4K da 27 pollici con pannello IPS, supporto HDR10 e porta USB-C con ricarica per il portatile. Il supporto regolabile in altezza e rotazione lo rende adatto a professionisti e smart working.',
    price: 349,
  },
  {
    name: 'Samsung Smart Monitor M8 32"',
    brand: 'Samsung',
    category: 'monitor',
    description:
      'Lo Smart Monitor M8 è un monitor 4K da 32 pollici con Tizen integrato: si possono guardare Netflix e YouTube senza collegare un computer. Include una webcam SlimFit magnetica, porta USB-C con ricarica fino a 65 W e un design sottile in diversi colori.',
    price: 549,
    ean: '8806091923288',
    variants: ['Bianco', 'Verde', 'Rosa', 'Blu'],
  },
  {
    name: 'ASUS ROG Swift OLED PG27AQDM',
    brand: 'ASUS',
    category: 'monitor',
    description:
      'Monitor OLED da 27 pollici QHD a 240 Hz con dissipatore personalizzato che riduce il rischio di burn-in e consente una luminosità più elevata. Compatibile con G-Sync, copre il 99% dello spazio colore DCI-P3 e ha un trattamento antiriflesso.',
    price: 749,
    ean: '4711120058876',
  },
  {
    name: 'ASUS ProArt PA279CRV',
    brand: 'ASUS',
    category: 'monitor',
    description:
      'Monitor per professionisti creativi da 27 pollici 4K con ampia copertura degli spazi colore DCI-P3 e Adobe RGB, calibrato in fabbrica con Delta E inferiore a 2. Hub USB-C con ricarica fino a 96 W e supporto ergonomico completo.',
    price: 449,
  },
  {
    name: 'ASUS TUF Gaming VG27AQ3A',
    brand: 'ASUS',
    category: 'monitor',
    description:
      'Monitor da gaming da 27 pollici QHD con pannello Fast IPS a 180 Hz e tempo di risposta di 1 ms. La tecnologia ELMB Sync e la compatibilità G-Sync garantiscono immagini nitide e senza tearing.',
    price: 219,
    ean: '4711128660071',
  },
  {
    name: 'BenQ PD2706U',
    brand: 'BenQ',
    category: 'monitor',
    description:
      'Monitor 4K da 27 pollici per designer con ampia copertura dello spazio colore DCI-P3, modalità M-Book per uniformare i colori a quelli dei Mac e hub USB-C da 90 W. Lo switch KVM integrato e il telecomando Hotkey Puck semplificano il flusso di lavoro.',
    price: 499,
    ean: '4712957946534',
  },
  {
    name: 'BenQ MOBIUZ EX2710Q',
    brand: 'BenQ',
    category: 'monitor',
    description:
      'Monitor da gaming QHD da 27 pollici a 165 Hz con pannello IPS, tecnologia HDRi e altoparlanti treVolo con subwoofer. Il telecomando incluso permette di cambiare al volo modalità immagine e volume.',
    price: 299,
  },
  {
    name: 'MSI MAG 271QPX QD-OLED E2',
    brand: 'MSI',
    category: 'monitor',
    description:
      'Monitor QD-OLED da 27 pollici QHD a 240 Hz con tempo di risposta di 0,03 ms e certificazione VESA DisplayHDR True Black 400. Il raffreddamento senza ventola e le funzioni MSI OLED Care 2.0 aiutano a preservare il pannello nel tempo.',
    price: 499,
    ean: '4824266541413',
  },
  {
    name: 'AOC 24G4X',
    brand: 'AOC',
    category: 'monitor',
    description:
      'Monitor da gaming da 23,8 pollici Full HD con pannello Fast IPS a 180 Hz e tempo di risposta di 1 ms. Adaptive-Sync, supporto regolabile in altezza e un prezzo contenuto ne fanno una scelta ideale per gli esports.',
    price: 129,
    ean: '4712854597259',
  },
  {
    name: 'Philips Evnia 34M2C8600',
    brand: 'Philips',
    category: 'monitor',
    description:
      'Monitor curvo QD-OLED da 34 pollici WQHD a 175 Hz con Ambiglow, che proietta luce colorata sulla parete dietro lo schermo. Certificato VESA DisplayHDR True Black 400, offre una porta USB-C con ricarica per collegare anche il portatile.',
    price: 699,
  },
  {
    name: 'Apple Studio Display',
    brand: 'Apple',
    category: 'monitor',
    description:
      'Lo Studio Display di Apple ha un pannello Retina 5K da 27 pollici con 600 nit di luminosità e supporto a un miliardo di colori. Integra una videocamera ultra-grandangolare da 12 MP con Inquadratura automatica, sei altoparlanti con audio spaziale e tre microfoni.',
    price: 1599,
    ean: '0195944154336',
    variants: ['Vetro standard', 'Vetro nanotexture'],
  },
];

export const categoryPhrases: Record<string, ReviewPhrases> = {
  smartphone: {
    titles: {
      positive: [
        'Finalmente uno smartphone che arriva a sera',
        'Fotocamera strepitosa, anche di notte',
        'Fluido e veloce in tutto',
        'Il miglior telefono che abbia mai avuto',
        'Display bellissimo e autonomia top',
        'Passaggio riuscito dal vecchio telefono',
      ],
      mixed: [
        'Buon telefono, ma la batteria delude',
        'Fotocamera ottima, software da sistemare',
        "Bello, ma si scalda un po'",
        'Ottimo hardware, prezzo troppo alto',
        'Discreto, ma mi aspettavo di più',
        'Promosso a metà',
      ],
      negative: [
        'Batteria che non arriva a metà giornata',
        "Troppi bug dopo l'aggiornamento",
        'Fotocamera molto sotto le aspettative',
        'Vetro rotto alla prima caduta',
        'Surriscaldamento continuo, reso',
        'Non vale il prezzo richiesto',
      ],
    },
    pros: [
      'Autonomia eccellente: con un uso intenso arrivo a sera con ancora il 30% di carica.',
      'Display luminosissimo, si legge perfettamente anche sotto il sole di agosto.',
      'La fotocamera principale scatta foto nitide e con colori naturali anche in interni.',
      "Ricarica rapidissima, in mezz'ora passo dal 10 al 70%.",
      'Interfaccia fluida, nessun rallentamento anche con molte app aperte.',
      'Impugnatura comoda e peso ben bilanciato nonostante lo schermo grande.',
      'Aggiornamenti di sistema garantiti per molti anni, un bel vantaggio sul lungo periodo.',
      'Il sensore di impronte sotto lo schermo è rapido e preciso.',
      'Altoparlanti stereo potenti e puliti, ottimi per video e vivavoce.',
      'Lo zoom ottico è utilissimo in viaggio e ai concerti.',
      'Certificazione IP68: è sopravvissuto a un tuffo in piscina senza problemi.',
      'Video stabilizzati molto bene, anche mentre cammino.',
      'Ricezione del segnale ottima anche nelle zone poco coperte di campagna.',
    ],
    cons: [
      'Il caricabatterie non è incluso nella confezione, va comprato a parte.',
      'Con il 5G attivo la batteria cala sensibilmente più in fretta.',
      'Si scalda parecchio durante le sessioni di gioco prolungate.',
      'Le foto notturne con il grandangolare sono piene di rumore.',
      'Troppe app preinstallate inutili da disinstallare a mano.',
      'Il retro in vetro è scivoloso e trattiene le impronte: serve una cover.',
      'Manca lo slot per la microSD, e lo spazio finisce in fretta.',
      'La modulazione PWM del display a bassa luminosità mi affatica la vista la sera.',
      'Oltre il 10x lo zoom digitale produce immagini poco definite.',
      "La vibrazione è debole e un po' rumorosa.",
      'Il prezzo di listino è esagerato, dopo pochi mesi cala parecchio.',
      'Le notifiche a volte arrivano in ritardo per la gestione aggressiva della batteria.',
      'Il modulo fotografico sporge molto e il telefono balla appoggiato sul tavolo.',
    ],
    comments: {
      positive: [
        'Lo uso da tre mesi e la batteria mi porta tranquillamente a fine giornata. Le foto sono splendide, soprattutto i ritratti.',
        'Sono passata da un telefono di quattro anni fa ed è un altro mondo: veloce, fluido e con uno schermo stupendo. Consigliato.',
        'Dopo due mesi di utilizzo intenso per lavoro non ho avuto un solo rallentamento. Ottima anche la qualità delle chiamate.',
        'In vacanza ho usato solo lui al posto della fotocamera e non me ne sono pentito: zoom e foto notturne sono eccellenti.',
        'Ricarica velocissima e autonomia da record. Per il prezzo pagato in offerta non potevo chiedere di meglio.',
        'Compatto, leggero e potente. Mia figlia lo usa anche per giocare e in sei mesi non si è mai lamentata.',
      ],
      mixed: [
        "Hardware di alto livello, ma dopo l'ultimo aggiornamento la batteria dura meno. Spero sistemino presto.",
        'Le foto di giorno sono ottime, di notte meno. Per il resto è un buon telefono, ma a questo prezzo mi aspettavo di più.',
        "Schermo e prestazioni promossi, autonomia nella media. Si scalda un po' mentre è in carica.",
        "Buon medio gamma, ma le app preinstallate e le pubblicità di sistema sono fastidiose. Con un po' di pazienza si disattivano.",
        'Lo uso da un mese: velocissimo, ma grande e pesante da usare con una mano. Valutate bene se siete abituati ai compatti.',
        'Fotocamera ottima, ma gli altoparlanti sono deboli e la vibrazione è poco definita. Nel complesso lo tengo.',
      ],
      negative: [
        "Dopo sei settimane la batteria non arrivava più al pomeriggio. L'assistenza mi ha detto che è normale, per me no.",
        'Si surriscalda anche solo usando il navigatore in auto. Ho fatto il reso dopo dieci giorni.',
        'Fotocamera deludente: foto impastate e colori falsati. Il mio vecchio telefono di fascia media faceva meglio.',
        'Dopo due mesi è comparsa una riga verde sullo schermo. Riparazione in garanzia lunghissima.',
        "Il software è pieno di bug: il Bluetooth si disconnette continuamente dall'auto e dagli auricolari.",
        'Troppo caro per quello che offre. Con metà della spesa ci sono alternative migliori sotto ogni aspetto.',
      ],
    },
  },
  laptop: {
    titles: {
      positive: [
        "Leggero, silenzioso e con un'autonomia incredibile",
        'Perfetto per lavoro e università',
        'Schermo OLED da sogno',
        'Finalmente un portatile che non scalda',
        'Potenza da vendere anche in gaming',
        'Il miglior notebook che abbia avuto',
      ],
      mixed: [
        'Buon portatile, ma le ventole si sentono',
        'Ottimo schermo, batteria nella media',
        'Prestazioni valide, tastiera così così',
        'Bello, ma con poche porte',
        'Va bene, ma costa troppo',
        "Discreto per l'ufficio, niente di più",
      ],
      negative: [
        'Batteria che dura tre ore scarse',
        'Rumoroso e caldo, restituito',
        'Problemi di driver fin dal primo giorno',
        'Cerniera rotta dopo pochi mesi',
        'Schermo con aloni evidenti',
        'Troppo lento per quello che costa',
      ],
    },
    pros: [
      'Autonomia eccellente: una giornata intera di lavoro in ufficio senza caricatore.',
      'Silenziosissimo, anche con decine di schede del browser aperte non sento le ventole.',
      'Lo schermo OLED ha colori e neri fantastici, guardare film è un piacere.',
      'Tastiera comoda con corsa ben calibrata, ci ho scritto la tesi senza stancarmi.',
      'Touchpad ampio e preciso, uso raramente il mouse.',
      'Leggero e sottile, lo porto nello zaino tutti i giorni senza accorgermene.',
      'Si accende in pochi secondi e si riattiva dallo standby istantaneamente.',
      'Ottime prestazioni con Photoshop e con il montaggio di video in 4K leggeri.',
      'Scocca in alluminio robusta, la tastiera non flette.',
      'Webcam di buona qualità, in videochiamata finalmente mi vedono bene.',
      'Ricarica via USB-C: uso lo stesso caricatore del telefono.',
      'Nei giochi tiene frame rate alti senza cali, anche dopo ore.',
      'Altoparlanti sorprendentemente buoni per un portatile.',
    ],
    cons: [
      'Poche porte: senza un adattatore non riesco a collegare monitor e chiavette insieme.',
      "Le ventole diventano rumorose appena si chiede un po' di potenza.",
      'La RAM è saldata e non si potrà espandere in futuro.',
      'Lo schermo lucido riflette tutto, in ambienti luminosi è un problema.',
      'Il caricatore è ingombrante e pesante.',
      'Software preinstallato inutile e pieno di notifiche pubblicitarie.',
      "La webcam è solo 720p e in videochiamata l'immagine è sgranata.",
      'La scocca chiara si sporca facilmente e trattiene le impronte.',
      'La tastiera non è retroilluminata, scomodo la sera.',
      "In gaming la batteria dura poco più di un'ora.",
      'La parte inferiore scalda molto quando lo uso sulle gambe.',
      'Alcuni programmi non sono ancora compatibili con il processore ARM.',
      "L'SSD di base è troppo piccolo, dopo pochi mesi era già pieno.",
    ],
    comments: {
      positive: [
        "Lo uso da quattro mesi per l'università e non l'ho mai dovuto caricare durante le lezioni. Leggero e silenzioso, consigliato.",
        'Sviluppo software tutto il giorno con IDE, Docker e browser aperti: nessun rallentamento e ventole quasi sempre ferme.',
        'Schermo splendido e tastiera comodissima. Ho sostituito un portatile di sei anni e mi sembra di essere passato al futuro.',
        'Ci gioco la sera dopo il lavoro: titoli recenti a dettagli alti senza problemi. Per il prezzo pagato è un affare.',
        'Lo porto in treno tutti i giorni, pesa pochissimo e la batteria dura tutta la giornata. Non potrei chiedere di meglio.',
        'Ottimo per il fotoritocco: colori fedeli già di fabbrica e potenza sufficiente per Lightroom con cataloghi enormi.',
      ],
      mixed: [
        "Buon portatile per l'ufficio, ma con videochiamate e tante schede aperte le ventole si fanno sentire. Batteria nella media.",
        'Schermo e prestazioni ottimi, ma due sole porte USB-C sono davvero poche. Ho dovuto comprare un hub.',
        'Dopo due mesi sono soddisfatto delle prestazioni, meno della tastiera, che ha una corsa troppo corta per i miei gusti.',
        'Bel prodotto, però lo schermo lucido riflette tanto e la webcam è mediocre. Per il prezzo mi aspettavo di meglio.',
        'In gaming va bene ma scalda molto e le ventole sono rumorose: con le cuffie il problema sparisce. Senza caricatore dura pochissimo.',
        'Veloce e leggero, però alcuni software di lavoro non girano sul processore ARM. Informatevi prima di comprarlo.',
      ],
      negative: [
        'Dopo tre mesi la cerniera ha iniziato a scricchiolare e poi si è crepata. È in assistenza da un mese.',
        'Ventole sempre accese anche solo navigando, un rumore insopportabile in una stanza silenziosa. Restituito.',
        'Il Wi-Fi si disconnette continuamente e nessun aggiornamento dei driver ha risolto. Frustrante.',
        'Batteria dichiarata di 12 ore, nella realtà ne faccio a malapena quattro. Pubblicità ingannevole.',
        'Lo schermo ha evidenti aloni di luce sui bordi, molto visibili nelle scene scure. Qualità costruttiva scadente.',
        'Lento fin dal primo avvio: con soli 8 GB di RAM Windows fa fatica. Non compratelo in questa configurazione.',
      ],
    },
  },
  tv: {
    titles: {
      positive: [
        'Neri perfetti, sembra di essere al cinema',
        "Qualità d'immagine da urlo",
        'Il TV perfetto per PS5 e film',
        'Colori spettacolari e smart TV veloce',
        'Finalmente un televisore che si vede bene anche di giorno',
        'Acquisto perfetto per il salotto',
      ],
      mixed: [
        'Ottima immagine, audio da migliorare',
        "Bello, ma l'interfaccia è lenta",
        'Buon TV, riflessi fastidiosi',
        'Immagine top, telecomando scomodo',
        'Bene per i film, meno per lo sport',
        'Non male, ma la calibrazione di fabbrica è pessima',
      ],
      negative: [
        'Pannello difettoso dopo poche settimane',
        'Audio inascoltabile senza soundbar',
        'Sistema operativo lentissimo',
        'Aloni e blooming ovunque',
        'Immagine scura e spenta, deluso',
        'Si spegne da solo, reso',
      ],
    },
    pros: [
      'Neri profondi e contrasto infinito, i film in Dolby Vision sono spettacolari.',
      'Luminosità altissima: si vede benissimo anche nel salotto pieno di sole.',
      'Con la PS5 gioco in 4K a 120 Hz senza alcun ritardo percepibile.',
      'Il sistema smart è rapido e ha tutte le app che uso, da Netflix a RaiPlay.',
      'Angoli di visione ottimi, tutta la famiglia lo vede bene dal divano.',
      'Il telecomando con puntatore è comodissimo per scrivere e navigare.',
      'Cornici sottilissime, appeso a parete sembra un quadro.',
      'Upscaling ottimo: anche i canali del digitale terrestre sono guardabili.',
      'Il trattamento antiriflesso funziona davvero, niente più lampade riflesse.',
      'Quattro porte HDMI 2.1, collego console e soundbar senza compromessi.',
      'La modalità Filmmaker restituisce colori fedeli senza dover calibrare nulla.',
      'Consuma meno del vecchio televisore nonostante lo schermo più grande.',
      'Audio sorprendentemente buono per essere quello degli altoparlanti integrati.',
    ],
    cons: [
      "L'audio integrato è povero di bassi, serve una soundbar.",
      'Il telecomando ha troppi tasti dedicati a servizi che non uso.',
      'Il pannello lucido riflette parecchio se ci sono finestre di fronte.',
      'Nelle scene scure si nota un leggero blooming attorno ai sottotitoli.',
      'Il sistema operativo mostra pubblicità nella schermata principale.',
      'I piedini sono molto distanti e il TV non entra nel mio mobile.',
      "Il sensore di luminosità automatica abbassa troppo l'immagine la sera.",
      'Il movimento nelle partite di calcio non è fluidissimo.',
      'Calibrazione di fabbrica troppo fredda, ho dovuto sistemare le impostazioni.',
      'Solo due porte HDMI supportano i 120 Hz.',
      'Le app si bloccano di tanto in tanto e serve riavviare il televisore.',
      "Con i loghi fissi dei canali di notizie temo il burn-in, serve un po' di attenzione.",
      'Il Wi-Fi integrato è lento, con lo streaming in 4K a volte va in buffering.',
    ],
    comments: {
      positive: [
        'Lo abbiamo da tre mesi e ogni sera è uno spettacolo: neri perfetti e colori vivi. Con Netflix in Dolby Vision sembra di essere al cinema.',
        'Perfetto con la PS5: 120 Hz, VRR e latenza bassissima. Mio figlio non vuole più uscire dal salotto.',
        'Salotto molto luminoso e finalmente un TV che si vede bene anche a mezzogiorno. Installazione a parete semplice.',
        'Ho sostituito un LCD di dieci anni fa: la differenza è abissale, anche sui canali del digitale terrestre.',
        'Interfaccia veloce, telecomando comodo e immagine già ottima con le impostazioni di fabbrica. Consigliatissimo.',
        'Dopo sei mesi nessun problema: le partite in 4K sono spettacolari e i consumi sono bassi.',
      ],
      mixed: [
        "Immagine bellissima, ma l'audio è piatto e ho dovuto comprare una soundbar. Mettetela in conto nel budget.",
        'Ottimo per i film, meno per lo sport: nelle panoramiche veloci si nota qualche scatto. Nel complesso sono soddisfatto.',
        'Colori e luminosità promossi, sistema operativo bocciato: lento e con troppe pubblicità.',
        'Lo uso da due mesi: qualità buona, ma il pannello lucido riflette le finestre di giorno. La sera è perfetto.',
        'Buon rapporto qualità-prezzo, anche se il blooming nelle scene scure è evidente. Per quello che costa ci può stare.',
        "Immagine eccellente dopo la calibrazione, ma appena acceso era troppo bluastra. Serve un po' di pazienza.",
      ],
      negative: [
        'Dopo tre settimane sono comparse linee verticali sullo schermo. Sostituito in garanzia, ma che attesa.',
        'Il televisore si riavvia da solo più volte a sera. Nessun aggiornamento ha risolto il problema.',
        'Immagine scura e spenta anche in modalità Vivida. Per guardarlo di giorno bisogna abbassare le tapparelle.',
        'Audio talmente scarso che i dialoghi non si capiscono. A questo prezzo è inaccettabile.',
        "Interfaccia lentissima: per aprire un'app servono dieci secondi. Ho fatto il reso.",
        'Aloni di luce evidenti negli angoli, le scene nere sembrano grigie. Controllo qualità pessimo.',
      ],
    },
  },
  elettrodomestici: {
    titles: {
      positive: [
        'Casa pulita senza fatica',
        'Il caffè come al bar',
        'Potenza di aspirazione impressionante',
        'Il robot che mi ha cambiato la vita',
        'Comoda, silenziosa e facile da pulire',
        'Vale ogni euro speso',
      ],
      mixed: [
        'Pulisce bene, ma la batteria dura poco',
        'Buon robot, mappatura da migliorare',
        "Ottimo caffè, pulizia un po' laboriosa",
        'Funziona, ma è rumorosa',
        'Bene sui pavimenti, meno sui tappeti',
        'Buona, ma il serbatoio è piccolo',
      ],
      negative: [
        'Si blocca in continuazione',
        "Perdite d'acqua dopo un mese",
        'Batteria esaurita dopo pochi mesi',
        'Aspirazione deludente',
        'Assistenza inesistente',
        'Rumorosissima e poco efficace',
      ],
    },
    pros: [
      'Aspirazione potente: tira su peli del cane e polvere anche dai tappeti spessi.',
      'La stazione di svuotamento automatico mi evita di toccare lo sporco per settimane.',
      'Il laser che mostra la polvere è geniale, vedo esattamente dove ripassare.',
      "La mappatura della casa è precisa e dall'app posso escludere le zone che voglio.",
      "Leggera e maneggevole, la uso anche per pulire le scale e l'auto.",
      'Il caffè esce cremoso e ben estratto, regolando la macinatura è perfetto.',
      'Il sistema per il latte fa una schiuma densa e si pulisce in un attimo.',
      'Silenzioso: posso avviare il robot anche mentre lavoro da casa.',
      'I mop rotanti lavano bene anche le macchie secche in cucina.',
      'La friggitrice ad aria cuoce in metà tempo rispetto al forno e consuma molto meno.',
      'Cestelli antiaderenti lavabili in lavastoviglie, pulizia velocissima.',
      "Il programma rapido è utilissimo: bucato pronto in mezz'ora.",
      'Facile da programmare anche per i miei genitori.',
    ],
    cons: [
      'In modalità massima la batteria dura molto meno di quanto dichiarato.',
      'Il contenitore della polvere è piccolo e va svuotato spesso.',
      'Il robot si incastra sotto il divano e devo andare a liberarlo.',
      'I sacchetti di ricambio della stazione di svuotamento costano parecchio.',
      'Rumorosa nella fase di macinatura, al mattino presto sveglia tutti.',
      "Il serbatoio dell'acqua è piccolo e va riempito quasi ogni giorno.",
      "L'app chiede troppi permessi e a volte perde la connessione Wi-Fi.",
      'Le spazzole si riempiono di capelli e vanno pulite spesso.',
      'Il cestello è troppo piccolo per una famiglia di quattro persone.',
      'Sui tappeti a pelo lungo fa fatica e a volte si ferma.',
      'La decalcificazione va fatta spesso e il ciclo è lungo.',
      'Il cavo di alimentazione è davvero corto.',
      'Ingombrante: la base occupa più spazio di quanto pensassi.',
    ],
    comments: {
      positive: [
        'Con due gatti in casa era un incubo, ora il robot passa ogni giorno e i peli sono spariti. Lo uso da cinque mesi senza problemi.',
        'Ogni mattina un cappuccino perfetto in un minuto. Dopo quattro mesi la macchina funziona come il primo giorno.',
        'Leggera e potentissima, la batteria mi basta per tutta la casa di 90 metri quadri. Non tornerei mai al vecchio aspirapolvere con il filo.',
        "La stazione lava e asciuga i panni da sola: io devo solo cambiare l'acqua una volta a settimana. Un sogno.",
        "Patatine croccanti con un cucchiaio d'olio e cena pronta in venti minuti. In casa la usiamo più del forno.",
        'Silenziosissima, lava benissimo anche a 30 gradi e la centrifuga non fa tremare il pavimento. Ottimo acquisto.',
      ],
      mixed: [
        "Aspira bene, ma in modalità massima la batteria dura un quarto d'ora. Per una casa piccola va bene, per una grande no.",
        'Il robot pulisce bene i pavimenti, ma si incastra spesso sotto i mobili bassi. Ho dovuto mettere delle barriere.',
        'Caffè buono e latte ottimo, però la pulizia quotidiana del gruppo è più laboriosa del previsto.',
        'Dopo tre mesi sono abbastanza soddisfatta: i pavimenti sono puliti, ma i mop lasciano qualche alone sul gres.',
        'Cuoce bene e velocemente, ma il cestello è piccolo per quattro persone e devo fare due giri.',
        "Funziona, ma l'app è confusionaria e perde spesso il collegamento. Con i comandi fisici invece nessun problema.",
      ],
      negative: [
        'Dopo due mesi il robot ha iniziato a girare a vuoto senza trovare la base. Assistenza lentissima.',
        "Perdita d'acqua dal fondo della macchina dopo poche settimane. Ho fatto il reso.",
        'La batteria è morta dopo otto mesi e il ricambio costa quasi un terzo del prodotto. Vergognoso.',
        'Aspirazione deludente: lascia briciole in giro e sui tappeti non raccoglie quasi nulla.',
        "Il rumore è insopportabile, sembra un motore d'aereo. Non la uso più.",
        'Il caffè esce acquoso qualunque regolazione provi. Ho cambiato tre miscele diverse, niente da fare.',
      ],
    },
  },
  audio: {
    titles: {
      positive: [
        'Cancellazione del rumore impressionante',
        'Suono pieno e bassi profondi',
        'Perfette per viaggiare',
        'Comodissime anche dopo ore',
        'Piccolo speaker, grande suono',
        'Le migliori cuffie che abbia provato',
      ],
      mixed: [
        'Suono ottimo, comfort migliorabile',
        'Buone, ma la batteria cala in fretta',
        'ANC valida, microfono scarso',
        "Belle, ma l'app è confusa",
        'Audio buono, connessione instabile',
        'Bene, ma non a questo prezzo',
      ],
      negative: [
        'Si disconnettono continuamente',
        'Un auricolare ha smesso di funzionare',
        'Suono piatto e privo di bassi',
        'Fanno male alle orecchie',
        'Batteria che non tiene la carica',
        'Microfono inutilizzabile in chiamata',
      ],
    },
    pros: [
      'La cancellazione del rumore in aereo e in treno è eccezionale, silenzio quasi totale.',
      'Suono bilanciato e dettagliato, con bassi presenti ma mai invadenti.',
      'Autonomia enorme: le ricarico una volta a settimana usandole ogni giorno.',
      'Comode anche dopo tre ore di fila, non stringono e non scaldano.',
      'La connessione multipunto fra PC e telefono funziona alla perfezione.',
      'La modalità trasparenza è naturale, posso parlare con le persone senza toglierle.',
      "Speaker resistente all'acqua: l'ho usato in spiaggia e in piscina senza problemi.",
      'Volume altissimo per le dimensioni, riempie tutto il giardino.',
      "L'app permette di personalizzare l'equalizzatore in modo semplice.",
      'Microfoni ottimi, in chiamata mi sentono bene anche per strada.',
      'La custodia di ricarica è compatta e si ricarica anche in wireless.',
      'Il sensore di indossamento mette in pausa la musica quando le tolgo.',
      'La soundbar rende finalmente chiari i dialoghi dei film.',
    ],
    cons: [
      'Con il vento la cancellazione del rumore produce un fruscio fastidioso.',
      "D'estate, dopo un paio d'ore, le orecchie sudano sotto i padiglioni.",
      'I comandi touch si attivano per sbaglio quando mi sistemo il cappello.',
      'Custodia voluminosa, non entra nelle tasche dei jeans.',
      'Non si possono usare con il cavo mentre si ricaricano.',
      "Con il codec LDAC attivo l'autonomia si riduce parecchio.",
      "Manca un equalizzatore davvero completo nell'app.",
      'In chiamata la mia voce arriva metallica a chi mi ascolta.',
      'Ritardo audio evidente con alcuni giochi sullo smartphone.',
      'Gli auricolari sono grandi e sporgono dalle orecchie.',
      'I cuscinetti si sono segnati dopo pochi mesi.',
      'Lo speaker non ha un ingresso AUX per le sorgenti analogiche.',
      'Per avere bassi davvero profondi bisogna comprare il subwoofer a parte.',
    ],
    comments: {
      positive: [
        'Le uso ogni giorno in metro e in ufficio da sei mesi: il rumore sparisce e la batteria dura una settimana. Acquisto perfetto.',
        'Volo spesso per lavoro e queste cuffie sono diventate indispensabili. Comodissime anche su un volo di dieci ore.',
        "Suono dettagliato e bassi pieni, con l'equalizzatore le ho regolate a mio gusto. Non le cambierei con nient'altro.",
        'Lo speaker è venuto con noi in campeggio per due settimane: resistente, potente e con una batteria infinita.',
        'Li uso per correre e non si muovono mai. Ottima la modalità trasparenza per sentire le auto.',
        'La soundbar ha trasformato il salotto: dialoghi chiari e un Dolby Atmos che fa sobbalzare sul divano.',
      ],
      mixed: [
        "Suono ottimo e ANC efficace, ma dopo un'ora i padiglioni mi stringono troppo. Le uso solo per tragitti brevi.",
        'Buoni auricolari, ma il microfono in chiamata è scarso e chi mi ascolta sente tutto il traffico.',
        'Audio pulito e bassi potenti, però la connessione salta ogni tanto quando il telefono è in tasca.',
        'Le ho da tre mesi: bene la batteria, meno i comandi touch che si attivano a caso. Nel complesso le tengo.',
        "Lo speaker suona bene, ma a volume massimo distorce un po'. Per l'uso in casa è perfetto.",
        'La cancellazione del rumore è buona ma non al livello della concorrenza che costa uguale. Belle da vedere, però.',
      ],
      negative: [
        "Dopo due mesi l'auricolare sinistro ha smesso di caricarsi. Sostituito in garanzia, ma è successo di nuovo.",
        'Si disconnettono dal telefono ogni dieci minuti. Ho provato di tutto, reset compreso. Reso.',
        'Suono piatto e senza bassi, sembra di ascoltare una radiolina. Deluso dopo tante recensioni positive.',
        "Dopo mezz'ora mi fanno male le orecchie, nessuno dei gommini inclusi è comodo.",
        'La batteria dichiarata di 30 ore in realtà ne dura meno della metà. Pubblicità ingannevole.',
        'In chiamata sono inutilizzabili: tutti mi dicono che mi sentono lontano e metallico.',
      ],
    },
  },
  tablet: {
    titles: {
      positive: [
        'Perfetto per studiare e prendere appunti',
        'Schermo meraviglioso per film e serie',
        'Sostituisce il portatile per molte cose',
        'Leggero, veloce e con batteria infinita',
        'Il tablet ideale per tutta la famiglia',
        'Con la penna è un quaderno digitale',
      ],
      mixed: [
        'Buon tablet, ma gli accessori costano troppo',
        'Ottimo hardware, software limitato',
        'Bene per lo streaming, meno per lavorare',
        'Bello, ma pesante da tenere in mano',
        'Discreto, ma si ricarica lentamente',
        'Schermo top, audio nella media',
      ],
      negative: [
        'Lento e pieno di pubblicità',
        'Schermo che si è crepato da solo',
        'Batteria che dura pochissimo',
        'Penna imprecisa e inutilizzabile',
        'Aggiornamenti assenti dopo un anno',
        'Troppo costoso per quello che offre',
      ],
    },
    pros: [
      "Scrivere con la penna è naturalissimo, all'università ho eliminato i quaderni.",
      'Display luminoso e dai colori vivi, ideale per Netflix a letto.',
      'Batteria che dura tre giorni con un uso moderato.',
      'Quattro altoparlanti con un audio stereo sorprendente per un tablet.',
      'Abbastanza leggero da tenerlo con una mano mentre leggo i fumetti.',
      'Con la cover con tastiera diventa un piccolo portatile per email e documenti.',
      'Fluido e veloce anche con i giochi più impegnativi.',
      'Lo sblocco con il volto funziona bene anche in orizzontale.',
      'La modalità multitasking con due app affiancate è comodissima.',
      'Il profilo per i bambini permette di controllare tempo di utilizzo e contenuti.',
      'Porta USB-C veloce per trasferire le foto dalla fotocamera.',
      'Si integra perfettamente con il telefono per copiare e incollare tra i due.',
      'Lo slot microSD è utile per caricare film prima di partire.',
    ],
    cons: [
      'Penna e tastiera sono vendute a parte e costano parecchio.',
      'Il caricatore incluso è lento, per una ricarica completa servono quasi tre ore.',
      "Lo schermo lucido riflette molto all'aperto.",
      'La memoria della versione base è troppo poca se si scaricano giochi e film.',
      'Alcune app non sono ottimizzate per lo schermo grande.',
      'Senza cover scivola facilmente dalle mani.',
      'La fotocamera frontale è posizionata male per le videochiamate in orizzontale.',
      'Pesante da tenere a lungo in mano a letto.',
      'Manca il jack per le cuffie.',
      'Il multitasking è limitato rispetto a un vero computer.',
      'Lo schermo a 60 Hz si nota dopo aver usato uno smartphone più fluido.',
      'La penna si scarica in fretta se non la si ripone sul magnete.',
      'Interfaccia piena di app preinstallate e suggerimenti pubblicitari.',
    ],
    comments: {
      positive: [
        "Lo uso all'università da un semestre: appunti con la penna, PDF annotati e zero fotocopie. Ha rivoluzionato il mio modo di studiare.",
        "L'ho regalato a mia madre, che lo usa per videochiamate e giornali. Semplice e con uno schermo che si legge benissimo.",
        'Per film e serie in viaggio è perfetto: schermo bellissimo e a fine volo la batteria era ancora a metà.',
        'Con la cover con tastiera lo uso in trasferta al posto del portatile. Email, documenti e videochiamate senza problemi.',
        'Ci disegno ogni sera da tre mesi: la penna non ha latenza percepibile e la superficie è piacevole.',
        'I bambini lo usano per i cartoni e i giochi educativi, e con il profilo dedicato sono tranquilla.',
      ],
      mixed: [
        'Hardware eccellente, ma per lavorare davvero manca qualcosa rispetto a un portatile. Per studio e svago è ottimo.',
        'Schermo bello e fluido, ma tastiera e penna fanno quasi raddoppiare il prezzo finale.',
        'Lo uso da due mesi: bene la batteria, ma con il caricatore incluso si ricarica lentamente.',
        'Ottimo per Netflix e YouTube, meno per i giochi pesanti, che lo fanno scaldare.',
        'Buon tablet, ma pesante da tenere in mano a lungo. Con una cover con supporto il problema si risolve.',
        'Bella la penna, ma alcune app per gli appunti non sono ottimizzate e ci sono piccoli ritardi.',
      ],
      negative: [
        "Lentissimo già all'accensione e pieno di app inutili. Dopo un mese è finito in un cassetto.",
        'Lo schermo si è crepato senza cadute evidenti, e la garanzia non lo copre. Esperienza pessima.',
        'La batteria dura tre ore guardando video. Non è quello che mi aspettavo da un tablet di questo prezzo.',
        'La penna salta le linee e non registra i tratti veloci. Per prendere appunti è inutilizzabile.',
        'Dopo un anno nessun aggiornamento di sistema, e alcune app non funzionano più.',
        'Costa quanto un portatile ma non ne sostituisce nemmeno la metà delle funzioni. Restituito.',
      ],
    },
  },
  smartwatch: {
    titles: {
      positive: [
        'Il compagno perfetto per la corsa',
        'Batteria che dura settimane',
        'GPS preciso e dati affidabili',
        'Comodo anche di notte',
        'Mi ha motivato a muovermi di più',
        'Elegante e completo',
      ],
      mixed: [
        'Buono per lo sport, meno come smartwatch',
        'Preciso, ma la batteria non basta',
        'Bello, ma il cardio è impreciso',
        'Ottimo display, app limitata',
        'Bene, ma troppo grande per polsi piccoli',
        'Tante funzioni, affidabilità nella media',
      ],
      negative: [
        'GPS completamente impreciso',
        'Cinturino rotto dopo un mese',
        'Batteria che non arriva a sera',
        'Notifiche che arrivano in ritardo',
        'Sensori inaffidabili',
        'Si è spento e non si riaccende più',
      ],
    },
    pros: [
      'GPS multibanda precisissimo anche tra i palazzi del centro.',
      'Batteria da due settimane anche usando il GPS tre volte a settimana.',
      'Display AMOLED leggibile sotto il sole e bello da vedere.',
      'Comodo da indossare di notte, non mi accorgo di averlo.',
      'Il monitoraggio del sonno è dettagliato e mi ha aiutato a migliorare le abitudini.',
      'Gli allenamenti suggeriti si adattano davvero al mio stato di forma.',
      'Pagamenti contactless comodissimi quando corro senza portafoglio.',
      'Le notifiche arrivano puntuali e posso rispondere con le risposte rapide.',
      "Resistente all'acqua, lo uso in piscina per contare le vasche.",
      'Cinturino a sgancio rapido, facile da sostituire.',
      'La frequenza cardiaca è affidabile anche durante le ripetute.',
      'Il rilevamento delle cadute dà tranquillità ai miei genitori anziani.',
      'Le mappe offline sono utilissime durante le escursioni in montagna.',
    ],
    cons: [
      'Con lo schermo sempre acceso la batteria dura meno di due giorni.',
      'Il cardio al polso perde colpi negli sprint e negli allenamenti a intervalli.',
      "Il cinturino in silicone fa sudare il polso d'estate.",
      'Troppo grande e spesso per un polso sottile.',
      'Alcune funzioni richiedono un abbonamento a pagamento.',
      'Il caricatore proprietario è facile da perdere e costa caro.',
      'Con iPhone non si può rispondere ai messaggi.',
      'Il conteggio dei passi è generoso: ne segna alcuni anche in macchina.',
      'Lo schermo si graffia facilmente, conviene una pellicola.',
      "L'app sul telefono è piena di menu e difficile da capire all'inizio.",
      'La sincronizzazione con il telefono a volte fallisce.',
      'Niente mappe vere, solo la traccia del percorso.',
      "La luminosità automatica è troppo bassa all'aperto.",
    ],
    comments: {
      positive: [
        'Lo uso da sei mesi per prepararmi alla mezza maratona: GPS preciso, piani di allenamento utilissimi e batteria da due settimane.',
        'Mi ha fatto scoprire che dormivo malissimo. Dopo un mese di piccoli aggiustamenti mi sveglio molto più riposata.',
        'Leggero e comodo anche di notte, lo tolgo solo per caricarlo una volta a settimana. Le notifiche arrivano sempre puntuali.',
        'Perfetto in montagna: mappe offline, altimetro affidabile e una torcia integrata che mi ha salvato più di una sera.',
        'Mio padre lo usa da quattro mesi e il rilevamento delle cadute mi fa stare tranquillo. Facile da usare anche per lui.',
        "Pago con l'orologio, rispondo alle chiamate in bici e registro ogni allenamento. Non potrei più farne a meno.",
      ],
      mixed: [
        'Ottimo per lo sport, ma come smartwatch è limitato: niente risposte ai messaggi e poche app.',
        'Bello e comodo, ma con lo schermo sempre acceso la batteria non arriva a due giorni.',
        'Il GPS è preciso, meno il cardio al polso durante le ripetute. Per i dati seri uso la fascia toracica.',
        "Lo uso da tre mesi: funziona bene, ma alcune funzioni avanzate richiedono l'abbonamento. Fastidioso.",
        'Display meraviglioso, ma su un polso piccolo come il mio sembra enorme.',
        'Il monitoraggio del sonno è interessante, ma a volte registra sonno quando sono sveglio sul divano.',
      ],
      negative: [
        'Il GPS sbaglia le distanze di centinaia di metri anche in campo aperto. Per la corsa è inutile.',
        "Il cinturino si è staccato dopo un mese e l'orologio è caduto sull'asfalto. Schermo graffiato.",
        'La batteria non arriva a sera con le notifiche attive. Dichiarano una settimana, è una barzelletta.',
        'Le notifiche arrivano con minuti di ritardo o non arrivano affatto. Ho provato di tutto.',
        'Frequenza cardiaca a 180 mentre cammino tranquillo: dati completamente inaffidabili.',
        'Dopo tre mesi si è spento e non si è più riacceso. Sono ancora in attesa della sostituzione.',
      ],
    },
  },
  fotocamere: {
    titles: {
      positive: [
        'Autofocus fulmineo e foto splendide',
        'La mia prima mirrorless, amore a prima vista',
        "Qualità d'immagine eccezionale",
        'Perfetta per viaggi e street photography',
        'Video stabilissimi anche camminando',
        'Compatta ma senza compromessi',
      ],
      mixed: [
        'Ottime foto, batteria da migliorare',
        'Bella, ma i menu sono un labirinto',
        'Buona fotocamera, obiettivo del kit debole',
        'Video ottimi, surriscaldamento fastidioso',
        'Valida, ma il prezzo è alto',
        "Buona, ma l'impugnatura è scomoda",
      ],
      negative: [
        'Autofocus inaffidabile',
        'Si surriscalda dopo pochi minuti',
        'Batteria che dura pochissimo',
        'Sensore con pixel morti',
        'Ergonomia pessima',
        'Troppo cara per quello che offre',
      ],
    },
    pros: [
      'Autofocus con riconoscimento degli occhi velocissimo, anche con il cane che corre.',
      'Gamma dinamica ampia, recupero le ombre in post-produzione senza rumore.',
      'Colori dei JPEG bellissimi già in macchina, non devo quasi mai sviluppare i RAW.',
      'Stabilizzazione sul sensore efficace: scatto a mano libera anche a mezzo secondo.',
      'Leggera e compatta, la porto sempre con me in viaggio.',
      'Video 4K nitidi e con colori facili da correggere in post-produzione.',
      'Il mirino elettronico è luminoso e senza ritardi.',
      'Lo schermo orientabile è comodissimo per gli scatti dal basso e per i vlog.',
      'Ottima tenuta agli ISO alti, a 6400 le foto sono ancora pulite.',
      'Trasferire le foto sullo smartphone è semplice e veloce.',
      "Costruzione solida e tropicalizzata, l'ho usata sotto la pioggia senza problemi.",
      'Ghiere dedicate per tempi e ISO, scattare è un piacere.',
      'Doppio slot per le schede di memoria, fondamentale per i matrimoni.',
    ],
    cons: [
      'La batteria non arriva a fine giornata, ne servono almeno due di scorta.',
      'I menu sono complicati e ci vuole tempo per trovare le impostazioni.',
      "L'obiettivo del kit è buio e poco nitido ai bordi.",
      "Registrando in 4K d'estate si surriscalda dopo una ventina di minuti.",
      'Impugnatura piccola, con obiettivi pesanti diventa scomoda.',
      'Un solo slot per la scheda di memoria.',
      'Lo schermo non è orientabile, scomodo per i video in cui mi inquadro.',
      'Le ottiche native costano moltissimo.',
      "Manca l'uscita per le cuffie per monitorare l'audio.",
      "L'app per smartphone è lenta e si disconnette spesso.",
      'Il rolling shutter è evidente nelle panoramiche veloci.',
      'Il caricabatterie esterno non è incluso nella confezione.',
      'Il mirino è piccolo per chi porta gli occhiali.',
    ],
    comments: {
      positive: [
        'Sono passata dallo smartphone a questa mirrorless e la differenza nei ritratti è enorme. Dopo tre mesi la porto ovunque.',
        'Ho fotografato il matrimonio di mia sorella: autofocus sempre a fuoco e file puliti anche in chiesa con poca luce.',
        'Per i vlog è perfetta: schermo girevole, audio buono e video stabili. Il mio canale ne ha guadagnato tanto.',
        'La uso in montagna da un anno, sotto pioggia e neve, senza alcun problema. Foto di paesaggio bellissime.',
        'Le simulazioni pellicola sono una gioia: scatto in JPEG e pubblico senza ritoccare nulla.',
        'Action cam robustissima: surf, bici e snowboard, e i video sono sempre stabili e nitidi.',
      ],
      mixed: [
        'Qualità delle foto eccellente, ma la batteria dura poco: ho dovuto comprarne altre due.',
        'Fotocamera ottima, obiettivo del kit mediocre. Consiglio di prenderla solo corpo e investire in una buona lente.',
        "I video sono belli, ma d'estate in 4K si surriscalda dopo un quarto d'ora.",
        'La uso da due mesi e sto ancora imparando i menu, troppo complicati. Le foto però sono splendide.',
        "Buona qualità, ma con obiettivi pesanti l'impugnatura è troppo piccola per le mie mani.",
        'Bella e leggera, però il prezzo delle ottiche native è davvero alto.',
      ],
      negative: [
        "Nei video l'autofocus perde continuamente il soggetto, anche con il riconoscimento attivo. Delusione totale.",
        'Si è surriscaldata e spenta durante una ripresa importante dopo nemmeno dieci minuti.',
        'Con una carica faccio a malapena 200 scatti. Per un viaggio è impensabile.',
        "Dopo una settimana ho notato due pixel morti sul sensore. Sostituita, ma il controllo qualità dov'è?",
        'Ergonomia pessima: i tasti sono piccoli e si premono per sbaglio. Non riesco ad abituarmi.',
        'A questo prezzo mi aspettavo molto di più, i file hanno rumore già a 1600 ISO.',
      ],
    },
  },
  gaming: {
    titles: {
      positive: [
        'Caricamenti istantanei e grafica pazzesca',
        'Divertimento assicurato per tutta la famiglia',
        'La console portatile definitiva',
        'Controller comodissimo e preciso',
        'Mouse leggerissimo, mira migliorata',
        'Finalmente zero latenza',
      ],
      mixed: [
        'Potente, ma rumorosa',
        'Bella console, pochi giochi esclusivi',
        'Buono, ma la batteria è limitata',
        'Ottime prestazioni, prezzo alto',
        'Comoda, ma i tasti sono rumorosi',
        'Divertente, ma mi fa venire il mal di testa',
      ],
      negative: [
        'Drift delle levette dopo poche settimane',
        'Ventola rumorosissima',
        'Disconnessioni continue',
        'Si surriscalda e si blocca',
        'Costruzione fragile',
        'Non vale il prezzo',
      ],
    },
    pros: [
      "Caricamenti quasi istantanei grazie all'SSD, addio schermate di attesa.",
      'Il feedback aptico e i grilletti adattivi rendono i giochi molto più coinvolgenti.',
      'Silenziosa anche durante le sessioni più lunghe.',
      'Posso giocare sul divano e poi continuare a letto in modalità portatile.',
      'Schermo bellissimo con colori vivi e neri profondi.',
      'Retrocompatibilità ottima, ho recuperato tutta la mia libreria.',
      'Mouse leggerissimo e sensore precisissimo, negli sparatutto la differenza si sente.',
      'Tastiera con switch reattivi e ottima costruzione in alluminio.',
      'Cuffie comode per ore e microfono chiaro su Discord.',
      'Autonomia sorprendente per un dispositivo wireless.',
      'Il Game Pass offre un catalogo enorme a un prezzo mensile contenuto.',
      'Il visore è comodo e il passthrough a colori è impressionante.',
      'Configurazione iniziale semplice e guidata passo passo.',
    ],
    cons: [
      'La memoria interna si riempie in fretta con i giochi moderni.',
      'Le levette hanno iniziato a fare drift dopo qualche mese.',
      'La ventola si sente nei giochi più pesanti.',
      'In modalità portatile la batteria dura poco con i tripla A.',
      'Il controller aggiuntivo costa troppo.',
      'Il prezzo dei giochi nuovi è sempre più alto.',
      'Dimensioni ingombranti, non entra nel mobile del TV.',
      'Il software di gestione delle periferiche è pesante e poco intuitivo.',
      "I cuscinetti delle cuffie scaldano molto d'estate.",
      "Dopo mezz'ora di realtà virtuale ho un po' di nausea.",
      'Windows in modalità portatile è scomodo da usare con i comandi.',
      'La base di ricarica è venduta separatamente.',
      'Troppe luci RGB che non si riescono a spegnere del tutto.',
    ],
    comments: {
      positive: [
        'La uso da sei mesi ogni sera: caricamenti rapidissimi, grafica splendida e il DualSense è un gioiello. Nessun rimpianto.',
        'Regalata ai miei figli a Natale, giochiamo insieme tutta la famiglia. Mario Kart è diventato il nostro rito del venerdì.',
        'La porto in treno ogni giorno da tre mesi: schermo bellissimo e tutta la mia libreria Steam sempre con me.',
        'Con questo mouse la mia mira è migliorata davvero. Leggerissimo, e la batteria dura oltre una settimana.',
        'Cuffie comodissime anche dopo cinque ore di gioco, e i compagni di squadra mi sentono benissimo.',
        "Il visore mi ha sorpreso: ogni mattina mi alleno con un'app di fitness in VR e mi diverto come un bambino.",
      ],
      mixed: [
        'Console potente, ma la ventola si fa sentire nei giochi pesanti. Con le cuffie non è un problema.',
        "Bello giocare ovunque, ma con i titoli pesanti la batteria dura un'ora e mezza. Serve sempre il powerbank.",
        'Il controller è comodo, ma dopo quattro mesi la levetta sinistra ha iniziato a fare un leggero drift.',
        'Ottima tastiera, switch rumorosi però: in ufficio i colleghi non ne sono entusiasti.',
        "Il visore è impressionante, ma dopo mezz'ora mi serve una pausa. Il cinturino di serie è scomodo.",
        'Belle prestazioni, ma lo spazio interno finisce subito: ho dovuto comprare un SSD aggiuntivo.',
      ],
      negative: [
        'Drift delle levette dopo appena un mese di utilizzo. La sostituzione in garanzia ha richiesto tre settimane.',
        'La ventola è rumorosissima anche nei menu. Ho chiesto la sostituzione, ma anche la seconda fa lo stesso.',
        'Le cuffie si disconnettono dal ricevitore ogni pochi minuti. In una partita competitiva è inaccettabile.',
        'Si è bloccata più volte durante il gioco e una volta ha corrotto il salvataggio. Reso immediato.',
        'Plastica scricchiolante e un tasto che si è staccato dopo due mesi. Costruzione indegna del prezzo.',
        'Per quello che costa mi aspettavo molto di più. Pochi giochi interessanti e accessori carissimi.',
      ],
    },
  },
  monitor: {
    titles: {
      positive: [
        'Colori perfetti per il fotoritocco',
        'Fluidità incredibile in gaming',
        'Un solo cavo per tutto',
        'Neri OLED da sogno',
        'Perfetto per lo smart working',
        'Nitidezza 4K spettacolare',
      ],
      mixed: [
        'Bel pannello, supporto traballante',
        'Buon monitor, qualche pixel difettoso',
        'Colori ottimi, uniformità da migliorare',
        'Fluido, ma con ghosting visibile',
        'Bene per lavoro, meno per giocare',
        'Buono, ma il menu OSD è scomodo',
      ],
      negative: [
        'Backlight bleeding evidente',
        'Pixel morti appena acceso',
        'Si spegne da solo',
        'Sfarfallio fastidioso',
        'Colori sbiaditi e slavati',
        'Supporto rotto alla consegna',
      ],
    },
    pros: [
      'Un solo cavo USB-C per immagine, rete e ricarica del portatile: scrivania finalmente ordinata.',
      'Colori accuratissimi già di fabbrica, perfetti per il fotoritocco.',
      'Frequenza altissima, nei giochi competitivi tutto è incredibilmente fluido.',
      'Pannello OLED con neri perfetti, nelle scene scure è imbattibile.',
      'Supporto regolabile in altezza, inclinazione e rotazione, ottimo per la postura.',
      'Testo nitidissimo in 4K, leggere documenti per ore non affatica la vista.',
      'Cornici sottili, con due monitor affiancati lo stacco quasi non si vede.',
      'Il KVM integrato mi permette di usare tastiera e mouse con il PC di casa e il portatile del lavoro.',
      'Trattamento opaco efficace, nessun riflesso dalla finestra.',
      'Gli altoparlanti integrati bastano per le videochiamate.',
      'La curvatura è molto immersiva nei giochi di guida e nei simulatori.',
      'HDR convincente nei giochi compatibili.',
      'Ottimo rapporto qualità-prezzo per un pannello IPS ad alta frequenza.',
    ],
    cons: [
      'Il supporto di serie è traballante e va sostituito con un braccio.',
      'Nelle scene scure si nota un leggero bleeding negli angoli.',
      'Il menu OSD è scomodo da navigare con il joystick posteriore.',
      "L'alimentatore esterno è grande e ingombrante.",
      'La modalità HDR è poco luminosa e sbiadisce i colori.',
      'Il pannello OLED richiede cicli di pulizia che interrompono il lavoro.',
      'La ventola interna, seppur lieve, si sente in una stanza silenziosa.',
      'Gli altoparlanti integrati sono di qualità molto bassa.',
      'Il trattamento lucido riflette le luci della stanza.',
      'Il cavo DisplayPort incluso è troppo corto.',
      'Con i testi in Windows si notano frange di colore attorno ai caratteri.',
      'La potenza della ricarica USB-C non basta per i portatili da gioco.',
      'Il ghosting è evidente nelle scene veloci con le impostazioni standard.',
    ],
    comments: {
      positive: [
        'Lo uso da quattro mesi in smart working: un solo cavo per il portatile, colori ottimi e nessuna stanchezza visiva.',
        'Sono passato da 60 a 240 Hz e non si torna più indietro. Nei giochi competitivi la fluidità fa la differenza.',
        'Neri perfetti e colori vibranti: giocare e guardare film su questo OLED è un altro pianeta.',
        'Faccio il grafico e i colori sono fedeli già di fabbrica, come confermato dal mio colorimetro. Ottimo acquisto.',
        'Testo nitidissimo e supporto regolabile in tutte le direzioni. La mia schiena ringrazia, dopo otto ore al giorno.',
        'Per il prezzo pagato è incredibile: pannello IPS veloce, nessun pixel difettoso e cornici sottili.',
      ],
      mixed: [
        'Il pannello è bello, ma il supporto traballa ogni volta che scrivo. Ho comprato un braccio da scrivania.',
        "Ottimo per il lavoro, ma nei giochi veloci si nota un po' di ghosting. Alzando l'overdrive va meglio.",
        "Colori buoni, ma l'uniformità del pannello non è perfetta e un angolo è leggermente più chiaro.",
        "Lo uso da due mesi: l'OLED è spettacolare, ma i cicli di pulizia del pannello mi interrompono spesso.",
        'Fluido e nitido, però il menu OSD è un incubo da usare. Una volta impostato non lo tocco più.',
        "Bel monitor, ma l'HDR è poco convincente. Per il prezzo mi aspettavo di più su questo aspetto.",
      ],
      negative: [
        'Appena acceso ho notato tre pixel morti al centro dello schermo. Reso immediato.',
        'Bleeding pazzesco negli angoli: con lo sfondo nero sembra che ci sia una torcia accesa. Inaccettabile.',
        'Si spegne da solo più volte al giorno e si riaccende dopo qualche secondo. Nessun firmware ha risolto.',
        "Sfarfallio evidente a bassa luminosità, dopo un'ora ho mal di testa.",
        'Colori slavati e spenti anche dopo la calibrazione. Il mio vecchio monitor era meglio.',
        'Arrivato con il supporto rotto e un graffio sullo schermo. Imballaggio insufficiente.',
      ],
    },
  },
};

export const genericPhrases: ReviewPhrases = {
  titles: {
    positive: [
      'Ottimo acquisto, lo ricomprerei',
      'Supera le aspettative',
      'Qualità eccellente per il prezzo',
      'Consigliatissimo',
      'Soddisfatto dopo mesi di utilizzo',
      'Fa esattamente ciò che promette',
      'Un acquisto azzeccato',
    ],
    mixed: [
      'Buono, ma con qualche compromesso',
      'Nel complesso discreto',
      'Pro e contro da valutare',
      'Bene ma non benissimo',
      'Si poteva fare di più',
      'Promosso con riserva',
      'Giusto nella media',
    ],
    negative: [
      'Deluso, non lo consiglio',
      'Non vale quello che costa',
      'Problemi dopo poche settimane',
      'Aspettative tradite',
      'Reso dopo pochi giorni',
      'Qualità inferiore al previsto',
      'Da evitare',
    ],
  },
  pros: [
    'Ottimo rapporto qualità-prezzo rispetto alla concorrenza.',
    'Materiali solidi e ben assemblati, si vede che è un prodotto curato.',
    'Configurazione iniziale semplicissima, in dieci minuti era tutto pronto.',
    "L'app di gestione è chiara e riceve aggiornamenti frequenti.",
    'Design elegante che sta bene in qualsiasi ambiente.',
    'Confezione curata, con accessori utili già inclusi.',
    'Gli aggiornamenti software regolari hanno aggiunto nuove funzioni nel tempo.',
    'Assistenza clienti rapida e cortese quando ho avuto un dubbio.',
    'Dopo mesi di uso quotidiano funziona ancora come il primo giorno.',
    'Istruzioni chiare e complete in italiano.',
    'Si integra bene con gli altri dispositivi che ho in casa.',
    'Consumi energetici contenuti.',
    'Garanzia del produttore estesa e facile da attivare.',
  ],
  cons: [
    "Il prezzo di listino è alto, conviene aspettare un'offerta.",
    'Il manuale di istruzioni è poco chiaro e tradotto male in alcuni punti.',
    "L'app richiede la registrazione di un account anche per le funzioni di base.",
    'Alcuni accessori utili vanno acquistati a parte.',
    'Le plastiche lucide trattengono impronte e polvere.',
    'Il caricatore non è incluso nella confezione.',
    'Gli aggiornamenti software arrivano con molto ritardo.',
    'Assistenza difficile da contattare, ho atteso giorni per una risposta.',
    'Imballaggio eccessivo, con troppa plastica.',
    'Qualche bug software, risolto solo dopo settimane.',
    'Poche colorazioni disponibili.',
    'Il cavo fornito in dotazione è troppo corto.',
    'Con il tempo le superfici tendono a graffiarsi.',
  ],
  comments: {
    positive: [
      'Lo uso ogni giorno da circa tre mesi e non ho nulla da rimproverargli. Consigliato a chi cerca qualcosa di affidabile.',
      'Arrivato in perfette condizioni, configurato in pochi minuti e funziona benissimo. Sono davvero soddisfatto.',
      'Avevo qualche dubbio dopo aver letto pareri contrastanti, ma dopo sei settimane posso dire che è un ottimo prodotto.',
      "L'ho regalato a mio marito e ora lo vorrei anch'io. Qualità costruttiva eccellente e facilissimo da usare.",
      'Dopo quasi un anno di uso intenso funziona ancora perfettamente. Per me è promosso a pieni voti.',
      'Prezzo onesto per quello che offre, e in offerta diventa un affare. Lo consiglierei senza esitare.',
    ],
    mixed: [
      'Fa il suo lavoro, ma alcune scelte non mi convincono del tutto. Se lo trovate in offerta vale la pena.',
      'Dopo un mese le impressioni sono positive, ma ho notato qualche difetto di finitura. Vedremo come regge nel tempo.',
      "Buon prodotto, anche se l'app andrebbe migliorata. Le funzioni principali comunque funzionano bene.",
      "Qualità buona, prezzo un po' alto. Nel complesso non mi pento, ma non griderei al miracolo.",
      "Mi trovo bene nell'uso quotidiano, meno con gli accessori, che vanno comprati a parte.",
      'Alcuni aspetti sono eccellenti, altri nella media. Tre stelle piene, forse qualcosa in più.',
    ],
    negative: [
      'Dopo tre settimane ha smesso di funzionare correttamente. Ho richiesto il reso e aspetto ancora il rimborso.',
      'Non corrisponde alla descrizione: le prestazioni sono molto inferiori a quelle promesse. Deluso.',
      "Qualità costruttiva scadente, si è rovinato dopo poco nonostante l'abbia trattato con cura.",
      'Assistenza inesistente: nessuna risposta alle mie email per settimane. Non comprerò più questo marchio.',
      'Troppi difetti per il prezzo che ha. Con la stessa cifra si trova di meglio.',
      'Funzionava a singhiozzo fin dal primo giorno. Sostituito una volta, stesso problema. Lasciate perdere.',
    ],
  },
};

/** Reasons a moderator might give when rejecting a review (Italian, 20..200 chars). */
export const rejectionReasons: string[] = [
  'La recensione non descrive il prodotto ma la spedizione del venditore.',
  'Il testo contiene linguaggio offensivo o irrispettoso verso altri utenti o verso il marchio.',
  'La recensione contiene link esterni o contenuti promozionali non consentiti.',
  "Il contenuto risulta copiato da un'altra recensione già pubblicata sul sito.",
  'La recensione riguarda un prodotto diverso da quello della scheda.',
  'Il testo è troppo generico e non offre informazioni utili sul prodotto.',
  'La recensione contiene dati personali come numeri di telefono o indirizzi email.',
  'Il voto assegnato è in evidente contraddizione con il contenuto della recensione.',
];
