/**
 * Demo catalogue for Provato (Italian tech product reviews).
 *
 * Pure data, consumed by the deterministic seeder. No side effects.
 * Strings that contain an apostrophe use double quotes; everything else uses single quotes.
 */

export type DemoCategory = { slug: string; name: string; description: string };

/**
 * What a product is, finer than its category: its reviews talk about what this kind of thing does
 * (a keyboard's switches, a kettle's spout) and its picture draws one (scripts/seed/demo-images.ts).
 */
export const productKinds = [
  'smartphone',
  'laptop',
  'gaming-laptop',
  'tv',
  'monitor',
  'tablet',
  'smartwatch',
  'sportwatch',
  'fitness-band',
  'camera',
  'action-cam',
  'gimbal-camera',
  'console',
  'handheld',
  'vr-headset',
  'controller',
  'mouse',
  'keyboard',
  'gaming-headset',
  'headphones',
  'earbuds',
  'speaker',
  'soundbar',
  'stick-vacuum',
  'robot-vacuum',
  'coffee-machine',
  'air-fryer',
  'kitchen-machine',
  'washing-machine',
  'kettle',
] as const;
export type ProductKind = (typeof productKinds)[number];

export type DemoProduct = {
  /** Full commercial name including brand, e.g. 'Samsung Galaxy S24 Ultra'. */
  name: string;
  /** Brand, e.g. 'Samsung'. */
  brand: string;
  /** A DemoCategory slug. */
  category: string;
  /** What the product is (its reviews and its picture follow it). */
  kind: ProductKind;
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

/** The grammatical gender a reviewer writes in ("sono rimasto" / "sono rimasta"). */
export type Gender = 'm' | 'f';
export type DemoUser = { firstName: string; lastName: string; email: string; gender: Gender };

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
  { firstName: 'Marco', lastName: 'Rossi', email: 'marco.rossi@example.com', gender: 'm' },
  { firstName: 'Giulia', lastName: 'Bianchi', email: 'giulia.bianchi@example.com', gender: 'f' },
  { firstName: 'Niccolò', lastName: 'Ferrari', email: 'niccolo.ferrari@example.com', gender: 'm' },
  { firstName: 'Chiara', lastName: "D'Angelo", email: 'chiara.dangelo@example.com', gender: 'f' },
  { firstName: 'Alessandro', lastName: 'Russo', email: 'alessandro.russo@example.com', gender: 'm' },
  { firstName: 'Francesca', lastName: 'Romano', email: 'francesca.romano@example.com', gender: 'f' },
  { firstName: 'Luca', lastName: 'Colombo', email: 'luca.colombo@example.com', gender: 'm' },
  { firstName: 'Sara', lastName: 'Cantù', email: 'sara.cantu@example.com', gender: 'f' },
  { firstName: 'Matteo', lastName: 'Marino', email: 'matteo.marino@example.com', gender: 'm' },
  { firstName: 'Martina', lastName: 'Greco', email: 'martina.greco@example.com', gender: 'f' },
  { firstName: 'Andrea', lastName: 'Bruno', email: 'andrea.bruno@example.com', gender: 'm' },
  { firstName: 'Elena', lastName: 'Gallo', email: 'elena.gallo@example.com', gender: 'f' },
  { firstName: 'Nicolò', lastName: 'Conti', email: 'nicolo.conti@example.com', gender: 'm' },
  { firstName: 'Federica', lastName: 'De Luca', email: 'federica.deluca@example.com', gender: 'f' },
  { firstName: 'Giuseppe', lastName: 'Mancini', email: 'giuseppe.mancini@example.com', gender: 'm' },
  { firstName: 'Valentina', lastName: 'Costa', email: 'valentina.costa@example.com', gender: 'f' },
  { firstName: 'Lorenzo', lastName: "Dell'Acqua", email: 'lorenzo.dellacqua@example.com', gender: 'm' },
  { firstName: 'Alessia', lastName: 'Rizzo', email: 'alessia.rizzo@example.com', gender: 'f' },
  { firstName: 'Simone', lastName: 'Lombardi', email: 'simone.lombardi@example.com', gender: 'm' },
  { firstName: 'Ilaria', lastName: 'Moretti', email: 'ilaria.moretti@example.com', gender: 'f' },
];

