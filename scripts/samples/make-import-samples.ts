// `npm run samples:import`: writes the two sample files of the import page under samples/import/,
// so a new admin can try an import at once:
// - offerte-negozio.csv: one shop's price list as Italian Excel saves it (BOM, ';', CRLF, 1.299,00).
//   The admin types the shop ("Elettronica Milano"): the file has no shop column.
// - feed-awin.csv.gz: an Awin Create-a-Feed legacy CSV (gzip, ',', no BOM) from two advertisers.
// Most rows are offers for products of the demo catalogue, found by EAN where the demo product has one,
// otherwise by a close name; the rest are new products. Deterministic: the same bytes on every run
// (no randomness, fixed dates), and each run overwrites both files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { type DemoProduct, demoProducts } from '#scripts/seed/demo-catalog.ts';

const OUT_DIR = path.resolve(import.meta.dirname, '../../samples/import');
const SHOP_FILE = path.join(OUT_DIR, 'offerte-negozio.csv');
const FEED_FILE = path.join(OUT_DIR, 'feed-awin.csv.gz');

type Match = 'ean' | 'name' | 'new';

function demo(name: string): DemoProduct {
  const product = demoProducts.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`Not in the demo catalogue: ${name}`);
  return product;
}

/** A demo product the import finds by its EAN; the name carries the shop's variant. */
function eanOf(name: string, suffix: string) {
  const product = demo(name);
  if (!product.ean) throw new Error(`The demo product has no EAN: ${name}`);
  return { product, name: suffix ? `${product.name} ${suffix}` : product.name, ean: product.ean };
}

/** A demo product without an EAN, found by name: its name plus a short variant suffix. */
function nameOf(name: string, suffix: string) {
  const product = demo(name);
  if (product.ean) throw new Error(`The demo product has an EAN, match it by EAN: ${name}`);
  return { product, name: `${product.name} ${suffix}`, ean: '' };
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A street price near the list price: whole euros from 500 up, .90 / .99 below. */
const FACTORS = [0.97, 1, 0.95, 0.99, 0.93, 0.98, 1.02, 0.96];
function streetPrice(listPrice: number, index: number): number {
  const euros = Math.floor(listPrice * FACTORS[index % FACTORS.length]!);
  if (euros >= 500) return euros - (euros % 10) + 9;
  return euros - 1 + (index % 2 ? 0.99 : 0.9);
}

/** 1299 → '1.299,00', as an Italian spreadsheet shows it. */
function italianPrice(value: number): string {
  const [whole, cents] = value.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

// ---------------------------------------------------------------------------------------------
// 1. A shop's price list (Elettronica Milano), 40 rows.
// ---------------------------------------------------------------------------------------------

type ShopRow = {
  match: Match;
  name: string;
  brand: string;
  price: number | string;
  ean?: string;
  mpn?: string;
  inStock?: boolean;
  createProduct?: boolean;
  /** A deliberately bad row: the admin sees it reported. */
  bad?: 'price' | 'link';
};

const known = (
  match: Exclude<Match, 'new'>,
  offer: { product: DemoProduct; name: string; ean: string },
  extra: Partial<ShopRow> = {},
): ShopRow => ({
  match,
  name: offer.name,
  brand: offer.product.brand,
  price: offer.product.price,
  ean: offer.ean,
  ...extra,
});
const byEan = (name: string, suffix: string, extra?: Partial<ShopRow>) =>
  known('ean', eanOf(name, suffix), extra);
const byName = (name: string, suffix: string, extra?: Partial<ShopRow>) =>
  known('name', nameOf(name, suffix), extra);
const fresh = (name: string, brand: string, price: number, extra: Partial<ShopRow> = {}): ShopRow => ({
  match: 'new',
  name,
  brand,
  price,
  ...extra,
});

const shopRows: ShopRow[] = [
  byEan('Apple iPhone 15', '128 GB Nero'),
  byName('Samsung Galaxy S24 Ultra', '256 GB'),
  fresh('Apple Alimentatore USB-C da 20 W', 'Apple', 19.9, { mpn: 'MHJE3ZM/A', createProduct: true }),
  byEan('Samsung Galaxy S25', '128 GB Navy'),
  byEan('Xiaomi Redmi Note 13 Pro 5G', '8/256 GB Midnight Black'),
  byName('Google Pixel 8a', '128 GB'),
  fresh('Samsung Caricatore rapido 25 W USB-C Nero', 'Samsung', 17.99, { mpn: 'EP-TA800NBEGEU' }),
  byEan('Apple MacBook Air 13 M3', '16 GB / 256 GB Mezzanotte'),
  byName('Apple MacBook Air 15 M4', '16 GB / 512 GB'),
  byEan('Lenovo IdeaPad Slim 5 14AHP9', 'Cloud Grey'),
  fresh('Logitech MX Master 3S mouse wireless Grafite', 'Logitech', 99.99, {
    mpn: '910-006559',
    createProduct: true,
  }),
  byName('LG OLED evo C4 55"', 'OLED55C44LA'),
  byEan('Samsung OLED S90D 55"', 'TQ55S90DAEXZT'),
  byName('Hisense U8NQ 65"', '65U8NQ'),
  byEan('Sony WH-1000XM5', 'Nero'),
  fresh('Apple Cavo di ricarica USB-C intrecciato 60 W (1 m)', 'Apple', 19.9, { mpn: 'MQKJ3ZM/A' }),
  byEan('Apple AirPods Pro 2 (USB-C)', ''),
  byName('Bose QuietComfort Ultra Headphones', 'Nero'),
  byEan('JBL Charge 5', 'Blu'),
  byEan('Sony WF-1000XM5', 'Argento', { bad: 'price' }),
  fresh('SanDisk Extreme microSDXC 128 GB A2 con adattatore', 'SanDisk', 24.9, {
    mpn: 'SDSQXAA-128G-GN6MA',
  }),
  byName('JBL Flip 6', 'Rosso'),
  byEan('Dyson V15 Detect Absolute', ''),
  byName("De'Longhi Magnifica Evo ECAM290.61.B", 'Nero', { bad: 'link' }),
  byEan("De'Longhi Dedica Style EC685", 'Rosso'),
  fresh('Samsung SSD esterno T7 1 TB USB 3.2 Grigio', 'Samsung', 109.9, {
    mpn: 'MU-PC1T0T/WW',
    createProduct: true,
  }),
  byName('Roborock Qrevo S', 'Bianco'),
  byEan('Sony PlayStation 5 Slim', 'Standard Edition'),
  byName('Nintendo Switch OLED', 'Bianco', { inStock: false }),
  // A ';' inside a quoted cell.
  fresh('Hama kit di pulizia per schermi; spray 200 ml e panno in microfibra', 'Hama', 12.9),
  byEan('Garmin Forerunner 265', 'Nero'),
  byName('Apple Watch Series 10', 'GPS 46 mm'),
  // A line break inside a quoted cell (Alt+Invio in Excel).
  fresh('Anker Nano caricatore USB-C 30 W\ncompatto e pieghevole', 'Anker', 26.99, { createProduct: true }),
  byEan('Samsung Galaxy Tab S9 FE', '6/128 GB Wi-Fi Grigio'),
  byName('Logitech G Pro X Superlight 2', 'Nero'),
  fresh('Ugreen Cavo HDMI 2.1 8K 2 m', 'Ugreen', 14.99, { inStock: false }),
  fresh('Spigen Ultra Hybrid cover per iPhone 15 trasparente', 'Spigen', 17.99, { createProduct: true }),
  byName('Dell UltraSharp U2723QE', '27" 4K USB-C'),
  fresh('TP-Link Tapo P110 presa smart Wi-Fi con monitoraggio consumi', 'TP-Link', 14.9, {
    mpn: 'Tapo P110',
    createProduct: true,
  }),
  fresh('Belkin BoostCharge Pro caricatore 3 in 1 con MagSafe 15 W', 'Belkin', 129.99),
];

const SHOP_HEADER = [
  'codice',
  'nome',
  'prezzo',
  'link',
  'marca',
  'ean',
  'mpn',
  'disponibile',
  'crea_prodotto',
] as const;

const shopRecords = shopRows.map((row, index) => {
  const price = row.match === 'new' ? Number(row.price) : streetPrice(Number(row.price), index);
  const link = `https://www.elettronicamilano.example/p/${slug(row.name)}`;
  return [
    `EM-${10001 + index}`,
    row.name,
    row.bad === 'price' ? '' : italianPrice(price),
    row.bad === 'link' ? link.replace(/^https:\/\//, '') : link,
    row.brand,
    row.ean ?? '',
    row.mpn ?? '',
    row.inStock === false ? '0' : '1',
    row.createProduct ? '1' : '0',
  ];
});

// Excel's "CSV UTF-8": a BOM, ';' in an Italian locale, CRLF, a line end after the last row too.
const shopCsv = `\uFEFF${Papa.unparse([[...SHOP_HEADER], ...shopRecords], { delimiter: ';', newline: '\r\n' })}\r\n`;

// ---------------------------------------------------------------------------------------------
// 2. An Awin Create-a-Feed legacy CSV, gzip: 30 rows from each of two advertisers.
// ---------------------------------------------------------------------------------------------

const AWIN_COLUMNS = [
  'aw_deep_link',
  'product_name',
  'aw_product_id',
  'merchant_product_id',
  'merchant_image_url',
  'description',
  'merchant_category',
  'search_price',
  'merchant_name',
  'merchant_id',
  'category_name',
  'category_id',
  'aw_image_url',
  'currency',
  'store_price',
  'delivery_cost',
  'merchant_deep_link',
  'language',
  'last_updated',
  'display_price',
  'data_feed_id',
  'brand_name',
  'ean',
  'mpn',
  'in_stock',
] as const;
type AwinColumn = (typeof AWIN_COLUMNS)[number];

/** Our publisher id in the tracking links (a placeholder, as in Awin's documentation). */
const PUBLISHER_ID = 123456;

/** The shop's own category path and an Awin-style category (the ids are illustrative). */
const CATEGORIES: Record<string, { merchant: string; awin: string; awinId: number }> = {
  smartphone: { merchant: 'Telefonia > Smartphone', awin: 'Mobile Phones', awinId: 411 },
  laptop: { merchant: 'Informatica > Notebook', awin: 'Laptops', awinId: 339 },
  tv: { merchant: 'TV e Home Cinema > Televisori', awin: 'Televisions', awinId: 542 },
  elettrodomestici: {
    merchant: 'Casa > Piccoli elettrodomestici',
    awin: 'Household Appliances',
    awinId: 613,
  },
  audio: { merchant: 'Audio > Cuffie e speaker', awin: 'Headphones & Speakers', awinId: 548 },
  tablet: { merchant: 'Informatica > Tablet', awin: 'Tablets', awinId: 347 },
  smartwatch: { merchant: 'Wearable > Smartwatch', awin: 'Smart Watches', awinId: 609 },
  fotocamere: { merchant: 'Foto e Video > Fotocamere', awin: 'Cameras', awinId: 552 },
  gaming: { merchant: 'Gaming > Console e accessori', awin: 'Games Consoles', awinId: 579 },
  monitor: { merchant: 'Informatica > Monitor', awin: 'Monitors', awinId: 343 },
  accessori: { merchant: 'Accessori > Caricabatterie e cavi', awin: 'Phone Accessories', awinId: 418 },
  informatica: { merchant: 'Informatica > Accessori PC', awin: 'Computer Accessories', awinId: 333 },
  casa: { merchant: 'Casa > Smart home', awin: 'Smart Home', awinId: 627 },
};

type Advertiser = {
  name: string;
  id: number;
  feedId: number;
  host: string;
  imageFolder: string;
  firstProductId: number;
  sku: (index: number) => string;
  productPath: (name: string, sku: string) => string;
  delivery: (price: number) => string;
  /** What the shop appends to the maker's description. */
  footer: string;
};

const TECNOCASA: Advertiser = {
  name: 'TecnoCasa Store',
  id: 61234,
  feedId: 98012,
  host: 'www.tecnocasastore.example',
  imageFolder: 'tecnocasa-store',
  firstProductId: 41873250101,
  sku: (index) => `TCS-${200101 + index}`,
  productPath: (name) => `/prodotto/${slug(name)}`,
  delivery: (price) => (price >= 49 ? '0.00' : '4.90'),
  footer: 'Garanzia Italia 24 mesi, spedizione gratuita sopra i 49 euro.',
};
const MONDO_DIGITALE: Advertiser = {
  name: 'Mondo Digitale',
  id: 58817,
  feedId: 97655,
  host: 'www.mondodigitale.example',
  imageFolder: 'mondo-digitale',
  firstProductId: 39514070231,
  sku: (index) => `MD${731004 + index * 3}`,
  productPath: (_name, sku) => `/p/${sku.toLowerCase()}`,
  delivery: (price) => (price >= 99 ? '0.00' : '5.99'),
  footer:
    'Prodotto originale con garanzia ufficiale Italia. Ritiro gratuito in negozio o consegna a domicilio.',
};

type FeedItem = {
  match: Match;
  name: string;
  brand: string;
  category: string;
  /** List price: the demo product's for known products. */
  price: number;
  description: string;
  ean: string;
  mpn: string;
};

const feedKnown = (
  match: Exclude<Match, 'new'>,
  offer: { product: DemoProduct; name: string; ean: string },
) => ({
  match,
  name: offer.name,
  brand: offer.product.brand,
  category: offer.product.category,
  price: offer.product.price,
  description: offer.product.description,
  ean: offer.ean,
  mpn: '',
});
const feedEan = (name: string, suffix: string): FeedItem => feedKnown('ean', eanOf(name, suffix));
const feedName = (name: string, suffix: string): FeedItem => feedKnown('name', nameOf(name, suffix));
const feedNew = (
  name: string,
  brand: string,
  category: string,
  price: number,
  description: string,
  mpn = '',
): FeedItem => ({ match: 'new', name, brand, category, price, description, ean: '', mpn });

const tecnocasaItems: FeedItem[] = [
  feedEan('Apple iPhone 15 Pro Max', '256 GB Titanio naturale'),
  feedName('Apple iPhone 16', '128 GB'),
  feedEan('Apple iPhone 16e', '128 GB Bianco'),
  feedName('Samsung Galaxy Z Flip6', '256 GB Blue'),
  feedEan('Samsung Galaxy A55 5G', '8/128 GB Awesome Navy'),
  feedNew(
    'Anker Power Bank 10.000 mAh 22,5 W USB-C',
    'Anker',
    'accessori',
    29.99,
    'Batteria esterna compatta da 10.000 mAh con ricarica rapida fino a 22,5 W. Porta USB-C bidirezionale e porta USB-A per ricaricare due dispositivi insieme. Ideale in viaggio e per i pendolari.',
  ),
  feedEan('Xiaomi 14T Pro', '12/512 GB Titan Gray'),
  feedName('Motorola edge 50 Pro', '12/512 GB'),
  feedEan('OnePlus 12', '12/256 GB Silky Black'),
  feedEan('Apple MacBook Pro 14 M4 Pro', '24 GB / 512 GB Nero siderale'),
  feedName('Lenovo ThinkPad X1 Carbon Gen 12', 'Nero'),
  feedNew(
    'Logitech MX Keys S tastiera wireless Grafite',
    'Logitech',
    'informatica',
    119.9,
    'Tastiera wireless retroilluminata con tasti concavi e digitazione silenziosa. Si collega fino a tre dispositivi via Bluetooth o ricevitore Logi Bolt e si ricarica via USB-C. Layout italiano.',
  ),
  feedEan('Dell XPS 13 9345', 'Snapdragon X Elite 16 GB / 512 GB'),
  feedName('ASUS Zenbook 14 OLED UX3405', 'Foggy Silver'),
  feedEan('LG OLED evo C5', '55" OLED55C54LA'),
  feedName('LG QNED86 65"', '65QNED86T6A'),
  feedNew(
    'Philips Hue White and Color Ambiance lampadina smart E27',
    'Philips',
    'casa',
    49.9,
    'Lampadina LED smart con 16 milioni di colori e tutte le tonalità di bianco. Si controlla da app, con Alexa e Google Assistant, via Bluetooth o con il bridge Hue. Attacco E27, equivalente a 75 W.',
  ),
  feedEan('Sony BRAVIA 7', '65" K-65XR70'),
  feedName('Samsung Crystal UHD CU7170 50"', 'UE50CU7170UXZT'),
  feedEan('Dyson V12 Detect Slim', ''),
  feedNew(
    'TP-Link Deco X20 sistema Wi-Fi 6 Mesh (confezione da 2)',
    'TP-Link',
    'informatica',
    129.9,
    'Sistema Wi-Fi 6 Mesh per coprire tutta la casa con una sola rete, senza zone morte. Due unità, gestione semplice da app Deco e controllo parentale incluso. Ogni unità ha due porte Gigabit Ethernet.',
  ),
  feedName('iRobot Roomba Combo j9+', 'Nero'),
  feedEan('Philips Serie 3300 LatteGo', ''),
  feedName('Ninja Foodi MAX Dual Zone AF400EU', '9,5 L'),
  feedNew(
    'Crucial P3 Plus SSD 1 TB M.2 NVMe PCIe 4.0',
    'Crucial',
    'informatica',
    69.9,
    'SSD interno M.2 2280 NVMe PCIe Gen4 con velocità di lettura fino a 5.000 MB/s. Per aggiornare PC desktop e portatili e ridurre i tempi di avvio e caricamento.',
  ),
  feedEan('Apple iPad Air 11 M3', '128 GB Wi-Fi Grigio siderale'),
  feedName('Sonos Era 100', 'Nero'),
  feedNew(
    'Ugreen Caricatore GaN 65 W con 3 porte USB-C e USB-A',
    'Ugreen',
    'accessori',
    39.99,
    'Caricatore da parete con tecnologia GaN, compatto e leggero. Due porte USB-C e una USB-A, fino a 65 W per ricaricare anche un notebook. Spina europea.',
  ),
  feedNew(
    'Amazon Echo Dot (5ª generazione) Antracite',
    'Amazon',
    'casa',
    64.99,
    'Altoparlante intelligente con Alexa dal suono più ricco e bassi più profondi. Sensore di temperatura integrato e controllo della casa intelligente con la voce.',
  ),
  feedNew(
    'Kindle Paperwhite (16 GB) Nero',
    'Amazon',
    'casa',
    169.99,
    'Lettore di e-book con schermo antiriflesso da 7 pollici, luce frontale regolabile e tonalità calda. Impermeabile IPX8 e con autonomia fino a 12 settimane.',
  ),
];

const mondoItems: FeedItem[] = [
  feedEan('Apple iPhone 15', '128 GB Nero'),
  feedEan('Apple iPhone 17 Pro', '256 GB Arancione cosmico'),
  feedName('Samsung Galaxy S24 Ultra', '512 GB'),
  feedEan('Samsung Galaxy S25', '256 GB Icyblue'),
  feedName('Google Pixel 8a', 'Obsidian'),
  feedEan('Google Pixel 9 Pro', '256 GB Porcelain'),
  feedNew(
    'Apple AirTag confezione da 4',
    'Apple',
    'accessori',
    119,
    'Quattro localizzatori da attaccare a chiavi, zaino o valigia e ritrovare con l’app Dov’è. Batteria sostituibile con autonomia di circa un anno e resistenza a schizzi, acqua e polvere IP67.',
    'MX542ZM/A',
  ),
  feedName('HP OmniBook X 14', '14-fe0'),
  feedEan('ASUS Vivobook 15 X1504VA', 'Intel Core i5 16 GB / 512 GB'),
  feedName('Acer Swift Go 14', 'SFG14-73'),
  feedNew(
    'Logitech C920 HD Pro webcam Full HD',
    'Logitech',
    'informatica',
    69.9,
    'Webcam Full HD 1080p a 30 fps con doppio microfono stereo e correzione automatica della luce. Perfetta per videochiamate su Teams, Zoom e Meet.',
    '960-001055',
  ),
  feedEan('Samsung Neo QLED QN90D', '55" QE55QN90DATXZT'),
  feedName('Sony BRAVIA 8 55"', 'K-55XR80'),
  feedEan('Sony WH-1000XM5', 'Blu notte'),
  feedEan('Apple AirPods Max (USB-C)', 'Mezzanotte'),
  feedNew(
    'Google TV Streamer 4K',
    'Google',
    'casa',
    119.99,
    'Lettore multimediale 4K HDR con Google TV, Dolby Vision e Dolby Atmos. Telecomando con tasti personalizzabili e funzione di hub per la casa intelligente con Matter e Thread.',
  ),
  feedName('Roborock Qrevo S', 'Nero'),
  feedName('Xiaomi Robot Vacuum X20+', 'Bianco'),
  feedName('Apple iPad mini (A17 Pro)', '128 GB Wi-Fi'),
  feedNew(
    'Amazon Fire TV Stick 4K (2ª generazione)',
    'Amazon',
    'casa',
    69.99,
    'Streaming in 4K Ultra HD con supporto Wi-Fi 6, Dolby Vision e HDR10+. Telecomando vocale Alexa con tasti per accendere la TV e regolare il volume.',
  ),
  feedName('Samsung Galaxy Watch7', '44 mm'),
  feedEan('Garmin Venu 3', 'Nero'),
  feedEan('Sony PlayStation 5 Pro', ''),
  feedNew(
    'SanDisk Extreme SSD portatile 1 TB USB-C',
    'SanDisk',
    'informatica',
    119.9,
    'SSD esterno resistente a urti, acqua e polvere (IP65) con velocità fino a 1.050 MB/s. Moschettone per agganciarlo allo zaino, compatibile con PC, Mac e smartphone.',
  ),
  feedEan('Meta Quest 3S', '128 GB'),
  feedName('Microsoft Xbox Series S 1 TB', 'Carbon Black'),
  feedEan('Canon EOS R50', 'Kit RF-S 18-45 mm'),
  feedName('Fujifilm X-T5', 'Argento'),
  feedNew(
    'Belkin BoostCharge cavo USB-C a USB-C 2 m',
    'Belkin',
    'accessori',
    19.99,
    'Cavo USB-C a USB-C da 2 metri con rivestimento intrecciato, ricarica fino a 60 W e trasferimento dati USB 2.0. Testato per resistere a migliaia di piegature.',
  ),
  feedNew(
    'Epson EcoTank ET-2870 stampante multifunzione Wi-Fi',
    'Epson',
    'informatica',
    219.9,
    'Stampante multifunzione a serbatoi ricaricabili: stampa, copia e scansione con costi di stampa molto bassi. Wi-Fi e stampa da smartphone con l’app Epson Smart Panel.',
  ),
];

/** Fixed dates: the feed was generated on 20 November 2026 from 02:00 UTC. */
const FEED_START = Date.UTC(2026, 10, 20, 2, 0, 0);
function awinDate(offsetSeconds: number): string {
  const date = new Date(FEED_START + offsetSeconds * 1000);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function feedRecords(advertiser: Advertiser, items: FeedItem[], offset: number): string[][] {
  return items.map((item, index) => {
    const price = item.match === 'new' ? item.price : streetPrice(item.price, index + offset);
    const productId = String(advertiser.firstProductId + index * 7);
    const sku = advertiser.sku(index);
    const category = CATEGORIES[item.category]!;
    const imageUrl = `https://images.example/${advertiser.imageFolder}/${sku.toLowerCase()}.jpg`;
    const amount = price.toFixed(2);
    const values: Record<AwinColumn, string> = {
      aw_deep_link: `https://www.awin1.com/pclick.php?p=${productId}&a=${PUBLISHER_ID}&m=${advertiser.id}`,
      product_name: item.name,
      aw_product_id: productId,
      merchant_product_id: sku,
      merchant_image_url: imageUrl,
      description: `${item.description} ${advertiser.footer}`,
      merchant_category: category.merchant,
      search_price: amount,
      merchant_name: advertiser.name,
      merchant_id: String(advertiser.id),
      category_name: category.awin,
      category_id: String(category.awinId),
      aw_image_url: `https://images.example/awin/?w=200&h=200&feedId=${advertiser.feedId}&url=${encodeURIComponent(imageUrl)}`,
      currency: 'EUR',
      store_price: amount,
      delivery_cost: advertiser.delivery(price),
      merchant_deep_link: `https://${advertiser.host}${advertiser.productPath(item.name, sku)}`,
      language: 'it',
      last_updated: awinDate((index + offset) * 437),
      display_price: `EUR${amount}`,
      data_feed_id: String(advertiser.feedId),
      brand_name: item.brand,
      ean: item.ean,
      mpn: item.mpn,
      in_stock: (index + offset) % 9 === 4 ? '0' : '1',
    };
    return AWIN_COLUMNS.map((column) => values[column]);
  });
}

const feedItems = [...tecnocasaItems, ...mondoItems];
const feedRows = [
  ...feedRecords(TECNOCASA, tecnocasaItems, 0),
  ...feedRecords(MONDO_DIGITALE, mondoItems, tecnocasaItems.length),
];
// Awin quotes a field where the delimiter or white space is present; other fields stay bare.
const feedCsv = `${Papa.unparse([[...AWIN_COLUMNS], ...feedRows], {
  delimiter: ',',
  newline: '\n',
  quotes: (value: unknown) => /\s/.test(String(value)),
})}\n`;

mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(SHOP_FILE, shopCsv, 'utf8');
writeFileSync(FEED_FILE, gzipSync(Buffer.from(feedCsv, 'utf8'), { level: 9 }));

const count = (items: { match: Match }[], match: Match) =>
  items.filter((item) => item.match === match).length;
const badRows = shopRows.flatMap((row, index) => (row.bad ? [`row ${index + 2} (${row.bad})`] : []));
const good = shopRows.filter((row) => !row.bad);
console.log(
  `${path.relative(process.cwd(), SHOP_FILE)}: ${shopRows.length} rows — by EAN ${count(good, 'ean')}, ` +
    `by name ${count(good, 'name')}, new ${count(good, 'new')} ` +
    `(${good.filter((row) => row.match === 'new' && row.createProduct).length} with crea_prodotto 1), ` +
    `bad ${badRows.join(', ')}`,
);
console.log(
  `${path.relative(process.cwd(), FEED_FILE)}: ${feedRows.length} rows — by EAN ${count(feedItems, 'ean')}, ` +
    `by name ${count(feedItems, 'name')}, new ${count(feedItems, 'new')}`,
);