export const demoProducts: DemoProduct[] = [
  // ---------------------------------------------------------------- smartphone
  {
    name: 'Apple iPhone 15',
    brand: 'Apple',
    category: 'smartphone',
    kind: 'smartphone',
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
    kind: 'smartphone',
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
    kind: 'smartphone',
    description:
      "iPhone 16 introduce il tasto Controllo fotocamera e il tasto Azione personalizzabile, con il chip A18 progettato per Apple Intelligence. Il display da 6,1 pollici raggiunge 2000 nit all'aperto e la doppia fotocamera Fusion da 48 MP registra anche video spaziali. Ricarica MagSafe fino a 25 W.",
    price: 829.9,
    variants: ['128 GB', '256 GB', '512 GB'],
  },
  {
    name: 'Apple iPhone 16e',
    brand: 'Apple',
    category: 'smartphone',
    kind: 'smartphone',
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
    kind: 'smartphone',
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
    kind: 'smartphone',
    description:
      'Il top di gamma Samsung ha un telaio in titanio, S Pen integrata e un display Dynamic AMOLED 2X da 6,8 pollici protetto da vetro Gorilla Armor antiriflesso. Il processore Snapdragon 8 Gen 3 for Galaxy alimenta le funzioni Galaxy AI come Cerchia e Cerca e la traduzione delle chiamate. Fotocamera principale da 200 MP e teleobiettivo 5x da 50 MP.',
    price: 999,
    variants: ['256 GB', '512 GB', '1 TB'],
  },
  {
    name: 'Samsung Galaxy S25',
    brand: 'Samsung',
    category: 'smartphone',
    kind: 'smartphone',
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
    kind: 'smartphone',
    description:
      'Il medio gamma Samsung con cornice in alluminio e retro in vetro offre un display Super AMOLED da 6,6 pollici a 120 Hz e la certificazione IP67. Il processore Exynos 1480 e la batteria da 5000 mAh garantiscono una giornata e mezza di utilizzo. Fotocamera principale da 50 MP con stabilizzazione ottica.',
    price: 329.9,
    ean: '8806094945409',
  },
  {
    name: 'Samsung Galaxy Z Flip6',
    brand: 'Samsung',
    category: 'smartphone',
    kind: 'smartphone',
    description:
      "Lo smartphone pieghevole a conchiglia di Samsung unisce un display interno da 6,7 pollici a un ampio schermo esterno Flex Window da 3,4 pollici. Il processore Snapdragon 8 Gen 3, la batteria da 4000 mAh e la nuova fotocamera da 50 MP lo rendono più completo della generazione precedente. Resiste all'acqua con certificazione IP48.",
    price: 899,
  },
  {
    name: 'Xiaomi Redmi Note 13 Pro 5G',
    brand: 'Xiaomi',
    category: 'smartphone',
    kind: 'smartphone',
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
    kind: 'smartphone',
    description:
      'Realizzato in collaborazione con Leica, lo Xiaomi 14T Pro monta un sensore principale Light Fusion 900 da 50 MP e un teleobiettivo 2,6x. Il processore MediaTek Dimensity 9300+ e lo schermo AMOLED da 6,67 pollici a 144 Hz lo rendono adatto anche al gaming. La batteria da 5000 mAh si ricarica a 120 W in circa 20 minuti.',
    price: 649,
    ean: '6941482160087',
  },
  {
    name: 'Google Pixel 8a',
    brand: 'Google',
    category: 'smartphone',
    kind: 'smartphone',
    description:
      'Il Pixel 8a porta il chip Google Tensor G3 e le funzioni di intelligenza artificiale dei Pixel più costosi in un corpo compatto con display Actua da 6,1 pollici a 120 Hz. Google garantisce sette anni di aggiornamenti del sistema operativo e di sicurezza. La fotocamera da 64 MP include Gomma magica e Foto migliore.',
    price: 399,
    variants: ['128 GB', '256 GB'],
  },
  {
    name: 'Google Pixel 9 Pro',
    brand: 'Google',
    category: 'smartphone',
    kind: 'smartphone',
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
    kind: 'smartphone',
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
    kind: 'smartphone',
    description:
      "Il Motorola edge 50 Pro ha un display pOLED curvo da 6,7 pollici a 144 Hz con colori certificati Pantone e un retro in similpelle vegana. Processore Snapdragon 7 Gen 3, ricarica TurboPower da 125 W e certificazione IP68. La fotocamera da 50 MP sfrutta l'intelligenza artificiale moto ai.",
    price: 349,
  },
  {
    name: 'Nothing Phone (2a)',
    brand: 'Nothing',
    category: 'smartphone',
    kind: 'smartphone',
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
    kind: 'smartphone',
    description:
      "Sottile e leggero, l'OPPO Reno12 Pro 5G ha uno schermo AMOLED curvo da 6,7 pollici e un teleobiettivo per ritratti da 50 MP con zoom ottico 2x. Il processore Dimensity 7300-Energy e la batteria da 5000 mAh con ricarica SUPERVOOC a 80 W garantiscono un'autonomia solida. Numerose funzioni di editing con intelligenza artificiale.",
    price: 449,
    ean: '6946306094135',
  },
  {
    name: 'Honor Magic6 Pro',
    brand: 'Honor',
    category: 'smartphone',
    kind: 'smartphone',
    description:
      'Honor Magic6 Pro monta una batteria al silicio-carbonio da 5600 mAh, ricaricabile a 80 W, e un display LTPO da 6,8 pollici che arriva a 5000 nit di picco. Il teleobiettivo periscopico da 180 MP e il sensore principale a diaframma variabile lo collocano tra i migliori cameraphone. Processore Snapdragon 8 Gen 3.',
    price: 899,
  },
  {
    name: 'realme 12 Pro+ 5G',
    brand: 'realme',
    category: 'smartphone',
    kind: 'smartphone',
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
    kind: 'laptop',
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
    kind: 'laptop',
    description:
      'Con il chip M4 e 16 GB di memoria unificata di serie, il MacBook Air da 15 pollici è pensato per chi vuole uno schermo ampio senza rinunciare alla portabilità. La videocamera Center Stage da 12 MP, il sistema audio a sei altoparlanti e fino a 18 ore di autonomia lo rendono ideale per lavoro e intrattenimento.',
    price: 1399,
    variants: ['16 GB / 256 GB', '16 GB / 512 GB', '24 GB / 512 GB'],
  },
  {
    name: 'Apple MacBook Pro 14 M4 Pro',
    brand: 'Apple',
    category: 'laptop',
    kind: 'laptop',
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
    kind: 'laptop',
    description:
      "L'IdeaPad Slim 5 di nona generazione ha uno chassis in alluminio da 1,46 kg e un display OLED WUXGA da 14 pollici con copertura del 100% DCI-P3. Il processore AMD Ryzen 7 8845HS con NPU integrata, 16 GB di RAM e SSD da 1 TB assicurano prestazioni ampie per studio e ufficio.",
    price: 749,
    ean: '0196131657517',
  },
  {
    name: 'Lenovo ThinkPad X1 Carbon Gen 12',
    brand: 'Lenovo',
    category: 'laptop',
    kind: 'laptop',
    description:
      "L'ultraleggero business per eccellenza pesa circa 1,09 kg e integra un processore Intel Core Ultra 7 155U con piattaforma vPro. Lo schermo OLED 2,8K da 14 pollici, la storica tastiera ThinkPad e la webcam da 5 MP con rilevamento della presenza lo rendono perfetto per chi lavora in mobilità.",
    price: 2199,
  },
  {
    name: 'Lenovo Legion Pro 5 Gen 9',
    brand: 'Lenovo',
    category: 'laptop',
    kind: 'gaming-laptop',
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
    kind: 'laptop',
    description:
      "L'HP Pavilion Plus 14 offre un display OLED 2,8K a 120 Hz in un corpo in alluminio da 1,4 kg. Il processore Intel Core Ultra 5 125H con grafica Intel Arc, 16 GB di RAM e SSD da 512 GB lo rendono un portatile versatile per lavoro, studio e un po' di fotoritocco.",
    price: 849,
    ean: '0196838713868',
  },
  {
    name: 'HP OmniBook X 14',
    brand: 'HP',
    category: 'laptop',
    kind: 'laptop',
    description:
      "Copilot+ PC con processore Qualcomm Snapdragon X Elite e NPU da 45 TOPS, l'HP OmniBook X 14 promette oltre 20 ore di riproduzione video. Display touch 2,2K da 14 pollici, 16 GB di RAM e SSD da 1 TB in uno chassis sottile da 1,34 kg.",
    price: 1099,
  },
  {
    name: 'Dell XPS 13 9345',
    brand: 'Dell',
    category: 'laptop',
    kind: 'laptop',
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
    kind: 'laptop',
    description:
      'Un portatile essenziale per la famiglia e lo studio: AMD Ryzen 5 7530U, 16 GB di RAM e SSD da 512 GB. Lo schermo Full HD da 15,6 pollici a 120 Hz rende fluida la navigazione, e il tastierino numerico è comodo per fogli di calcolo e contabilità.',
    price: 499,
    ean: '5884192352261',
  },
  {
    name: 'ASUS Zenbook 14 OLED UX3405',
    brand: 'ASUS',
    category: 'laptop',
    kind: 'laptop',
    description:
      "Lo Zenbook 14 OLED pesa 1,2 kg e nasconde una batteria da 75 Wh che supera facilmente le 12 ore di utilizzo leggero. Il display OLED 3K a 120 Hz certificato VESA DisplayHDR True Black 600 è tra i migliori della categoria, mentre il processore Intel Core Ultra 7 155H gestisce senza affanno anche l'editing video leggero.",
    price: 1099,
  },
  {
    name: 'ASUS ROG Zephyrus G14 (2024)',
    brand: 'ASUS',
    category: 'laptop',
    kind: 'gaming-laptop',
    description:
      'Il nuovo Zephyrus G14 passa a uno chassis in alluminio lavorato CNC e a un display ROG Nebula OLED 3K da 14 pollici a 120 Hz. AMD Ryzen 9 8945HS e NVIDIA GeForce RTX 4070 lo rendono uno dei portatili da gioco più compatti e potenti, con un peso di appena 1,5 kg.',
    price: 1999,
    ean: '4711124193122',
  },
  {
    name: 'ASUS Vivobook 15 X1504VA',
    brand: 'ASUS',
    category: 'laptop',
    kind: 'laptop',
    description:
      'Il Vivobook 15 è un portatile da tutti i giorni con processore Intel Core i5-1335U, 16 GB di RAM e SSD da 512 GB. Lo schermo Full HD da 15,6 pollici con cornici sottili, la webcam con otturatore fisico e la ricarica rapida lo rendono pratico per studenti e smart working.',
    price: 549,
    ean: '4711127387337',
  },
  {
    name: 'Acer Swift Go 14',
    brand: 'Acer',
    category: 'laptop',
    kind: 'laptop',
    description:
      "L'Acer Swift Go 14 offre un display OLED 2,8K a 90 Hz, processore Intel Core Ultra 7 155H e 16 GB di RAM LPDDR5X in un corpo in alluminio da 1,3 kg. La webcam QHD con effetti basati sull'intelligenza artificiale e la porta Thunderbolt 4 completano una dotazione da ultrabook premium.",
    price: 899,
  },
  {
    name: 'Acer Nitro V 15',
    brand: 'Acer',
    category: 'laptop',
    kind: 'gaming-laptop',
    description:
      "Il Nitro V 15 è un portatile da gioco d'ingresso con Intel Core i5-13420H e NVIDIA GeForce RTX 4050 con DLSS 3. Il display IPS Full HD da 15,6 pollici a 144 Hz e il doppio ventilatore permettono di giocare ai titoli recenti in Full HD con frame rate elevati.",
    price: 799,
    ean: '4710331007222',
  },
  {
    name: 'Microsoft Surface Laptop 7 13,8',
    brand: 'Microsoft',
    category: 'laptop',
    kind: 'laptop',
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
    kind: 'gaming-laptop',
    description:
      'Il MSI Katana 15 monta un Intel Core i7-13620H e una NVIDIA GeForce RTX 4060 con 8 GB di memoria GDDR6. Il display Full HD a 144 Hz, la tastiera retroilluminata RGB a quattro zone e il sistema di raffreddamento Cooler Boost 5 ne fanno una macchina da gioco dal prezzo accessibile.',
    price: 1049,
  },
  {
    name: 'Huawei MateBook 14 (2024)',
    brand: 'Huawei',
    category: 'laptop',
    kind: 'laptop',
    description:
      "Il MateBook 14 del 2024 monta un display OLED touch da 14,2 pollici a 120 Hz con rapporto 3:2 e un processore Intel Core Ultra 5 125H. Pesa 1,31 kg e la batteria da 70 Wh assicura un'intera giornata di lavoro; il sensore di impronte è integrato nel tasto di accensione.",
    price: 999,
    ean: '6942495819924',
  },
  {
    name: 'Samsung Galaxy Book4 Pro 14',
    brand: 'Samsung',
    category: 'laptop',
    kind: 'laptop',
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
    kind: 'tv',
    description:
      "Il C4 è l'OLED più equilibrato di LG: pannello evo con processore α9 Gen7 AI, frequenza fino a 144 Hz e quattro porte HDMI 2.1 compatibili con G-Sync e FreeSync Premium. Il sistema webOS 24 offre tutte le principali app di streaming e supporta Dolby Vision e Dolby Atmos.",
    price: 1299,
  },
  {
    name: 'LG OLED evo C5',
    brand: 'LG',
    category: 'tv',
    kind: 'tv',
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
    kind: 'tv',
    description:
      'Il G4 utilizza la tecnologia Micro Lens Array per raggiungere una luminosità superiore agli OLED tradizionali, gestita dal processore α11 AI. È pensato per il montaggio a parete grazie al design Gallery ultrapiatto e supporta Dolby Vision, HDR10 e HGIG.',
    price: 2499,
    ean: '8806080265122',
  },
  {
    name: 'LG QNED86 65"',
    brand: 'LG',
    category: 'tv',
    kind: 'tv',
    description:
      "Il QNED86 combina Quantum Dot e NanoCell su un pannello LCD 4K da 65 pollici con retroilluminazione Full Array Local Dimming. Il processore α8 AI, la frequenza a 120 Hz e webOS con telecomando Magic Remote offrono un'esperienza completa a un prezzo contenuto.",
    price: 899,
  },
  {
    name: 'Samsung Neo QLED QN90D',
    brand: 'Samsung',
    category: 'tv',
    kind: 'tv',
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
    kind: 'tv',
    description:
      "Il Samsung S90D offre i neri assoluti dell'OLED con colori brillanti e un processore NQ4 AI Gen2 che ottimizza immagine e audio. Il sistema Tizen include Samsung TV Plus e il Gaming Hub per il cloud gaming, con supporto HDR10+ e frequenza fino a 144 Hz.",
    price: 1099,
    ean: '8806094293456',
  },
  {
    name: 'Samsung Crystal UHD CU7170 50"',
    brand: 'Samsung',
    category: 'tv',
    kind: 'tv',
    description:
      "Televisore 4K da 50 pollici con processore Crystal 4K e HDR10+, ideale come TV secondario o per chi cerca un prodotto essenziale. Il sistema Tizen include le principali app di streaming e la funzione Object Tracking Sound Lite per un audio che segue l'azione.",
    price: 349,
  },
  {
    name: 'Samsung The Frame LS03D 55"',
    brand: 'Samsung',
    category: 'tv',
    kind: 'tv',
    description:
      "The Frame è il televisore che si trasforma in quadro: lo schermo opaco antiriflesso e la modalità Arte mostrano opere d'arte quando non guardi la TV. Pannello QLED 4K a 120 Hz, cornici magnetiche intercambiabili e installazione a filo parete.",
    price: 1099,
    ean: '8806094545012',
  },
  {
    name: 'Sony BRAVIA 7',
    brand: 'Sony',
    category: 'tv',
    kind: 'tv',
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
    kind: 'tv',
    description:
      "Il BRAVIA 8 è l'OLED 4K di Sony con processore XR e cornici sottilissime, compatibile con Dolby Vision, IMAX Enhanced e la modalità Netflix Adaptive Calibrated. Il sistema Acoustic Surface Audio+ fa vibrare il pannello stesso per un suono centrato sull'immagine.",
    price: 1399,
  },
  {
    name: 'Sony BRAVIA 9 75"',
    brand: 'Sony',
    category: 'tv',
    kind: 'tv',
    description:
      'Il top di gamma LCD di Sony usa una retroilluminazione Mini LED molto più luminosa rispetto ai modelli precedenti, con un controllo delle zone estremamente preciso. Nel formato da 75 pollici offre un HDR spettacolare, Google TV e un sistema audio con Bass Reflex integrato.',
    price: 3299,
    ean: '4548735549341',
  },
  {
    name: 'Philips OLED809 55"',
    brand: 'Philips',
    category: 'tv',
    kind: 'tv',
    description:
      "Il Philips OLED809 unisce un pannello OLED con processore P5 AI all'Ambilight su tre lati, che proietta sulla parete i colori dello schermo. Supporta Dolby Vision, HDR10+ e frequenza fino a 144 Hz per il gaming, con un audio Dolby Atmos da 50 W.",
    price: 1099,
    ean: '8710107965318',
  },
  {
    name: 'Philips The One 55PUS8909',
    brand: 'Philips',
    category: 'tv',
    kind: 'tv',
    description:
      "The One è il TV LED 4K di Philips con Ambilight su tre lati e pannello a 120 Hz, compatibile con Dolby Vision e HDR10+. Il sistema Titan OS offre un'interfaccia semplice e veloce con tutte le principali app di streaming.",
    price: 599,
  },
  {
    name: 'TCL C855 65"',
    brand: 'TCL',
    category: 'tv',
    kind: 'tv',
    description:
      "Il TCL C855 è un televisore QD-Mini LED con oltre mille zone di local dimming e picchi di luminosità molto elevati. La frequenza a 144 Hz, Google TV e l'audio Onkyo 2.1 lo rendono un televisore completo a un prezzo competitivo.",
    price: 999,
    ean: '6942705513000',
  },
  {
    name: 'TCL 55C645',
    brand: 'TCL',
    category: 'tv',
    kind: 'tv',
    description:
      'Il TCL C645 è un QLED 4K da 55 pollici con HDR10+ e Dolby Vision, Google TV integrata e Game Master per ridurre la latenza con le console. Una scelta conveniente per chi cerca colori vivaci senza spendere troppo.',
    price: 399,
    ean: '6942709472204',
  },
  {
    name: 'Hisense U8NQ 65"',
    brand: 'Hisense',
    category: 'tv',
    kind: 'tv',
    description:
      "Il Hisense U8NQ offre un pannello Mini LED Pro con migliaia di zone di local dimming e una luminosità di picco molto elevata. La frequenza a 144 Hz, il supporto Dolby Vision IQ e l'audio 2.1.2 con Dolby Atmos lo rendono versatile tra cinema e gaming.",
    price: 1099,
  },
  {
    name: 'Hisense A6K 43"',
    brand: 'Hisense',
    category: 'tv',
    kind: 'tv',
    description:
      'Televisore 4K da 43 pollici con Dolby Vision e sistema smart VIDAA, pensato per cucina, cameretta o come primo televisore. Supporta il controllo vocale con Alexa e offre una modalità gioco a bassa latenza.',
    price: 249,
    ean: '6921188674491',
  },
  {
    name: 'Panasonic TV-55Z95A',
    brand: 'Panasonic',
    category: 'tv',
    kind: 'tv',
    description:
      "L'OLED top di gamma Panasonic del 2024 usa un pannello Master OLED Ultimate calibrato dai professionisti di Hollywood e integra per la prima volta Fire TV. Il sistema audio 360° Soundscape Pro con altoparlanti rivolti verso l'alto offre un suono ampio anche senza soundbar.",
    price: 1799,
    ean: '5025318179090',
  },
  {
    name: 'Xiaomi TV A Pro 55 2025',
    brand: 'Xiaomi',
    category: 'tv',
    kind: 'tv',
    description:
      'Lo Xiaomi TV A Pro 2025 da 55 pollici ha un pannello QLED 4K con cornici metalliche sottili e Google TV integrata. Supporta Dolby Vision, HDR10+ e Dolby Audio, con la tecnologia MEMC per rendere più fluide le scene veloci.',
    price: 379,
  },

  // ---------------------------------------------------------------- elettrodomestici
  {
    name: 'Dyson V15 Detect Absolute',
    brand: 'Dyson',
    category: 'elettrodomestici',
    kind: 'stick-vacuum',
    description:
      "Il Dyson V15 Detect Absolute illumina la polvere invisibile con un laser inclinato e conta le particelle aspirate grazie al sensore piezoelettrico, mostrando i dati sul display LCD. L'autonomia arriva a 60 minuti in modalità Eco e la spazzola Digital Motorbar antigroviglio evita che i capelli si attorciglino.",
    price: 649,
    ean: '5040967634868',
  },
  {
    name: 'Dyson V12 Detect Slim',
    brand: 'Dyson',
    category: 'elettrodomestici',
    kind: 'stick-vacuum',
    description:
      'Più leggero del V15, il V12 Detect Slim pesa 2,2 kg e mantiene il laser che evidenzia la polvere sui pavimenti duri. Il sensore piezoelettrico regola automaticamente la potenza in base allo sporco e la batteria dura fino a 60 minuti.',
    price: 499,
    ean: '5040966686196',
  },
  {
    name: "De'Longhi Magnifica Evo ECAM290.61.B",
    brand: "De'Longhi",
    category: 'elettrodomestici',
    kind: 'coffee-machine',
    description:
      'Macchina da caffè superautomatica con sistema LatteCrema per cappuccini e latte macchiato con un solo tocco. Il macinacaffè conico in acciaio a 13 livelli e le sette ricette preimpostate soddisfano tutti i gusti, mentre il serbatoio da 1,8 litri e il contenitore del latte lavabile in lavastoviglie semplificano la manutenzione.',
    price: 429,
  },
  {
    name: "De'Longhi Dedica Style EC685",
    brand: "De'Longhi",
    category: 'elettrodomestici',
    kind: 'coffee-machine',
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
    kind: 'coffee-machine',
    description:
      "La Philips Serie 3300 LatteGo prepara sei bevande, dall'espresso al cappuccino, con il sistema LatteGo composto da due sole parti e privo di tubi. Macine in ceramica a 12 livelli, filtro AquaClean fino a 5000 tazze senza decalcificazione e display touch intuitivo.",
    price: 399,
    ean: '8710106201288',
  },
  {
    name: 'iRobot Roomba Combo j9+',
    brand: 'iRobot',
    category: 'elettrodomestici',
    kind: 'robot-vacuum',
    description:
      "Il robot aspirapolvere e lavapavimenti più evoluto di iRobot solleva il panno sopra la scocca quando incontra i tappeti e svuota automaticamente il contenitore nella base. Riconosce ed evita cavi e deiezioni degli animali, e la stazione rabbocca da sola il serbatoio dell'acqua.",
    price: 899,
  },
  {
    name: 'iRobot Roomba j7+',
    brand: 'iRobot',
    category: 'elettrodomestici',
    kind: 'robot-vacuum',
    description:
      'Il Roomba j7+ utilizza la tecnologia PrecisionVision per riconoscere ed evitare ostacoli come cavi e calzini. La stazione Clean Base svuota il contenitore in automatico e raccoglie fino a 60 giorni di sporco.',
    price: 449,
    ean: '5011025979900',
  },
  {
    name: 'Roborock S8 MaxV Ultra',
    brand: 'Roborock',
    category: 'elettrodomestici',
    kind: 'robot-vacuum',
    description:
      "Top di gamma Roborock con 10.000 Pa di aspirazione, spazzola laterale FlexiArm che raggiunge gli angoli e modulo lavapavimenti vibrante sollevabile. La stazione RockDock Ultra lava i panni con acqua calda, li asciuga con aria calda e svuota il contenitore della polvere, mentre l'assistente vocale Rocky risponde ai comandi.",
    price: 1199,
    ean: '6950096100990',
  },
  {
    name: 'Roborock Qrevo S',
    brand: 'Roborock',
    category: 'elettrodomestici',
    kind: 'robot-vacuum',
    description:
      'Robot aspirapolvere e lavapavimenti con doppi mop rotanti, aspirazione da 7000 Pa e navigazione LiDAR. La base multifunzione svuota la polvere, lava i mop e li asciuga con aria calda, riducendo al minimo gli interventi manuali.',
    price: 449,
  },
  {
    name: 'Ecovacs Deebot T30 Omni',
    brand: 'Ecovacs',
    category: 'elettrodomestici',
    kind: 'robot-vacuum',
    description:
      'Il Deebot T30 Omni ha mop rotanti che si estendono lungo i battiscopa con la tecnologia TruEdge, 11.000 Pa di aspirazione e una spazzola ZeroTangle antigroviglio. La stazione Omni lava i mop con acqua calda a 70 °C e li asciuga con aria calda.',
    price: 599,
    ean: '6950249346923',
  },
  {
    name: 'Dreame L10s Ultra Gen 2',
    brand: 'Dreame',
    category: 'elettrodomestici',
    kind: 'robot-vacuum',
    description:
      "Il Dreame L10s Ultra Gen 2 offre 7000 Pa di aspirazione e due mop rotanti che si sollevano automaticamente sui tappeti. La stazione tutto in uno svuota il contenitore, rabbocca l'acqua, lava e asciuga i panni, lasciando all'utente solo la sostituzione del sacchetto dopo settimane.",
    price: 499,
    ean: '6970520208658',
  },
  {
    name: 'Xiaomi Robot Vacuum X20+',
    brand: 'Xiaomi',
    category: 'elettrodomestici',
    kind: 'robot-vacuum',
    description:
      "Lo Xiaomi X20+ aspira con 6000 Pa e lava con due mop rotanti, mappando la casa con il sensore laser LDS. La stazione svuota automaticamente il contenitore, lava i panni e li asciuga, e tutto si controlla dall'app Xiaomi Home.",
    price: 399,
  },
  {
    name: 'Samsung Bespoke Jet AI',
    brand: 'Samsung',
    category: 'elettrodomestici',
    kind: 'stick-vacuum',
    description:
      'La scopa senza fili Samsung Bespoke Jet AI raggiunge 280 W di potenza aspirante e regola automaticamente la potenza in base al tipo di pavimento. La stazione All-in-One Clean Station svuota il contenitore durante la ricarica, e la batteria garantisce fino a 100 minuti di autonomia.',
    price: 699,
    ean: '8806097428794',
  },
  {
    name: 'Rowenta X-Force Flex 15.60',
    brand: 'Rowenta',
    category: 'elettrodomestici',
    kind: 'stick-vacuum',
    description:
      'Scopa elettrica senza fili con tubo flessibile per pulire sotto i mobili senza piegarsi, motore digitale e sensore che regola la potenza in base alla quantità di sporco. Batteria rimovibile fino a 60 minuti di autonomia e spazzola con luci LED per i pavimenti duri.',
    price: 449,
    ean: '3210389738945',
  },
  {
    name: 'Ninja Foodi MAX Dual Zone AF400EU',
    brand: 'Ninja',
    category: 'elettrodomestici',
    kind: 'air-fryer',
    description:
      'Friggitrice ad aria a due cestelli indipendenti da 4,75 litri ciascuno, per un totale di 9,5 litri. Le funzioni Sync e Match permettono di cucinare due piatti diversi che terminano nello stesso momento, con sei modalità di cottura tra cui frittura ad aria, arrosto e disidratazione.',
    price: 179,
  },
  {
    name: 'Philips Airfryer Serie 3000 XL',
    brand: 'Philips',
    category: 'elettrodomestici',
    kind: 'air-fryer',
    description:
      'Friggitrice ad aria da 6,2 litri con tecnologia Rapid Air per cuocere fino a 1,2 kg di patatine con pochissimo olio. Il display digitale offre diverse modalità di cottura preimpostate e i componenti antiaderenti sono lavabili in lavastoviglie.',
    price: 119,
    ean: '8710109514910',
  },
  {
    name: 'Cosori Turbo Blaze 6 L',
    brand: 'Cosori',
    category: 'elettrodomestici',
    kind: 'air-fryer',
    description:
      'La Cosori Turbo Blaze da 6 litri utilizza un motore DC con ventola a cinque velocità per cotture più rapide e uniformi. Nove funzioni preimpostate, temperatura regolabile fino a 230 °C e un ricettario incluso la rendono molto versatile.',
    price: 149,
    ean: '0840039684983',
  },
  {
    name: 'Vorwerk Bimby TM7',
    brand: 'Vorwerk',
    category: 'elettrodomestici',
    kind: 'kitchen-machine',
    description:
      'Il nuovo Bimby TM7 ha un ampio display touch da 10 pollici, un funzionamento più silenzioso e nuove modalità di cottura anche a coperchio aperto. Con la piattaforma Cookidoo guida passo passo in migliaia di ricette, dalla pasta fresca ai dolci.',
    price: 1599,
  },
  {
    name: 'Samsung EcoBubble WW90T554DAW',
    brand: 'Samsung',
    category: 'elettrodomestici',
    kind: 'washing-machine',
    description:
      "Lavatrice a carica frontale da 9 kg con tecnologia EcoBubble, che scioglie il detersivo in bolle per lavare bene anche a basse temperature. Centrifuga a 1400 giri, sportellino AddWash per aggiungere capi a ciclo avviato e connettività Wi-Fi con l'app SmartThings.",
    price: 449,
    ean: '8806098219995',
  },
  {
    name: 'Bosch Serie 6 WGG24400IT',
    brand: 'Bosch',
    category: 'elettrodomestici',
    kind: 'washing-machine',
    description:
      'Lavatrice Bosch Serie 6 da 9 kg con motore EcoSilence Drive, silenzioso e durevole, e funzione SpeedPerfect che riduce sensibilmente i tempi di lavaggio. Classe energetica A, centrifuga a 1400 giri e programma AllergyPlus per pelli sensibili.',
    price: 599,
    ean: '4242005335329',
  },
  {
    name: 'Smeg Bollitore KLF03',
    brand: 'Smeg',
    category: 'elettrodomestici',
    kind: 'kettle',
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
    kind: 'headphones',
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
    kind: 'earbuds',
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
    kind: 'headphones',
    description:
      'Le cuffie più avanzate di Bose combinano una cancellazione del rumore di riferimento con la modalità Audio immersivo, che posiziona il suono nello spazio attorno a chi ascolta. Materiali premium, comandi touch e fino a 24 ore di autonomia.',
    price: 379,
    variants: ['Nero', 'Bianco fumo'],
  },
  {
    name: 'Bose QuietComfort Ultra Earbuds',
    brand: 'Bose',
    category: 'audio',
    kind: 'earbuds',
    description:
      "Auricolari con tecnologia CustomTune che adatta cancellazione del rumore e resa sonora alla forma delle orecchie. L'Audio immersivo crea una scena sonora ampia e gli stabilizzatori in silicone garantiscono una tenuta sicura, con fino a 6 ore di autonomia.",
    price: 279,
    ean: '0178170790523',
  },
  {
    name: 'Apple AirPods Pro 2 (USB-C)',
    brand: 'Apple',
    category: 'audio',
    kind: 'earbuds',
    description:
      "Gli AirPods Pro di seconda generazione con chip H2 offrono una cancellazione attiva del rumore fino a due volte più efficace rispetto al primo modello e la modalità Audio adattivo. La custodia MagSafe con USB-C ha un altoparlante per ritrovarla facilmente, e le funzioni per la salute includono il test dell'udito.",
    price: 219,
    ean: '0195941035157',
  },
  {
    name: 'Apple AirPods 4 con cancellazione attiva del rumore',
    brand: 'Apple',
    category: 'audio',
    kind: 'earbuds',
    description:
      'Gli AirPods 4 hanno un design aperto ridisegnato e, per la prima volta in questo formato, cancellazione attiva del rumore e modalità Trasparenza. Chip H2, audio spaziale personalizzato e custodia USB-C compatibile con la ricarica wireless.',
    price: 199,
  },
  {
    name: 'Apple AirPods Max (USB-C)',
    brand: 'Apple',
    category: 'audio',
    kind: 'headphones',
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
    kind: 'earbuds',
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
    kind: 'speaker',
    description:
      'Lo speaker Bluetooth JBL Flip 6 ha un sistema a due vie con woofer e tweeter separati per bassi potenti e voci nitide. Certificazione IP67 contro acqua e polvere, 12 ore di autonomia e funzione PartyBoost per collegare più speaker JBL.',
    price: 99.9,
    variants: ['Nero', 'Blu', 'Rosso', 'Grigio', 'Bianco'],
  },
  {
    name: 'JBL Charge 5',
    brand: 'JBL',
    category: 'audio',
    kind: 'speaker',
    description:
      'Speaker portatile con JBL Original Pro Sound, doppi radiatori passivi e fino a 20 ore di riproduzione. Grazie al powerbank integrato può ricaricare lo smartphone, ed è resistente ad acqua e polvere con certificazione IP67.',
    price: 139,
    ean: '6050746935986',
  },
  {
    name: 'JBL Tune 770NC',
    brand: 'JBL',
    category: 'audio',
    kind: 'headphones',
    description:
      'Cuffie over-ear wireless con cancellazione adattiva del rumore e fino a 70 ore di autonomia con ANC disattivata. Il suono JBL Pure Bass, la ricarica rapida e la connessione multipunto le rendono ideali per tutti i giorni a un prezzo contenuto.',
    price: 89,
    ean: '6050743305461',
  },
  {
    name: 'Sonos Era 100',
    brand: 'Sonos',
    category: 'audio',
    kind: 'speaker',
    description:
      "Lo speaker smart compatto di Sonos ha due tweeter angolati per un suono stereo e un woofer più grande del 25% rispetto a Sonos One. Supporta AirPlay 2, Bluetooth e l'ingresso di linea tramite adattatore USB-C, mentre la calibrazione Trueplay adatta il suono alla stanza.",
    price: 229,
    variants: ['Nero', 'Bianco'],
  },
  {
    name: 'Sonos Arc Ultra',
    brand: 'Sonos',
    category: 'audio',
    kind: 'soundbar',
    description:
      'La soundbar di punta di Sonos introduce la tecnologia Sound Motion per bassi più profondi anche senza subwoofer esterno. Con 14 driver e supporto Dolby Atmos 9.1.4 offre un audio surround avvolgente, con la funzione Miglioramento dialoghi per voci sempre chiare.',
    price: 999,
    ean: '8782698190271',
  },
  {
    name: 'Marshall Emberton III',
    brand: 'Marshall',
    category: 'audio',
    kind: 'speaker',
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
    kind: 'headphones',
    description:
      "Le Momentum 4 puntano su un suono ricco e dettagliato con driver da 42 mm e una straordinaria autonomia di 60 ore. Cancellazione adattiva del rumore, equalizzatore personalizzabile nell'app Smart Control e supporto aptX Adaptive.",
    price: 249,
    variants: ['Nero', 'Bianco'],
  },
  {
    name: 'Samsung HW-Q990D',
    brand: 'Samsung',
    category: 'audio',
    kind: 'soundbar',
    description:
      "Soundbar a 11.1.4 canali con subwoofer wireless e due diffusori posteriori inclusi, per un vero Dolby Atmos e DTS:X in salotto. Q-Symphony fa lavorare insieme soundbar e altoparlanti dei TV Samsung, mentre SpaceFit Sound Pro ottimizza l'audio in base alla stanza.",
    price: 999,
    ean: '8806090623967',
  },
  {
    name: 'Nothing Ear (a)',
    brand: 'Nothing',
    category: 'audio',
    kind: 'earbuds',
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
    kind: 'headphones',
    description:
      "Le Beats Studio Pro offrono cancellazione attiva del rumore, audio spaziale personalizzato e fino a 40 ore di autonomia. Compatibili sia con iOS sia con Android, supportano l'audio lossless tramite cavo USB-C.",
    price: 249,
    variants: ['Nero', 'Sabbia', 'Blu profondo', 'Moca'],
  },
  {
    name: 'Ultimate Ears BOOM 4',
    brand: 'Ultimate Ears',
    category: 'audio',
    kind: 'speaker',
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
    kind: 'tablet',
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
    kind: 'tablet',
    description:
      "L'iPad di decima generazione ha un design tutto schermo con display Liquid Retina da 10,9 pollici, chip A14 Bionic e porta USB-C. Il Touch ID nel tasto superiore e la connettività Wi-Fi 6 completano un tablet versatile per tutta la famiglia.",
    price: 349,
  },
  {
    name: 'Apple iPad Air 11 M3',
    brand: 'Apple',
    category: 'tablet',
    kind: 'tablet',
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
    kind: 'tablet',
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
    kind: 'tablet',
    description:
      'Il nuovo iPad mini mantiene il formato tascabile da 8,3 pollici ma adotta il chip A17 Pro, compatibile con Apple Intelligence, e parte da 128 GB. Supporta Apple Pencil Pro ed è ideale per leggere, prendere appunti e viaggiare leggeri.',
    price: 579,
    variants: ['128 GB', '256 GB', '512 GB'],
  },
  {
    name: 'Samsung Galaxy Tab S9 FE',
    brand: 'Samsung',
    category: 'tablet',
    kind: 'tablet',
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
    kind: 'tablet',
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
    kind: 'tablet',
    description:
      'Versione intermedia della serie S10, con display Dynamic AMOLED 2X antiriflesso da 12,4 pollici, processore Dimensity 9300+ e batteria da 10.090 mAh. La S Pen inclusa e la modalità Samsung DeX lo trasformano in una postazione di lavoro portatile.',
    price: 899,
  },
  {
    name: 'Samsung Galaxy Tab A9+',
    brand: 'Samsung',
    category: 'tablet',
    kind: 'tablet',
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
    kind: 'tablet',
    description:
      'Lo Xiaomi Pad 6 offre un display 2,8K da 11 pollici a 144 Hz, processore Snapdragon 870 e batteria da 8840 mAh con ricarica a 33 W. Il corpo in metallo e i quattro altoparlanti con Dolby Atmos lo rendono uno dei tablet Android con il miglior rapporto qualità-prezzo.',
    price: 279,
    ean: '6941484079998',
  },
  {
    name: 'Xiaomi Redmi Pad Pro',
    brand: 'Xiaomi',
    category: 'tablet',
    kind: 'tablet',
    description:
      'Il Redmi Pad Pro ha un grande display 2,5K da 12,1 pollici a 120 Hz e una batteria da 10.000 mAh che dura giorni con un uso moderato. Processore Snapdragon 7s Gen 2, quattro altoparlanti e supporto alla penna Redmi Smart Pen.',
    price: 259,
  },
  {
    name: 'Lenovo Tab P12',
    brand: 'Lenovo',
    category: 'tablet',
    kind: 'tablet',
    description:
      'Il Lenovo Tab P12 offre un display 3K da 12,7 pollici e la Tab Pen Plus inclusa nella confezione. Il processore MediaTek Dimensity 7050, i quattro altoparlanti JBL e la batteria da 10.200 mAh lo rendono adatto a studio e intrattenimento.',
    price: 299,
    ean: '0196135524143',
  },
  {
    name: 'Lenovo Tab M11',
    brand: 'Lenovo',
    category: 'tablet',
    kind: 'tablet',
    description:
      'Tablet da 11 pollici a 90 Hz con processore MediaTek Helio G88, quattro altoparlanti con Dolby Atmos e penna Lenovo Tab Pen inclusa in alcune configurazioni. Una soluzione economica per bambini, studenti e streaming.',
    price: 169,
    ean: '0196131191363',
  },
  {
    name: 'Microsoft Surface Pro 11',
    brand: 'Microsoft',
    category: 'tablet',
    kind: 'tablet',
    description:
      'Il Surface Pro di undicesima edizione è un 2 in 1 Copilot+ PC con processore Snapdragon X e display da 13 pollici, disponibile anche in versione OLED. Il cavalletto integrato, la tastiera Surface Pro Flex (venduta separatamente) e la lunga autonomia lo collocano a metà strada tra tablet e portatile.',
    price: 1299,
    variants: ['16 GB / 256 GB', '16 GB / 512 GB', '32 GB / 1 TB'],
  },
  {
    name: 'OnePlus Pad 2',
    brand: 'OnePlus',
    category: 'tablet',
    kind: 'tablet',
    description:
      'Il OnePlus Pad 2 monta il processore Snapdragon 8 Gen 3 e un display 3K da 12,1 pollici a 144 Hz con rapporto 7:5, ideale per la produttività. La batteria da 9510 mAh si ricarica a 67 W e sei altoparlanti offrono un audio coinvolgente.',
    price: 549,
    ean: '6921033082808',
  },
  {
    name: 'Honor Pad 9',
    brand: 'Honor',
    category: 'tablet',
    kind: 'tablet',
    description:
      "L'Honor Pad 9 ha un display 2,5K da 12,1 pollici a 120 Hz con modalità di lettura che riduce l'affaticamento visivo, e ben otto altoparlanti. Processore Snapdragon 6 Gen 1 e batteria da 8300 mAh con ricarica a 35 W.",
    price: 249,
    ean: '6977428437739',
  },
  {
    name: 'Amazon Fire HD 10 (2023)',
    brand: 'Amazon',
    category: 'tablet',
    kind: 'tablet',
    description:
      'Il Fire HD 10 è il tablet Amazon da 10,1 pollici Full HD, con processore octa-core e 3 GB di RAM. Perfetto per Prime Video, Kindle e Alexa, offre fino a 13 ore di autonomia in una scocca più sottile e leggera rispetto alla generazione precedente.',
    price: 149,
    variants: ['32 GB', '64 GB'],
  },
  {
    name: 'Google Pixel Tablet',
    brand: 'Google',
    category: 'tablet',
    kind: 'tablet',
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
    kind: 'tablet',
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
    kind: 'smartwatch',
    description:
      "L'Apple Watch più sottile di sempre, spesso 9,7 mm, con un display OLED grandangolare più luminoso anche guardandolo di lato. Rileva le possibili apnee notturne, offre ECG e monitoraggio della temperatura, e si ricarica all'80% in circa 30 minuti.",
    price: 429,
    variants: ['42 mm', '46 mm'],
  },
  {
    name: 'Apple Watch Ultra 2',
    brand: 'Apple',
    category: 'smartwatch',
    kind: 'sportwatch',
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
    kind: 'smartwatch',
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
    kind: 'smartwatch',
    description:
      'Il Galaxy Watch7 monta il processore Exynos W1000 a 3 nm e il sensore BioActive per frequenza cardiaca, ECG e composizione corporea. Galaxy AI calcola un Punteggio energetico giornaliero e il GPS a doppia frequenza migliora il tracciamento delle corse in città.',
    price: 299,
    variants: ['40 mm', '44 mm'],
  },
  {
    name: 'Samsung Galaxy Watch Ultra',
    brand: 'Samsung',
    category: 'smartwatch',
    kind: 'sportwatch',
    description:
      "Lo smartwatch più robusto di Samsung ha una cassa in titanio da 47 mm, resistenza 10 ATM e una sirena d'emergenza da 86 dB. Autonomia fino a 100 ore in risparmio energetico e Tasto rapido personalizzabile per gli allenamenti outdoor.",
    price: 599,
    ean: '8806097053767',
  },
  {
    name: 'Garmin Forerunner 265',
    brand: 'Garmin',
    category: 'smartwatch',
    kind: 'sportwatch',
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
    kind: 'sportwatch',
    description:
      'Il Forerunner 965 è il top di gamma per runner e triatleti, con display AMOLED da 1,4 pollici, mappe topografiche integrate e metriche di potenza di corsa. La lunetta in titanio e i 23 giorni di autonomia lo rendono adatto anche agli ultratrail.',
    price: 499,
  },
  {
    name: 'Garmin Fenix 8 AMOLED 47 mm',
    brand: 'Garmin',
    category: 'smartwatch',
    kind: 'sportwatch',
    description:
      'Il Fenix 8 combina un display AMOLED con cassa in titanio o acciaio, torcia LED integrata e certificazione per immersioni fino a 40 metri. Altoparlante e microfono permettono chiamate dal polso e comandi vocali, con fino a 16 giorni di autonomia in modalità smartwatch.',
    price: 999,
    ean: '0753759691769',
  },
  {
    name: 'Garmin Venu 3',
    brand: 'Garmin',
    category: 'smartwatch',
    kind: 'smartwatch',
    description:
      'Il Venu 3 è lo smartwatch Garmin dedicato al benessere, con display AMOLED, chiamate dal polso e il nuovo Sleep Coach. Rileva anche i pisolini, offre allenamenti per utenti in sedia a rotelle e dura fino a 14 giorni con una carica.',
    price: 399,
    ean: '0753757212966',
  },
  {
    name: 'Garmin Instinct 2X Solar',
    brand: 'Garmin',
    category: 'smartwatch',
    kind: 'sportwatch',
    description:
      "L'Instinct 2X Solar è l'orologio outdoor robusto di Garmin con vetro che si ricarica alla luce solare e torcia LED integrata. Testato secondo lo standard militare MIL-STD-810, offre un'autonomia potenzialmente illimitata in modalità smartwatch con una sufficiente esposizione al sole.",
    price: 349,
    variants: ['Grafite', 'Bianco', 'Verde militare'],
  },
  {
    name: 'Fitbit Charge 6',
    brand: 'Fitbit',
    category: 'smartwatch',
    kind: 'fitness-band',
    description:
      'Il Charge 6 è un fitness tracker con GPS integrato, ECG e un rilevamento della frequenza cardiaca più preciso, oltre al supporto per Google Maps, Google Wallet e YouTube Music. Fino a 7 giorni di autonomia con una carica.',
    price: 139,
    ean: '0810128067195',
  },
  {
    name: 'Google Pixel Watch 3',
    brand: 'Google',
    category: 'smartwatch',
    kind: 'smartwatch',
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
    kind: 'fitness-band',
    description:
      "La Smart Band 9 ha uno schermo AMOLED da 1,62 pollici con luminosità fino a 1200 nit e oltre 150 modalità sportive. Monitora sonno, ossigenazione del sangue e stress, con un'autonomia fino a 21 giorni.",
    price: 39.9,
    variants: ['Nero', 'Argento', 'Rosa', 'Blu'],
  },
  {
    name: 'Xiaomi Watch S3',
    brand: 'Xiaomi',
    category: 'smartwatch',
    kind: 'smartwatch',
    description:
      "Lo Xiaomi Watch S3 ha una lunetta intercambiabile che cambia lo stile dell'orologio in pochi secondi e un display AMOLED da 1,43 pollici. Con HyperOS si integra con smartphone e dispositivi Xiaomi, offrendo fino a 15 giorni di autonomia e oltre 150 modalità sportive.",
    price: 139,
    ean: '6941484165714',
  },
  {
    name: 'Huawei Watch GT 5 Pro 46 mm',
    brand: 'Huawei',
    category: 'smartwatch',
    kind: 'smartwatch',
    description:
      'Il Watch GT 5 Pro da 46 mm ha cassa in titanio e vetro zaffiro, con il sistema TruSense per misurazioni più accurate della frequenza cardiaca e dei parametri di salute. Fino a 14 giorni di autonomia, mappe offline e modalità dedicate a golf e apnea.',
    price: 349,
    ean: '6942491476145',
  },
  {
    name: 'Huawei Watch Fit 3',
    brand: 'Huawei',
    category: 'smartwatch',
    kind: 'smartwatch',
    description:
      'Il Watch Fit 3 ha un ampio display AMOLED rettangolare da 1,82 pollici e una cassa in alluminio sottile e leggera. Offre oltre 100 modalità sportive, monitoraggio del sonno e fino a 10 giorni di autonomia.',
    price: 139,
    variants: ['Nero', 'Bianco', 'Rosa', 'Verde'],
  },
  {
    name: 'Amazfit Balance',
    brand: 'Amazfit',
    category: 'smartwatch',
    kind: 'smartwatch',
    description:
      "L'Amazfit Balance misura composizione corporea e frequenza cardiaca, calcolando un punteggio di prontezza basato su sonno e recupero. Display AMOLED da 1,5 pollici, GPS a doppia frequenza, mappe offline e fino a 14 giorni di autonomia.",
    price: 199,
    ean: '6941692006793',
  },
  {
    name: 'Polar Vantage V3',
    brand: 'Polar',
    category: 'smartwatch',
    kind: 'sportwatch',
    description:
      'Il Vantage V3 è lo sportwatch multisport di Polar con display AMOLED, GPS a doppia frequenza e sensore ottico Elixir, che misura anche ECG e temperatura cutanea. Mappe offline e test di recupero notturno completano la dotazione.',
    price: 549,
    ean: '0725628196644',
  },
  {
    name: 'Withings ScanWatch 2',
    brand: 'Withings',
    category: 'smartwatch',
    kind: 'smartwatch',
    description:
      'Smartwatch ibrido con lancette analogiche e piccolo display, capace di registrare ECG, saturazione di ossigeno e variazioni della temperatura corporea. Autonomia fino a 30 giorni e design elegante, adatto anche in ufficio.',
    price: 349,
    variants: ['38 mm', '42 mm'],
  },
  {
    name: 'Coros Pace 3',
    brand: 'Coros',
    category: 'smartwatch',
    kind: 'sportwatch',
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
    kind: 'camera',
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
    kind: 'camera',
    description:
      'La full frame ibrida di Sony ha un sensore Exmor R da 33 MP, processore BIONZ XR e autofocus Real-time Eye AF per persone, animali e uccelli. Registra video 4K 60p a 10 bit e il monitor completamente orientabile la rende adatta anche ai videomaker.',
    price: 2099,
    variants: ['Solo corpo', 'Kit FE 28-70 mm'],
  },
  {
    name: 'Sony ZV-E10 II',
    brand: 'Sony',
    category: 'fotocamere',
    kind: 'camera',
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
    kind: 'camera',
    description:
      "Compatta per vlogger con sensore da 1 pollice e zoom 18-50 mm equivalente, più grandangolare rispetto al modello precedente. Tre microfoni con antivento, tasto per l'effetto bokeh e modalità Product Showcase per le recensioni.",
    price: 749,
    ean: '4548736959781',
  },
  {
    name: 'Canon EOS R6 Mark II',
    brand: 'Canon',
    category: 'fotocamere',
    kind: 'camera',
    description:
      'La full frame Canon da 24,2 MP scatta fino a 40 fotogrammi al secondo con otturatore elettronico e offre una stabilizzazione sul sensore fino a 8 stop. Registra video 4K 60p sovracampionati da 6K, con autofocus che riconosce persone, animali e veicoli.',
    price: 2299,
  },
  {
    name: 'Canon EOS R8',
    brand: 'Canon',
    category: 'fotocamere',
    kind: 'camera',
    description:
      "Con circa 461 grammi è una delle full frame più leggere, e monta lo stesso sensore da 24,2 MP della R6 Mark II. Autofocus Dual Pixel CMOS AF II, video 4K 60p e un prezzo che la rende l'ingresso ideale nel pieno formato.",
    price: 1399,
    ean: '4549599985214',
  },
  {
    name: 'Nikon Z6III',
    brand: 'Nikon',
    category: 'fotocamere',
    kind: 'camera',
    description:
      "La Nikon Z6III introduce un sensore full frame da 24,5 MP parzialmente stacked, con mirino da 4000 nit e registrazione RAW interna fino a 6K. L'autofocus eredita gli algoritmi della Z8 e la stabilizzazione arriva a 8 stop.",
    price: 2599,
    ean: '4960004396812',
  },
  {
    name: 'Nikon Zf',
    brand: 'Nikon',
    category: 'fotocamere',
    kind: 'camera',
    description:
      "La Nikon Zf unisce lo stile delle reflex a pellicola degli anni '80, con ghiere dedicate, a un sensore full frame da 24,5 MP e al processore Expeed 7. Modalità monocromatica dedicata, stabilizzazione fino a 8 stop e autofocus con riconoscimento di nove tipi di soggetti.",
    price: 2099,
  },
  {
    name: 'Nikon Z50II',
    brand: 'Nikon',
    category: 'fotocamere',
    kind: 'camera',
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
    kind: 'camera',
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
    kind: 'camera',
    description:
      'La X-T5 torna alle origini fotografiche con ghiere dedicate, sensore X-Trans CMOS 5 HR da 40 MP e stabilizzazione fino a 7 stop in un corpo da 557 grammi. Registra video 6,2K e il monitor orientabile su tre assi è ideale per gli scatti dal basso.',
    price: 1699,
    variants: ['Nero', 'Argento'],
  },
  {
    name: 'Fujifilm X-S20',
    brand: 'Fujifilm',
    category: 'fotocamere',
    kind: 'camera',
    description:
      "La X-S20 ha un'impugnatura profonda e una batteria NP-W235 che garantisce fino a 750 scatti. Sensore da 26,1 MP, stabilizzazione fino a 7 stop, video 6,2K e modalità Vlog dedicata la rendono perfetta per chi alterna foto e video.",
    price: 1199,
    ean: '4547587988933',
  },
  {
    name: 'Panasonic Lumix S5II',
    brand: 'Panasonic',
    category: 'fotocamere',
    kind: 'camera',
    description:
      'La Lumix S5II è la prima Lumix con autofocus ibrido a rilevamento di fase, sensore full frame da 24,2 MP e stabilizzazione Active I.S. per le riprese a mano libera. Registra video 6K e 4K 60p senza limiti di tempo grazie alla ventola di raffreddamento.',
    price: 1699,
    ean: '5025315382523',
  },
  {
    name: 'Panasonic Lumix S9',
    brand: 'Panasonic',
    category: 'fotocamere',
    kind: 'camera',
    description:
      "Compatta full frame senza mirino con sensore da 24,2 MP, design minimale in diversi colori e pulsante LUT per applicare look cinematografici in tempo reale. Si collega all'app Lumix Lab per condividere subito foto e video.",
    price: 1299,
    variants: ['Nero', 'Verde oliva', 'Blu notte', 'Rosso cremisi'],
  },
  {
    name: 'OM System OM-5',
    brand: 'OM System',
    category: 'fotocamere',
    kind: 'camera',
    description:
      'La OM-5 è una mirrorless Micro Quattro Terzi compatta con sensore da 20 MP, stabilizzazione a 5 assi fino a 7,5 stop e protezione IP53 contro polvere e pioggia. Modalità computazionali come Live ND e High Res Shot la rendono ideale per escursioni e paesaggi.',
    price: 1099,
    ean: '4540548248565',
  },
  {
    name: 'GoPro HERO13 Black',
    brand: 'GoPro',
    category: 'fotocamere',
    kind: 'action-cam',
    description:
      'La HERO13 Black registra video 5,3K a 60 fps e 4K a 120 fps, con la nuova batteria Enduro da 1900 mAh e il supporto alle lenti intercambiabili HB-Series. Impermeabile fino a 10 metri, con stabilizzazione HyperSmooth 6.0 e attacco magnetico.',
    price: 429,
    ean: '0818365891696',
  },
  {
    name: 'DJI Osmo Action 5 Pro',
    brand: 'DJI',
    category: 'fotocamere',
    kind: 'action-cam',
    description:
      "L'Osmo Action 5 Pro ha un sensore da 1/1,3 pollici con 13,5 stop di gamma dinamica e registra in 4K a 120 fps. Impermeabile fino a 20 metri senza custodia, ha due schermi OLED touch e fino a 4 ore di autonomia.",
    price: 379,
    variants: ['Standard Combo', 'Adventure Combo'],
  },
  {
    name: 'DJI Osmo Pocket 3',
    brand: 'DJI',
    category: 'fotocamere',
    kind: 'gimbal-camera',
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
    kind: 'action-cam',
    description:
      "L'Insta360 X4 registra video a 360° in 8K a 30 fps e in 4K a 100 fps in modalità singolo obiettivo. Il bastone invisibile, il reframing direttamente nell'app e la batteria da 2290 mAh la rendono ideale per sport e viaggi.",
    price: 499,
    ean: '6970504295698',
  },
  {
    name: 'Leica Q3',
    brand: 'Leica',
    category: 'fotocamere',
    kind: 'camera',
    description:
      "La compatta full frame di Leica monta un sensore da 60 MP e un obiettivo Summilux 28 mm f/1.7 ASPH, con autofocus ibrido e video fino all'8K. Il monitor ora è orientabile e, con l'impugnatura dedicata, la batteria si ricarica anche in modalità wireless.",
    price: 5990,
  },

  // ---------------------------------------------------------------- gaming
  {
    name: 'Sony PlayStation 5 Slim',
    brand: 'Sony',
    category: 'gaming',
    kind: 'console',
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
    kind: 'console',
    description:
      "La PS5 Pro aggiunge una GPU più potente, un ray tracing avanzato e l'upscaling PSSR basato sull'intelligenza artificiale per giocare a frame rate più alti con grafica più definita. SSD da 2 TB e Wi-Fi 7; il lettore disco è venduto separatamente.",
    price: 749,
    ean: '4548734949920',
  },
  {
    name: 'Nintendo Switch OLED',
    brand: 'Nintendo',
    category: 'gaming',
    kind: 'console',
    description:
      'Il modello OLED di Nintendo Switch ha uno schermo OLED da 7 pollici dai colori vivaci, un supporto regolabile più ampio e 64 GB di memoria interna. La base include una porta LAN per giocare online in modo più stabile in modalità TV.',
    price: 299,
    variants: ['Bianco', 'Rosso neon / Blu neon'],
  },
  {
    name: 'Nintendo Switch 2',
    brand: 'Nintendo',
    category: 'gaming',
    kind: 'console',
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
    kind: 'console',
    description:
      "La console più potente di Microsoft offre 12 teraflop di potenza grafica, SSD da 1 TB e giochi in 4K fino a 120 fps. Quick Resume permette di passare da un gioco all'altro in pochi secondi, e con Game Pass si accede a centinaia di titoli.",
    price: 549,
    ean: '0889847683733',
  },
  {
    name: 'Microsoft Xbox Series S 1 TB',
    brand: 'Microsoft',
    category: 'gaming',
    kind: 'console',
    description:
      'La Series S in versione Carbon Black con SSD da 1 TB è la console Xbox più compatta, completamente digitale. Gioca in 1440p fino a 120 fps ed è ideale in abbinamento a Game Pass.',
    price: 349,
  },
  {
    name: 'Valve Steam Deck OLED',
    brand: 'Valve',
    category: 'gaming',
    kind: 'handheld',
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
    kind: 'handheld',
    description:
      'Il ROG Ally X migliora la console portatile Windows con una batteria da 80 Wh, 24 GB di RAM LPDDR5X-7500 e SSD da 1 TB. Processore AMD Ryzen Z1 Extreme e schermo Full HD a 120 Hz con VRR per giocare a tutto il catalogo PC.',
    price: 799,
    ean: '4711122393814',
  },
  {
    name: 'Lenovo Legion Go',
    brand: 'Lenovo',
    category: 'gaming',
    kind: 'handheld',
    description:
      'La console portatile Windows di Lenovo ha un grande schermo QHD+ da 8,8 pollici a 144 Hz e controller staccabili, uno dei quali funziona come mouse verticale. Processore AMD Ryzen Z1 Extreme, 16 GB di RAM e SSD da 512 GB.',
    price: 649,
  },
  {
    name: 'Meta Quest 3 512 GB',
    brand: 'Meta',
    category: 'gaming',
    kind: 'vr-headset',
    description:
      'Il Meta Quest 3 è un visore di realtà mista con lenti pancake, risoluzione di 2064 x 2208 pixel per occhio e passthrough a colori. Il processore Snapdragon XR2 Gen 2 raddoppia la potenza grafica del Quest 2, e i 512 GB permettono di archiviare molti giochi.',
    price: 549,
    ean: '0815000196086',
  },
  {
    name: 'Meta Quest 3S',
    brand: 'Meta',
    category: 'gaming',
    kind: 'vr-headset',
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
    kind: 'controller',
    description:
      "Il controller professionale per PS5 ha moduli delle levette sostituibili, grilletti con corsa regolabile e due leve posteriori programmabili. Si possono salvare più profili e passare dall'uno all'altro al volo, con custodia da trasporto inclusa.",
    price: 219,
  },
  {
    name: 'Sony PlayStation Portal',
    brand: 'Sony',
    category: 'gaming',
    kind: 'handheld',
    description:
      'PlayStation Portal è un lettore remoto con schermo LCD Full HD da 8 pollici a 60 fps che trasmette via Wi-Fi i giochi della PS5. Integra le funzioni del controller DualSense, incluso il feedback aptico e i grilletti adattivi.',
    price: 219,
    ean: '4548735904065',
  },
  {
    name: 'Microsoft Xbox Wireless Controller',
    brand: 'Microsoft',
    category: 'gaming',
    kind: 'controller',
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
    kind: 'mouse',
    description:
      'Il mouse wireless da esports pesa appena 60 grammi e monta il sensore HERO 2 fino a 32.000 DPI con polling rate fino a 8 kHz. Switch ibridi ottico-meccanici LIGHTFORCE e fino a 95 ore di autonomia con ricarica USB-C.',
    price: 149,
    variants: ['Nero', 'Bianco', 'Magenta'],
  },
  {
    name: 'Razer BlackShark V2 Pro (2023)',
    brand: 'Razer',
    category: 'gaming',
    kind: 'gaming-headset',
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
    kind: 'gaming-headset',
    description:
      'Cuffie da gaming con cancellazione attiva del rumore, sistema a due batterie sostituibili a caldo e base GameDAC per regolare volume ed equalizzatore. Connessione wireless e Bluetooth in contemporanea, compatibili con PC e PlayStation.',
    price: 329,
    ean: '5721235072321',
  },
  {
    name: 'Logitech G915 X Lightspeed TKL',
    brand: 'Logitech',
    category: 'gaming',
    kind: 'keyboard',
    description:
      'Tastiera meccanica wireless a basso profilo senza tastierino numerico, con switch GL e illuminazione LIGHTSYNC RGB per singolo tasto. Scocca in alluminio, rotella del volume e connessione LIGHTSPEED a bassa latenza.',
    price: 229,
  },
  {
    name: 'Razer Huntsman V3 Pro TKL',
    brand: 'Razer',
    category: 'gaming',
    kind: 'keyboard',
    description:
      'Tastiera con switch ottici analogici Razer di seconda generazione, punto di attivazione regolabile e modalità Rapid Trigger per i giochi competitivi. Scocca in alluminio, copritasti in PBT doubleshot e poggiapolsi magnetico.',
    price: 249,
    ean: '8811875572248',
  },
  {
    name: 'HyperX Cloud III Wireless',
    brand: 'HyperX',
    category: 'gaming',
    kind: 'gaming-headset',
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
    kind: 'monitor',
    description:
      "Monitor 4K da 27 pollici con pannello IPS Black dal contrasto 2000:1 e copertura del 98% DCI-P3. L'hub USB-C con ricarica fino a 90 W, la porta Ethernet e lo switch KVM integrato permettono di collegare il portatile con un solo cavo.",
    price: 549,
  },
  {
    name: 'Dell S2725DS',
    brand: 'Dell',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor QHD da 27 pollici con pannello IPS a 100 Hz, altoparlanti integrati e supporto regolabile in altezza. Un ottimo compromesso per ufficio e studio, con design pulito e cornici sottili.',
    price: 229,
    ean: '5884190907166',
  },
  {
    name: 'Dell Alienware AW3423DWF',
    brand: 'Dell',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor curvo ultrawide da 34 pollici con pannello QD-OLED, risoluzione 3440 x 1440 e frequenza di 165 Hz con AMD FreeSync Premium Pro. Certificato VESA DisplayHDR True Black 400, copre il 99,3% dello spazio colore DCI-P3.',
    price: 699,
    ean: '5884194234855',
  },
  {
    name: 'Dell Alienware AW2725DF',
    brand: 'Dell',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor da gaming QD-OLED da 27 pollici QHD con frequenza fino a 360 Hz e tempo di risposta di 0,03 ms. Dissipazione del calore senza ventola, cornici sottilissime e certificazione VESA DisplayHDR True Black 400.',
    price: 799,
  },
  {
    name: 'LG UltraGear 27GR95QE',
    brand: 'LG',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Il primo monitor OLED da 27 pollici di LG per il gaming ha risoluzione QHD, frequenza di 240 Hz e tempo di risposta di 0,03 ms. Compatibile con G-Sync e FreeSync Premium, ha un trattamento antiriflesso opaco.',
    price: 599,
    ean: '8806089394052',
  },
  {
    name: 'LG UltraGear 32GS95UE',
    brand: 'LG',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor OLED da 32 pollici con tecnologia Dual-Hz, che con un tasto passa da 4K a 240 Hz a Full HD a 480 Hz. Il sistema Pixel Sound trasforma il pannello stesso in un altoparlante.',
    price: 1199,
    ean: '8806084488725',
  },
  {
    name: 'LG UltraFine 27UQ850-W',
    brand: 'LG',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor UltraFine 4K da 27 pollici con pannello IPS, certificazione VESA DisplayHDR 400 e ampia copertura dello spazio colore DCI-P3. La porta USB-C con ricarica fino a 90 W e il supporto ergonomico lo rendono ideale da affiancare a un portatile.',
    price: 449,
  },
  {
    name: 'Samsung Odyssey OLED G8 G80SD',
    brand: 'Samsung',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor da gaming QD-OLED da 32 pollici 4K a 240 Hz con trattamento antiriflesso OLED Glare Free. Integra la piattaforma smart Tizen con app di streaming e Gaming Hub, oltre alla tecnologia OLED Safeguard+ contro il burn-in.',
    price: 999,
    ean: '8806090678868',
  },
  {
    name: 'Samsung Odyssey G5 G55C 32"',
    brand: 'Samsung',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor curvo 1000R da 32 pollici QHD a 165 Hz con tempo di risposta di 1 ms e supporto AMD FreeSync. Il pannello VA con HDR10 offre neri profondi, ideale per chi cerca immersione a un prezzo accessibile.',
    price: 249,
    ean: '8806097728924',
  },
  {
    name: 'Samsung ViewFinity S8 27"',
    brand: 'Samsung',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor 4K da 27 pollici con pannello IPS, supporto HDR10 e porta USB-C con ricarica per il portatile. Il supporto regolabile in altezza e rotazione lo rende adatto a professionisti e smart working.',
    price: 349,
  },
  {
    name: 'Samsung Smart Monitor M8 32"',
    brand: 'Samsung',
    category: 'monitor',
    kind: 'monitor',
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
    kind: 'monitor',
    description:
      'Monitor OLED da 27 pollici QHD a 240 Hz con dissipatore personalizzato che riduce il rischio di burn-in e consente una luminosità più elevata. Compatibile con G-Sync, copre il 99% dello spazio colore DCI-P3 e ha un trattamento antiriflesso.',
    price: 749,
    ean: '4711120058876',
  },
  {
    name: 'ASUS ProArt PA279CRV',
    brand: 'ASUS',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor per professionisti creativi da 27 pollici 4K con ampia copertura degli spazi colore DCI-P3 e Adobe RGB, calibrato in fabbrica con Delta E inferiore a 2. Hub USB-C con ricarica fino a 96 W e supporto ergonomico completo.',
    price: 449,
  },
  {
    name: 'ASUS TUF Gaming VG27AQ3A',
    brand: 'ASUS',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor da gaming da 27 pollici QHD con pannello Fast IPS a 180 Hz e tempo di risposta di 1 ms. La tecnologia ELMB Sync e la compatibilità G-Sync garantiscono immagini nitide e senza tearing.',
    price: 219,
    ean: '4711128660071',
  },
  {
    name: 'BenQ PD2706U',
    brand: 'BenQ',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor 4K da 27 pollici per designer con ampia copertura dello spazio colore DCI-P3, modalità M-Book per uniformare i colori a quelli dei Mac e hub USB-C da 90 W. Lo switch KVM integrato e il telecomando Hotkey Puck semplificano il flusso di lavoro.',
    price: 499,
    ean: '4712957946534',
  },
  {
    name: 'BenQ MOBIUZ EX2710Q',
    brand: 'BenQ',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor da gaming QHD da 27 pollici a 165 Hz con pannello IPS, tecnologia HDRi e altoparlanti treVolo con subwoofer. Il telecomando incluso permette di cambiare al volo modalità immagine e volume.',
    price: 299,
  },
  {
    name: 'MSI MAG 271QPX QD-OLED E2',
    brand: 'MSI',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor QD-OLED da 27 pollici QHD a 240 Hz con tempo di risposta di 0,03 ms e certificazione VESA DisplayHDR True Black 400. Il raffreddamento senza ventola e le funzioni MSI OLED Care 2.0 aiutano a preservare il pannello nel tempo.',
    price: 499,
    ean: '4824266541413',
  },
  {
    name: 'AOC 24G4X',
    brand: 'AOC',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor da gaming da 23,8 pollici Full HD con pannello Fast IPS a 180 Hz e tempo di risposta di 1 ms. Adaptive-Sync, supporto regolabile in altezza e un prezzo contenuto ne fanno una scelta ideale per gli esports.',
    price: 129,
    ean: '4712854597259',
  },
  {
    name: 'Philips Evnia 34M2C8600',
    brand: 'Philips',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Monitor curvo QD-OLED da 34 pollici WQHD a 175 Hz con Ambiglow, che proietta luce colorata sulla parete dietro lo schermo. Certificato VESA DisplayHDR True Black 400, offre una porta USB-C con ricarica per collegare anche il portatile.',
    price: 699,
  },
  {
    name: 'Apple Studio Display',
    brand: 'Apple',
    category: 'monitor',
    kind: 'monitor',
    description:
      'Lo Studio Display di Apple ha un pannello Retina 5K da 27 pollici con 600 nit di luminosità e supporto a un miliardo di colori. Integra una videocamera ultra-grandangolare da 12 MP con Inquadratura automatica, sei altoparlanti con audio spaziale e tre microfoni.',
    price: 1599,
    ean: '0195944154336',
    variants: ['Vetro standard', 'Vetro nanotexture'],
  },
];

/**
 * What a product has or lacks that its reviews and picture may mention (an OLED panel, a pen, a
 * grinder), read from its name and description so that no review praises a part it does not have.
 */
export type ProductTrait =
  | 'oled'
  | 'fanless'
  | 'arm'
  | 'anc'
  | 'portable'
  | 'home'
  | 'pen'
  | 'zoom'
  | 'foldable'
  | 'daily-charge'
  | 'no-gps'
  | 'analog'
  | 'maps'
  | 'high-refresh'
  | 'usb-c'
  | 'curved'
  | 'playstation'
  | 'xbox'
  | 'nintendo'
  | 'pc'
  | 'remote-play'
  | 'aa-batteries'
  | 'pro-controller'
  | 'wireless'
  | 'mop'
  | 'laser'
  | 'grinder'
  | 'manual'
  | 'dual-basket'
  | 'app'
  | 'subwoofer'
  | 'compact'
  | '360';

const traitRules: [ProductTrait, RegExp, RegExp?][] = [
  // An OLED the product has, not one of its variants may have ("oppure OLED 3K").
  ['oled', /OLED/, /(oppure|anche in versione) OLED/],
  ['fanless', /MacBook Air|privo di ventole/],
  ['arm', /Snapdragon X\b/],
  ['anc', /cancellazione (attiva |adattiva )?del rumore|\bANC\b/, /microfono con cancellazione/],
  ['portable', /IP6\d|impermeabile/],
  ['home', /AirPlay/],
  ['pen', /penna|Pencil|S Pen|Tab Pen/],
  ['zoom', /teleobiettivo|zoom ottico|periscop/],
  ['foldable', /pieghevole/],
  ['daily-charge', /Apple Watch|Galaxy Watch|Pixel Watch/],
  // A band or a watch with hands: no GPS of its own.
  ['no-gps', /Smart Band|lancette/],
  ['analog', /lancette/],
  ['maps', /mappe/],
  ['high-refresh', /\b(1[4-9]\d|[2-9]\d\d) Hz/],
  ['usb-c', /USB-C/],
  ['curved', /curvo/],
  ['playstation', /PlayStation|PS5|DualSense/],
  ['xbox', /Xbox/],
  ['nintendo', /Nintendo/],
  ['pc', /Steam|Windows/],
  ['remote-play', /lettore remoto/],
  ['aa-batteries', /batterie AA/],
  ['pro-controller', /levette sostituibili/],
  ['wireless', /wireless/i],
  ['mop', /\bmop\b|lavapavimenti|panni/],
  ['laser', /laser/],
  ['grinder', /macin/],
  ['manual', /manuale/],
  ['dual-basket', /due cestelli/],
  ['app', /\bapp\b/i],
  ['subwoofer', /subwoofer wireless/],
  ['compact', /X100|ZV-1 |Leica Q/],
  ['360', /360°/],
];

export function productTraits(product: Pick<DemoProduct, 'name' | 'description'>): Set<ProductTrait> {
  const text = `${product.name} ${product.description}`;
  return new Set(
    traitRules.filter(([, has, unless]) => has.test(text) && !unless?.test(text)).map(([trait]) => trait),
  );
}
