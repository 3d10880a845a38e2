import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCT_THUMB_SIDE, productThumbKey } from '#app/lib/product-picture.ts';
import type { ProductKind, ProductTrait } from './demo-catalog.ts';
import { createRandom } from './random.ts';

/**
 * Product pictures for the demo catalogue, drawn locally (no network): an SVG illustration of the
 * product's kind (a speaker, a kettle, a phone from the front and the back), varied per model in
 * colour, proportions and details (camera modules, bezels, grilles, buttons) from its name, brand
 * and traits, rasterised to WebP like a real upload. Flat shapes: each file is a few kilobytes.
 */

export type ImageView = 'front' | 'side' | 'detail';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** FNV-1a: a stable number per name, the seed of the model's variations. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The model's own choices, the same on every run. */
function variation(seed: string) {
  const random = createRandom(hash(seed));
  return {
    hue: random.int(0, 359),
    range: (min: number, max: number) => Math.round(min + random.next() * (max - min)),
    pick: <T>(items: readonly T[]) => random.pick(items),
    chance: (probability: number) => random.chance(probability),
  };
}
type Variation = ReturnType<typeof variation>;

/** Colour names of the catalogue's variants ('Verde acqua', 'Blu notte'), drawn as they are sold. */
const namedColours: [RegExp, string][] = [
  [/verde acqua|aqua/i, '#7cc7b8'],
  [/verde oliva/i, '#6b6b3f'],
  [/verde militare/i, '#5b6647'],
  [/blu notte|mezzanotte|blu profondo/i, '#1f2a44'],
  [/shock blue|zaffiro/i, '#2e5fa8'],
  [/rosso cremisi/i, '#9c1f2f'],
  [/rosso neon|pulse red|rosso/i, '#c8323a'],
  [/bianco fumo|cream|panna/i, '#eee4cf'],
  [/robot white|bianco|platino/i, '#f1f1ef'],
  [/titanio naturale|sabbia|duna/i, '#cdbf9f'],
  [/titanio nero|carbon black|black|nero/i, '#1f2125'],
  [/argento/i, '#c9ccd1'],
  [/grafite|grigio/i, '#5d6169'],
  [/rosa/i, '#e8b4c0'],
  [/viola/i, '#8c6bb1'],
  [/arancione/i, '#e58a3a'],
  [/giallo/i, '#e9c53a'],
  [/magenta/i, '#c0327a'],
  [/moca/i, '#6b4f3a'],
  [/verde/i, '#5f8f6a'],
  [/blu/i, '#2f5d9e'],
];

const bodies = [
  '#1f2430',
  '#3a3f4b',
  '#d7dae0',
  '#e9e4da',
  '#c9b79c',
  '#2e4057',
  '#4f6d5a',
  '#9c8fc4',
  '#f1efe9',
  '#7a2e3a',
];

type Look = {
  v: Variation;
  traits: ReadonlySet<ProductTrait>;
  name: string;
  brand: string;
  /** The body colour: the first variant colour the product is sold in, or one of the model's own. */
  body: string;
  /** A darker shade for frames and details, a lighter one for highlights. */
  dark: string;
  accent: string;
  /** The screen wallpaper (a gradient defined in the SVG). */
  screen: string;
};

const isLight = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11 > 150;
};

// Small builders keep the drawings readable.
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const pathOf = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
/** A camera lens: ring, glass, glint. */
const lens = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, '#2b2f38') +
  circle(cx, cy, r * 0.68, '#0c0f16') +
  circle(cx - r * 0.25, cy - r * 0.25, r * 0.18, '#5b6b8c');

type Drawer = (look: Look) => string;

/** Four buttons around a centre, at a distance. */
const diamond = (d: number): [number, number][] => [
  [0, -d],
  [d, 0],
  [0, d],
  [-d, 0],
];

const phone: Drawer = ({ v, traits, brand, name, body, dark, screen }) => {
  const w = v.range(196, 226);
  const h = v.range(420, 462);
  const rx = v.range(26, 42);
  const backX = 150;
  const frontX = 410;
  const top = 400 - h / 2;
  const fold = traits.has('foldable');
  // The back, tilted behind: its camera module is what tells phones apart.
  const backH = fold ? w : h;
  const backTop = fold ? 400 - w / 2 + 40 : top;
  let back = rect(backX, backTop, w, backH, rx, body, `stroke="${dark}" stroke-width="4"`);
  const style = /Apple/.test(brand)
    ? 'square'
    : /Samsung/.test(brand)
      ? 'column'
      : /Google/.test(brand)
        ? 'bar'
        : /OnePlus|Honor|realme/.test(brand)
          ? 'circle'
          : 'block';
  const lenses = /Pro|Ultra|Magic/.test(name) ? 3 : 2;
  if (fold) {
    back +=
      rect(backX + 16, backTop + 16, w - 32, w * 0.55, 18, '#10131a') +
      lens(backX + 46, backTop + w * 0.55 - 6, 16) +
      lens(backX + 88, backTop + w * 0.55 - 6, 16);
  } else if (style === 'square') {
    const s = w * 0.46;
    back += rect(backX + 16, top + 16, s, s, 22, dark, 'opacity=".55"');
    back +=
      lens(backX + 16 + s * 0.3, top + 16 + s * 0.3, s * 0.2) +
      lens(backX + 16 + s * 0.3, top + 16 + s * 0.72, s * 0.2);
    if (lenses === 3) back += lens(backX + 16 + s * 0.72, top + 16 + s * 0.5, s * 0.2);
    back += circle(backX + 16 + s * 0.74, top + 16 + s * 0.18, 6, '#f4e3a1');
  } else if (style === 'column') {
    for (let i = 0; i < lenses + 1; i += 1) back += lens(backX + 46, top + 50 + i * 50, 19);
    back += circle(backX + 90, top + 50, 6, '#f4e3a1');
  } else if (style === 'bar') {
    back += rect(backX - 4, top + 60, w + 8, 66, 33, dark);
    for (let i = 0; i < lenses; i += 1) back += lens(backX + 48 + i * 50, top + 93, 20);
  } else if (style === 'circle') {
    const r = w * 0.28;
    back += circle(backX + w / 2, top + 30 + r, r, dark, 'opacity=".8"');
    back +=
      lens(backX + w / 2 - r * 0.42, top + 30 + r * 0.62, r * 0.26) +
      lens(backX + w / 2 + r * 0.42, top + 30 + r * 0.62, r * 0.26);
    back += lens(backX + w / 2, top + 30 + r * 1.45, r * 0.26);
  } else {
    back += rect(backX + 18, top + 18, w * 0.34, w * 0.56, 20, dark, 'opacity=".7"');
    for (let i = 0; i < lenses; i += 1) back += lens(backX + 18 + w * 0.17, top + 52 + i * 52, 18);
  }
  if (/Nothing/.test(brand))
    back += stroke(`M${backX + w * 0.55} ${top + h * 0.45} a50 50 0 1 1 1 0`, '#ffffff', 5, 'opacity=".8"');
  const backGroup = `<g transform="rotate(-8 ${backX + w / 2} 400)">${back}</g>`;
  // The front: all screen, and where its front camera sits.
  let front = rect(frontX, top, w, h, rx, dark) + rect(frontX + 7, top + 7, w - 14, h - 14, rx - 6, screen);
  const hole = /Apple/.test(brand) ? 'island' : v.pick(['dot', 'dot', 'corner'] as const);
  if (hole === 'island') front += rect(frontX + w / 2 - 34, top + 20, 68, 20, 10, '#05070b');
  else front += circle(hole === 'dot' ? frontX + w / 2 : frontX + 34, top + 30, 9, '#05070b');
  if (fold) front += rect(frontX + 7, 396, w - 14, 8, 0, '#ffffff', 'opacity=".25"');
  front += rect(frontX + w / 2 - 50, top + h - 28, 100, 6, 3, '#ffffff', 'opacity=".6"');
  front += rect(frontX + w - 2, top + 110, 5, 60, 2, dark);
  return backGroup + front;
};

const tablet: Drawer = ({ v, traits, body, dark, screen }) => {
  const w = v.range(470, 540);
  const h = v.range(320, 360);
  const bezel = v.range(14, 28);
  const x = 400 - w / 2;
  const y = 380 - h / 2;
  let out = rect(x, y, w, h, v.range(24, 36), body) + rect(x + 5, y + 5, w - 10, h - 10, 22, dark);
  out += rect(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, 10, screen);
  // App icons on the home screen, in a grid that differs per model.
  const columns = v.range(4, 6);
  for (let i = 0; i < columns * 2; i += 1) {
    const cx = x + bezel + 40 + (i % columns) * ((w - 2 * bezel - 80) / (columns - 1));
    out += rect(
      cx - 16,
      y + bezel + 40 + Math.floor(i / columns) * 70,
      32,
      32,
      9,
      '#ffffff',
      'opacity=".55"',
    );
  }
  out += v.chance(0.5)
    ? circle(400, y + bezel / 2, 4, '#0b0d12')
    : circle(x + bezel / 2, y + h / 2, 4, '#0b0d12');
  if (traits.has('pen')) {
    out += rect(x + 30, y + h + 30, w - 120, 16, 8, v.pick(['#f4f4f4', body, '#2b2f38']));
    out += pathOf(`M${x + w - 90} ${y + h + 30} l24 8 l-24 8 Z`, '#9aa1ad');
  } else {
    out += rect(x + 40, y + h + 20, w - 80, 12, 6, dark, 'opacity=".35"');
  }
  return out;
};

const laptopShape = (look: Look, gaming: boolean) => {
  const { v, brand, body, dark, screen, accent } = look;
  const w = v.range(gaming ? 440 : 400, gaming ? 480 : 450);
  const h = v.range(250, 285);
  const x = 400 - w / 2;
  const y = 150;
  const rx = gaming ? 8 : 16;
  let out = rect(x, y, w, h, rx, gaming ? '#17191f' : dark);
  out += rect(x + 12, y + 12, w - 24, h - 24, 6, screen);
  out += /Apple/.test(brand)
    ? rect(400 - 30, y + 12, 60, 14, 6, '#0b0d12')
    : circle(400, y + 7, 3, '#4b5563');
  // The base seen from above: keyboard and touchpad.
  const baseTop = y + h + 6;
  const spread = gaming ? 40 : 30;
  out += pathOf(
    `M${x} ${baseTop} H${x + w} L${x + w + spread} ${baseTop + 120} H${x - spread} Z`,
    gaming ? '#262a33' : body,
  );
  const keys = gaming ? accent : isLight(body) ? '#8b93a1' : '#0f1115';
  for (let row = 0; row < 4; row += 1) {
    const inset = 30 - row * 4;
    out += rect(
      x + inset,
      baseTop + 12 + row * 17,
      w - 2 * inset,
      12,
      3,
      keys,
      `opacity="${gaming ? '.8' : '.9'}" stroke="${gaming ? '#262a33' : body}" stroke-width="1" stroke-dasharray="22 4"`,
    );
  }
  out += rect(400 - 60, baseTop + 84, 120, 30, 6, isLight(body) && !gaming ? '#c6cbd3' : '#3a3f4b');
  if (gaming) {
    out +=
      rect(x - 10, baseTop + 40, 16, 46, 4, '#0b0d12') + rect(x + w - 6, baseTop + 40, 16, 46, 4, '#0b0d12');
    out += rect(x + 40, y + h - 4, w - 80, 4, 2, accent);
  }
  return out;
};
const laptop: Drawer = (look) => laptopShape(look, false);
const gamingLaptop: Drawer = (look) => laptopShape(look, true);

/** A landscape on a screen: sky, sun, hills (the colours follow the model). */
const scene = (x: number, y: number, w: number, h: number, v: Variation) => {
  const sun = circle(x + (w * v.range(20, 80)) / 100, y + h * 0.35, h * 0.1, '#fde68a');
  const hill = `M${x} ${y + h * 0.72} Q${x + w * 0.3} ${y + h * 0.48} ${x + w * 0.55} ${y + h * 0.7} T${x + w} ${y + h * 0.62} V${y + h} H${x} Z`;
  return rect(x, y, w, h, 2, 'url(#scr)') + sun + pathOf(hill, '#0f172a', 'opacity=".55"');
};

const tv: Drawer = ({ v, traits, name, dark }) => {
  const w = v.range(590, 640);
  const h = Math.round(w * 0.56);
  const x = 400 - w / 2;
  const y = 380 - h / 2 - 20;
  const frame = /Frame/.test(name);
  const bezel = frame ? 22 : traits.has('oled') ? 5 : v.range(8, 14);
  let out = rect(x, y, w, h, 6, frame ? '#e9e4da' : '#0b0d12');
  out += scene(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, v);
  if (/Philips/.test(name)) out = ellipse(400, y + h / 2, w / 2 + 40, h / 2 + 40, 'url(#glow)') + out;
  const stand = frame ? 'easel' : v.pick(['pedestal', 'feet', 'feet'] as const);
  if (stand === 'pedestal')
    out += rect(370, y + h, 60, 50, 4, dark) + rect(300, y + h + 46, 200, 14, 7, dark);
  else if (stand === 'feet') {
    const inset = v.range(40, 120);
    out +=
      pathOf(`M${x + inset} ${y + h} l-24 60 h18 l20 -60 Z`, dark) +
      pathOf(`M${x + w - inset} ${y + h} l24 60 h-18 l-20 -60 Z`, dark);
  } else out += stroke(`M${x + 120} ${y + h} l-30 90 M${x + w - 120} ${y + h} l30 90`, '#8b6b4a', 10);
  return out;
};

const monitor: Drawer = ({ v, traits, dark, accent }) => {
  const curved = traits.has('curved');
  const w = curved ? v.range(620, 650) : v.range(520, 580);
  const h = curved ? Math.round(w * 0.42) : Math.round(w * 0.58);
  const x = 400 - w / 2;
  const y = 160;
  let out = curved
    ? pathOf(
        `M${x} ${y} Q400 ${y + 26} ${x + w} ${y} V${y + h} Q400 ${y + h + 26} ${x} ${y + h} Z`,
        '#0b0d12',
      )
    : rect(x, y, w, h, 8, '#0b0d12');
  const bezel = v.range(6, 14);
  if (traits.has('high-refresh')) {
    out += scene(
      x + bezel,
      y + bezel + (curved ? 12 : 0),
      w - 2 * bezel,
      h - 2 * bezel - (curved ? 12 : 0),
      v,
    );
  } else {
    // A desktop with two windows.
    out += rect(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, 3, 'url(#scr)');
    out +=
      rect(x + 40, y + 40, w * 0.45, h * 0.5, 6, '#f8fafc', 'opacity=".9"') +
      rect(x + w * 0.42, y + h * 0.35, w * 0.45, h * 0.45, 6, '#e2e8f0', 'opacity=".95"');
  }
  const neck = v.range(70, 110);
  out += rect(385, y + h, 30, neck, 4, dark);
  const base = v.pick(['round', 'v', 'plate'] as const);
  const by = y + h + neck;
  if (base === 'round') out += ellipse(400, by + 8, 120, 18, dark);
  else if (base === 'v')
    out += pathOf(`M400 ${by - 6} L${280} ${by + 22} h30 L400 ${by + 8} L${490} ${by + 22} h30 Z`, dark);
  else out += rect(310, by, 180, 18, 9, dark);
  if (traits.has('high-refresh')) out += rect(x + w / 2 - 40, y + h - 3, 80, 3, 1, accent);
  return out;
};

const watchFace = (cx: number, cy: number, r: number, look: Look) => {
  const { v } = look;
  const rings = ['#ef4444', '#84cc16', '#22d3ee'];
  if (v.chance(0.5)) {
    return rings
      .map((colour, i) =>
        stroke(
          `M${cx} ${cy - r * (0.8 - i * 0.2)} a${r * (0.8 - i * 0.2)} ${r * (0.8 - i * 0.2)} 0 1 1 -${r * 0.5} ${r * 0.15}`,
          colour,
          r * 0.12,
        ),
      )
      .join('');
  }
  return `<text x="${cx}" y="${cy + r * 0.16}" font-family="sans-serif" font-size="${Math.round(r * 0.5)}" font-weight="700" text-anchor="middle" fill="#fff">10:09</text>`;
};

const smartwatch: Drawer = (look) => {
  const { v, traits, brand, body, dark } = look;
  const strap = look.v.pick(['#1f2430', '#e9e4da', '#3b4a6b', '#a3b18a', '#c9a0a0', body]);
  const band = v.range(104, 130);
  let out = rect(400 - band / 2, 110, band, 580, band / 2.4, strap);
  if (/Apple/.test(brand)) {
    const w = v.range(210, 240);
    out +=
      rect(400 - w / 2, 400 - w * 0.6, w, w * 1.2, 56, dark) +
      rect(400 - w / 2 + 14, 400 - w * 0.6 + 14, w - 28, w * 1.2 - 28, 44, '#05070b');
    out += watchFace(400, 400, w * 0.38, look) + rect(400 + w / 2 - 2, 350, 14, 40, 6, dark);
  } else {
    const r = v.range(120, 138);
    out += circle(400, 400, r, dark) + circle(400, 400, r - 14, traits.has('analog') ? '#f8fafc' : '#05070b');
    if (traits.has('analog')) {
      out +=
        stroke('M400 400 L400 310', '#111827', 8) +
        stroke('M400 400 L460 430', '#111827', 6) +
        circle(400, 440, 30, '#111827');
    } else out += watchFace(400, 400, r - 20, look);
    out +=
      rect(400 + r - 4, 370, 16, 26, 6, dark) +
      (v.chance(0.6) ? rect(400 + r - 8, 420, 14, 22, 6, dark) : '');
  }
  return out;
};

const sportwatch: Drawer = (look) => {
  const { v, body, dark, accent } = look;
  const r = v.range(130, 146);
  const band = v.range(112, 136);
  let out = rect(400 - band / 2, 100, band, 600, 44, v.pick(['#1f2430', '#3b3f46', '#5b6647', body]));
  for (let i = 0; i < 6; i += 1) out += circle(400, 560 + i * 22, 6, '#0b0d12', 'opacity=".5"');
  out += circle(400, 400, r + 12, dark);
  out += circle(
    400,
    400,
    r,
    'none',
    `stroke="#e5e7eb" stroke-width="10" stroke-dasharray="2 ${Math.round((2 * Math.PI * r) / 60 - 2)}"`,
  );
  out += circle(400, 400, r - 18, '#05070b');
  out += `<text x="400" y="385" font-family="sans-serif" font-size="54" font-weight="700" text-anchor="middle" fill="#fff">5:12</text>`;
  out += `<text x="400" y="440" font-family="sans-serif" font-size="30" text-anchor="middle" fill="${accent}">10,4 km</text>`;
  for (const [dx, dy] of [
    [1, -0.55],
    [1, 0.55],
    [-1, -0.55],
    [-1, 0.55],
    [-1, 0],
  ] as const) {
    out += rect(400 + dx * (r + 8) - (dx > 0 ? 0 : 16), 400 + dy * r - 12, 16, 24, 5, v.pick([dark, accent]));
  }
  return out;
};

const fitnessBand: Drawer = ({ v, body, dark, accent }) => {
  const strap = body === '#f1f1ef' ? '#e5e7eb' : body;
  const band = v.range(70, 90);
  let out = rect(400 - band / 2, 90, band, 620, band / 2, strap);
  const w = v.range(96, 112);
  const h = v.range(220, 260);
  out +=
    rect(400 - w / 2, 400 - h / 2, w, h, w / 2.2, dark) +
    rect(400 - w / 2 + 8, 400 - h / 2 + 8, w - 16, h - 16, w / 2.6, '#05070b');
  out += `<text x="400" y="390" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">8:30</text>`;
  out += pathOf('M400 452 l-16 -16 a10 10 0 0 1 16 -12 a10 10 0 0 1 16 12 Z', accent);
  return out;
};

const camera: Drawer = ({ v, traits, name, body, dark }) => {
  const compact = traits.has('compact');
  const retro = /Fujifilm|Zf|Leica/.test(name);
  const w = compact ? v.range(380, 420) : v.range(420, 470);
  const h = compact ? v.range(220, 240) : v.range(250, 280);
  const x = 400 - w / 2;
  const y = 430 - h / 2;
  const bodyColour = retro ? '#1f2125' : dark === '#0b0d12' ? '#1f2430' : '#2a2e36';
  let out = '';
  if (!compact && !/ZV-E10|Lumix S9/.test(name))
    out += pathOf(`M${x + w * 0.3} ${y} l22 -62 h${w * 0.22} l22 62 Z`, bodyColour);
  out += rect(x, y, w, h, 26, bodyColour);
  if (retro) out += rect(x, y, w, h * 0.34, 26, '#c9ccd1') + rect(x, y + h * 0.2, w, h * 0.14, 0, '#c9ccd1');
  out += pathOf(
    `M${x + w - 90} ${y} h60 a30 30 0 0 1 30 30 v${h - 60} a30 30 0 0 1 -30 30 h-60 Z`,
    '#111318',
  );
  for (let i = 0; i < (retro ? 3 : 2); i += 1)
    out += rect(x + 30 + i * 56, y - 22, 40, 22, 6, retro ? '#9aa1ad' : '#3a3f4b');
  const r = compact ? v.range(70, 86) : v.range(96, 120);
  const cx = x + w * (compact ? 0.42 : 0.45);
  out += circle(cx, y + h / 2 + 10, r + 10, '#2b2f38') + circle(cx, y + h / 2 + 10, r, '#3a3f4b');
  out += lens(cx, y + h / 2 + 10, r * 0.72);
  if (compact) out += rect(x + 24, y + 22, 50, 30, 6, '#0c0f16');
  out += circle(x + w - 60, y - 10, 12, '#ef4444');
  if (body !== '#1f2125' && !retro) out += rect(x, y + h - 18, w, 18, 9, body, 'opacity=".6"');
  return out;
};

const actionCam: Drawer = ({ v, traits }) => {
  if (traits.has('360')) {
    let out = rect(330, 170, 140, 440, 50, '#1f2125');
    out += circle(400, 250, 62, '#111318') + lens(400, 250, 46) + rect(350, 360, 100, 130, 16, 'url(#scr)');
    out += rect(380, 520, 40, 16, 8, '#ef4444');
    return out;
  }
  const w = v.range(260, 300);
  const h = v.range(200, 224);
  const x = 400 - w / 2;
  const y = 400 - h / 2;
  let out = rect(x, y, w, h, 30, '#1f2125');
  out += rect(x + 20, y + 20, 110, 110, 24, '#2b2f38') + lens(x + 75, y + 75, 42);
  out += rect(x + w - 130, y + 30, 106, 80, 10, 'url(#scr)');
  out += rect(x + 30, y - 14, 60, 16, 6, '#ef4444');
  out += rect(x + 40, y + h, 40, 60, 8, '#3a3f4b') + rect(x + w - 80, y + h, 40, 60, 8, '#3a3f4b');
  return out;
};

const gimbalCamera: Drawer = ({ dark }) => {
  let out = rect(350, 340, 100, 330, 44, '#1f2125');
  out +=
    rect(368, 430, 64, 110, 10, 'url(#scr)') + circle(400, 590, 16, dark === '#0b0d12' ? '#3a3f4b' : dark);
  out += stroke('M400 340 V280 H470 V200', '#3a3f4b', 22);
  out += rect(380, 150, 130, 100, 22, '#1f2125') + lens(445, 200, 36);
  return out;
};

const console_: Drawer = ({ v, traits, name, accent }) => {
  if (traits.has('playstation')) {
    let out = rect(360, 150, 80, 480, 20, '#0b0d12');
    out +=
      pathOf('M360 150 C300 170 290 300 300 630 H360 Z', '#f4f4f4', 'stroke="#c3c8d0" stroke-width="4"') +
      pathOf('M440 150 C500 170 510 300 500 630 H440 Z', '#f4f4f4', 'stroke="#c3c8d0" stroke-width="4"');
    if (/Pro/.test(name))
      for (let i = 0; i < 3; i += 1) out += rect(300, 330 + i * 30, 200, 10, 3, '#0b0d12');
    out += rect(392, 560, 16, 50, 4, '#2b2f38') + rect(330, 630, 140, 26, 8, '#0b0d12');
    return out;
  }
  if (traits.has('xbox')) {
    if (/Series S/.test(name)) {
      return (
        rect(200, 300, 400, 300, 18, '#1f2125') +
        circle(480, 420, 80, '#0b0d12') +
        circle(480, 420, 70, 'none', 'stroke="#3a3f4b" stroke-width="6" stroke-dasharray="8 6"') +
        circle(240, 330, 8, '#e5e7eb')
      );
    }
    return (
      rect(290, 170, 220, 480, 16, '#1f2125') +
      ellipse(400, 190, 90, 16, '#2f7d32', 'opacity=".7"') +
      circle(400, 190, 10, '#0b0d12') +
      circle(320, 610, 9, '#e5e7eb')
    );
  }
  // Nintendo: a tablet between two controllers, dark or in two neon colours.
  const dark = /2/.test(name);
  const left = dark ? '#2b2f38' : v.pick(['#e11d48', '#e5e7eb']);
  const right = dark ? '#2b2f38' : left === '#e5e7eb' ? '#e5e7eb' : '#0ea5e9';
  let out = rect(150, 270, 110, 260, 50, left) + rect(540, 270, 110, 260, 50, right);
  out += rect(250, 270, 300, 260, 14, '#1f2125') + rect(268, 288, 264, 224, 6, 'url(#scr)');
  out += circle(205, 340, 22, '#111318') + circle(595, 440, 22, '#111318');
  for (const [dx, dy] of diamond(24))
    out += circle(595 + dx, 350 + dy, 9, '#111318') + circle(205 + dx, 450 + dy, 9, '#111318');
  if (dark) out += rect(250, 270, 4, 260, 2, accent) + rect(546, 270, 4, 260, 2, accent);
  return out;
};

const handheld: Drawer = ({ v, traits, name, accent }) => {
  const remote = traits.has('remote-play');
  const white = remote || /Ally/.test(name);
  const colour = white ? '#f1f1ef' : '#2b2f38';
  const w = remote ? 620 : v.range(560, 600);
  const x = 400 - w / 2;
  let out = rect(x, 290, w, 230, 110, colour, white ? 'stroke="#d1d5db" stroke-width="4"' : '');
  const sw = remote ? 300 : v.range(250, 290);
  out +=
    rect(400 - sw / 2 - 12, 300, sw + 24, 200, 14, '#0b0d12') +
    rect(400 - sw / 2, 312, sw, 176, 4, 'url(#scr)');
  out += circle(x + 80, 360, 26, '#111318') + circle(x + w - 80, 450, 26, '#111318');
  for (const [dx, dy] of diamond(22))
    out +=
      circle(x + w - 80 + dx, 360 + dy, 9, '#111318') +
      rect(x + 72 + dx * 0.9, 442 + dy * 0.9, 16, 16, 3, '#111318');
  if (/Steam/.test(name))
    out += rect(x + 56, 468, 48, 44, 8, '#3a3f4b') + rect(x + w - 104, 468, 48, 44, 8, '#3a3f4b');
  if (/Ally/.test(name))
    out +=
      circle(x + 80, 360, 32, 'none', `stroke="${accent}" stroke-width="5"`) +
      circle(x + w - 80, 450, 32, 'none', `stroke="${accent}" stroke-width="5"`);
  if (/Legion/.test(name))
    out += rect(x + 150, 290, 6, 230, 3, '#0b0d12') + rect(x + w - 156, 290, 6, 230, 3, '#0b0d12');
  return out;
};

const vrHeadset: Drawer = ({ name, accent }) => {
  let out =
    stroke('M220 360 C160 250 640 250 580 360', '#4b5563', 26) +
    stroke('M230 420 C200 560 600 560 570 420', '#4b5563', 22);
  out += rect(210, 300, 380, 210, 90, '#f1f1ef', 'stroke="#d1d5db" stroke-width="4"');
  out += rect(240, 330, 320, 150, 70, '#e5e7eb');
  if (/3S/.test(name)) {
    for (const cx of [300, 500])
      out += pathOf(`M${cx - 30} 420 l30 -44 l30 44 Z`, '#1f2125') + circle(cx, 398, 7, '#4b5563');
  } else {
    for (const cx of [310, 400, 490]) out += rect(cx - 18, 360, 36, 90, 18, '#1f2125');
  }
  out += rect(380, 500, 40, 8, 4, accent);
  return out;
};

const controller: Drawer = ({ traits, body, dark, accent }) => {
  const colour = body;
  const ink = isLight(colour) ? '#1f2430' : '#e5e7eb';
  let out = pathOf(
    'M230 320 Q400 270 570 320 Q660 350 660 480 Q650 580 585 575 Q545 570 505 500 H295 Q255 570 215 575 Q150 580 140 480 Q140 350 230 320 Z',
    colour,
    isLight(colour) ? `stroke="${dark}" stroke-width="4"` : '',
  );
  const symmetric = traits.has('playstation');
  const leftStick = symmetric ? [330, 455] : [255, 390];
  const dpad = symmetric ? [255, 390] : [330, 455];
  out += circle(leftStick[0]!, leftStick[1]!, 34, '#111318') + circle(470, 455, 34, '#111318');
  out +=
    rect(dpad[0]! - 40, dpad[1]! - 12, 80, 24, 6, ink, 'opacity=".8"') +
    rect(dpad[0]! - 12, dpad[1]! - 40, 24, 80, 6, ink, 'opacity=".8"');
  for (const [dx, dy] of diamond(30))
    out += circle(545 + dx, 390 + dy, 14, symmetric ? ink : accent, 'opacity=".85"');
  out += symmetric ? rect(340, 320, 120, 70, 12, '#2b2f38') : circle(400, 330, 20, '#e5e7eb');
  if (traits.has('pro-controller'))
    out += rect(250, 560, 40, 50, 10, '#2b2f38') + rect(510, 560, 40, 50, 10, '#2b2f38');
  return out;
};

const mouse: Drawer = ({ v, body, dark, accent }) => {
  const w = v.range(190, 220);
  const h = v.range(320, 350);
  let out = pathOf(
    `M400 ${400 - h / 2} C${400 + w / 2 + 20} ${400 - h / 2} ${400 + w / 2} ${400 + h / 2} 400 ${400 + h / 2} C${400 - w / 2} ${400 + h / 2} ${400 - w / 2 - 20} ${400 - h / 2} 400 ${400 - h / 2} Z`,
    body,
    isLight(body) ? `stroke="${dark}" stroke-width="4"` : '',
  );
  out += stroke(`M400 ${400 - h / 2 + 4} V${400 - h / 2 + 120}`, isLight(body) ? '#9aa1ad' : '#0b0d12', 4);
  out += rect(390, 400 - h / 2 + 40, 20, 46, 10, '#3a3f4b');
  out += stroke(`M${400 - w / 2 + 14} ${400 - h / 2 + 120} h60`, isLight(body) ? '#9aa1ad' : '#0b0d12', 3);
  out += circle(400, 400 + h / 2 - 60, 5, accent);
  return out;
};

const keyboard: Drawer = ({ v, traits, accent }) => {
  const lowProfile = traits.has('wireless');
  const w = v.range(600, 640);
  const x = 400 - w / 2;
  const deck = lowProfile ? '#2b2f38' : '#16181d';
  let out = rect(x, 300, w, 240, 18, deck);
  const keyColour = v.chance(0.3) ? '#e5e7eb' : '#3a3f4b';
  out += `<rect x="${x + 16}" y="320" width="${w - 32}" height="30" fill="url(#keys)"/>`;
  out += `<rect x="${x + 16}" y="360" width="${w - 32}" height="164" fill="url(#keys)"/>`;
  out += rect(x + 160, 488, 200, 32, 5, keyColour);
  out += `<defs><pattern id="keys" width="38" height="41" patternUnits="userSpaceOnUse"><rect x="2" y="2" width="34" height="34" rx="${lowProfile ? 4 : 6}" fill="${keyColour}" stroke="${accent}" stroke-width="${lowProfile ? 2 : 0}"/></pattern></defs>`;
  if (lowProfile) out += circle(x + w - 40, 290, 14, '#9aa1ad');
  else out += rect(x + 30, 550, w - 60, 46, 14, '#2b2f38');
  return out;
};

/** Headband and ear cups; the cup's shape and a microphone boom vary. */
const headset = (look: Look, withMic: boolean) => {
  const { v, name, body, dark, accent } = look;
  const square = /Max/.test(name);
  const round = /Beats|HyperX|Razer/.test(name);
  const w = v.range(110, 130);
  let out = stroke('M255 430 V340 A145 145 0 0 1 545 340 V430', dark, 30);
  const cup = (cx: number) =>
    square
      ? rect(cx - w / 2, 380, w, 190, 34, body) +
        rect(cx - w / 2 + 16, 396, w - 32, 158, 24, dark, 'opacity=".45"')
      : round
        ? circle(cx, 470, w * 0.78, body) + circle(cx, 470, w * 0.46, dark, 'opacity=".4"')
        : ellipse(cx, 470, w / 2, 100, body) + ellipse(cx, 470, w / 2 - 18, 76, dark, 'opacity=".4"');
  out += cup(230) + cup(570);
  if (withMic) {
    out += stroke('M220 540 C220 620 300 640 350 620', '#2b2f38', 12) + rect(345, 604, 40, 30, 12, '#2b2f38');
    out +=
      circle(230, 470, w * 0.42, 'none', `stroke="${accent}" stroke-width="6"`) +
      circle(570, 470, w * 0.42, 'none', `stroke="${accent}" stroke-width="6"`);
  }
  return out;
};
const headphones: Drawer = (look) => headset(look, false);
const gamingHeadset: Drawer = (look) => headset(look, true);

const earbuds: Drawer = ({ v, brand, body, dark }) => {
  const stem = /Apple|Samsung|Nothing/.test(brand);
  const clear = /Nothing/.test(brand);
  const caseColour = clear ? '#e5e7eb' : body;
  const w = v.range(230, 270);
  const size = v.range(38, 50);
  let out = rect(
    400 - w / 2,
    430,
    w,
    v.range(170, 200),
    stem ? 70 : 90,
    caseColour,
    `stroke="${dark}" stroke-width="4"${clear ? ' fill-opacity=".45"' : ''}`,
  );
  out += pathOf(
    `M${400 - w / 2} 440 Q400 330 ${400 + w / 2} 440 Z`,
    caseColour,
    `stroke="${dark}" stroke-width="4" opacity=".85"`,
  );
  out += circle(400, 520, 6, '#84cc16');
  const bud = (cx: number, flip: number) =>
    stem
      ? circle(
          cx,
          250,
          size,
          body === '#1f2125' ? '#2b2f38' : '#f4f4f4',
          `stroke="${dark}" stroke-width="3"`,
        ) +
        rect(
          cx - 14 + flip * 10,
          270,
          28,
          110,
          14,
          body === '#1f2125' ? '#2b2f38' : '#f4f4f4',
          `stroke="${dark}" stroke-width="3"`,
        )
      : circle(cx, 290, size + 16, body) + ellipse(cx - flip * 40, 290, 26, 34, '#6b7280');
  return out + bud(310, -1) + bud(490, 1);
};

const speaker: Drawer = ({ v, traits, name, body, dark, accent }) => {
  if (/BOOM/.test(name)) {
    return (
      rect(300, 160, 200, 460, 100, body, 'stroke="#0b0d12" stroke-width="6"') +
      rect(300, 200, 200, 380, 0, 'url(#grille)') +
      pathOf('M380 300 h40 M400 280 v40', 'none', 'stroke="#f4f4f4" stroke-width="14"') +
      rect(380, 440, 40, 14, 4, '#f4f4f4')
    );
  }
  if (/Marshall/.test(name)) {
    return (
      rect(210, 270, 380, 260, 34, '#1f2125') +
      rect(236, 296, 328, 208, 18, 'url(#grille)') +
      stroke('M300 330 q40 -20 80 0 t80 0', '#d4af37', 6) +
      rect(520, 250, 40, 22, 6, '#d4af37')
    );
  }
  if (traits.has('home')) {
    return (
      rect(290, 180, 220, 420, 70, body, `stroke="${dark}" stroke-width="4"`) +
      rect(300, 250, 200, 340, 60, 'url(#grille)') +
      rect(350, 200, 100, 22, 11, dark, 'opacity=".5"')
    );
  }
  const w = v.range(440, 500);
  const h = v.range(180, 210);
  const x = 400 - w / 2;
  let out =
    rect(x, 400 - h / 2, w, h, h / 2, body) + rect(x + h / 2, 400 - h / 2, w - h, h, 0, 'url(#grille)');
  out += circle(x + h / 2 - 20, 400, h / 2 - 22, dark) + circle(x + w - h / 2 + 20, 400, h / 2 - 22, dark);
  out += circle(x + h / 2 - 20, 400, h / 4, accent, 'opacity=".7"');
  out += rect(400 - 50, 400 - h / 2 - 12, 100, 14, 7, dark);
  return out;
};

const soundbar: Drawer = ({ v, traits, body, dark }) => {
  const colour = isLight(body) ? '#f1f1ef' : '#1f2125';
  const w = v.range(620, 680);
  let out = '';
  if (traits.has('subwoofer'))
    out += rect(520, 300, 200, 300, 20, '#1f2125') + circle(620, 450, 70, '#2b2f38');
  out +=
    rect(400 - w / 2, 500, w, 90, 45, colour, `stroke="${dark}" stroke-width="3"`) +
    rect(400 - w / 2 + 40, 512, w - 80, 66, 0, 'url(#grille)');
  out += rect(380, 488, 40, 8, 4, '#84cc16');
  return out;
};

const stickVacuum: Drawer = ({ v, traits, body, accent }) => {
  const tube = v.pick(['#9aa1ad', '#c9ccd1', accent]);
  const foot = v.range(300, 360);
  const bin = v.range(130, 180);
  const head = v.range(190, 250);
  let out = stroke(`M520 250 L${foot} 610`, tube, v.range(20, 28));
  out +=
    rect(470, 150, 110, 70, 30, '#2b2f38') +
    rect(520, 190, 70, bin, 30, body) +
    rect(528, 210, 54, bin - 50, 24, '#e5e7eb', 'opacity=".6"');
  out += stroke('M590 170 q40 40 0 90', '#2b2f38', 18);
  out +=
    rect(foot - head / 2, 600, head, 60, 20, '#2b2f38') +
    rect(foot - head / 2 + 10, 640, head - 20, 18, 8, accent);
  if (traits.has('laser'))
    out += pathOf(`M${foot - head / 2 + 10} 640 L80 690 L80 610 Z`, '#22c55e', 'opacity=".45"');
  return out;
};

const robotVacuum: Drawer = ({ v, traits, body, dark, accent }) => {
  const tall = v.range(300, 400);
  const wide = v.range(200, 250);
  let out =
    rect(470, 570 - tall, wide, tall, 30, isLight(body) ? '#e5e7eb' : '#2b2f38') +
    rect(490, 600 - tall, wide - 40, v.range(50, 80), 14, dark, 'opacity=".6"');
  const r = v.range(170, 190);
  out += ellipse(360, 490, r, r * 0.62, body, `stroke="${dark}" stroke-width="5"`);
  out +=
    ellipse(360, 470, r * 0.96, r * 0.56, body) +
    ellipse(360, 470, r * 0.96, r * 0.56, 'none', `stroke="${dark}" stroke-width="2" opacity=".4"`);
  if (v.chance(0.7)) out += ellipse(360, 440, 40, 24, dark);
  out += rect(330, 470, 60, 10, 5, accent);
  if (traits.has('mop')) out += ellipse(290, 580, 46, 14, '#94a3b8') + ellipse(430, 580, 46, 14, '#94a3b8');
  return out;
};

const coffeeMachine: Drawer = ({ v, traits, body, dark }) => {
  if (traits.has('manual')) {
    let out = rect(320, 180, 170, 420, 24, body, `stroke="${dark}" stroke-width="4"`);
    out +=
      rect(340, 200, 130, 60, 10, dark, 'opacity=".5"') +
      circle(360, 230, 10, '#f4f4f4') +
      circle(400, 230, 10, '#f4f4f4') +
      circle(440, 230, 10, '#f4f4f4');
    out += rect(350, 330, 110, 30, 12, '#2b2f38') + stroke('M455 345 H580', '#2b2f38', 20);
    out += stroke('M325 300 C280 330 280 420 300 470', '#9aa1ad', 8);
    out += pathOf('M375 470 h60 l-6 60 h-48 Z', '#f4f4f4') + rect(330, 560, 150, 24, 8, '#2b2f38');
    return out;
  }
  const w = v.range(320, 360);
  const x = 400 - w / 2;
  let out = rect(x, 150, w, 460, 30, body, `stroke="${dark}" stroke-width="4"`);
  out += rect(x + 24, 180, w - 48, 90, 12, '#0b0d12') + rect(x + 40, 200, 90, 50, 6, 'url(#scr)');
  for (let i = 0; i < 3; i += 1) out += circle(x + 170 + i * 40, 225, 12, '#4b5563');
  out +=
    rect(x + w / 2 - 50, 300, 100, 40, 10, '#2b2f38') +
    rect(x + w / 2 - 30, 340, 16, 24, 4, '#2b2f38') +
    rect(x + w / 2 + 14, 340, 16, 24, 4, '#2b2f38');
  out += pathOf(`M${x + w / 2 - 40} 450 h80 l-8 90 h-64 Z`, '#f4f4f4', `stroke="${dark}" stroke-width="3"`);
  out += rect(x + 20, 560, w - 40, 30, 10, '#2b2f38') + rect(x + 30, 130, 120, 30, 10, dark);
  return out;
};

const airFryer: Drawer = ({ v, traits, body, dark }) => {
  const dual = traits.has('dual-basket');
  const w = dual ? 480 : v.range(320, 360);
  const x = 400 - w / 2;
  let out = rect(x, 170, w, 440, 60, body, `stroke="${dark}" stroke-width="4"`);
  out +=
    rect(x + 40, 200, w - 80, 80, 16, '#0b0d12') +
    `<text x="400" y="255" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#f97316">200°</text>`;
  const drawers = dual ? [x + 20, 400 + 10] : [x + 20];
  const dw = dual ? w / 2 - 30 : w - 40;
  for (const dx of drawers) {
    out +=
      rect(dx, 320, dw, 270, 30, dark, 'opacity=".35"') + rect(dx + dw / 2 - 50, 430, 100, 36, 18, '#1f2125');
  }
  return out;
};

const kitchenMachine: Drawer = ({ body, dark, accent }) => {
  let out = pathOf('M250 620 L280 420 H520 L550 620 Z', body, `stroke="${dark}" stroke-width="4"`);
  out += rect(340, 470, 120, 80, 12, '#0b0d12') + rect(352, 482, 96, 56, 6, 'url(#scr)');
  out += circle(400, 580, 16, accent);
  out += pathOf('M300 420 L320 230 H480 L500 420 Z', '#e5e7eb', `stroke="${dark}" stroke-width="4"`);
  out +=
    stroke('M490 260 C580 270 580 380 495 390', '#d1d5db', 16) +
    rect(300, 210, 200, 30, 14, dark) +
    rect(380, 190, 40, 24, 6, '#9aa1ad');
  return out;
};

const washingMachine: Drawer = ({ v, body, dark, accent }) => {
  let out = rect(
    210,
    140,
    380,
    500,
    24,
    body === '#1f2125' ? '#e5e7eb' : '#f4f4f4',
    `stroke="${dark}" stroke-width="4"`,
  );
  out +=
    rect(210, 140, 380, 90, 24, '#e5e7eb') +
    rect(230, 160, 110, 50, 8, '#d1d5db') +
    rect(370, 165, v.range(80, 120), 40, 6, '#0b0d12');
  out += circle(530, 185, 26, '#9aa1ad') + circle(530, 185, 8, accent);
  const r = v.range(120, 135);
  const cy = v.range(410, 440);
  out += circle(400, cy, r + 22, '#9aa1ad') + circle(400, cy, r, '#1e3a5f');
  out += pathOf(
    `M${400 - r} ${cy + 20} q${r / 2} -30 ${r} 0 t${r} 0 V${cy + r * 0.6} H${400 - r} Z`,
    '#60a5fa',
    'opacity=".7"',
  );
  return out;
};

const kettle: Drawer = ({ v, body, dark }) => {
  const w = v.range(150, 175);
  let out = ellipse(400, 600, w + 40, 26, '#2b2f38');
  out += pathOf(
    `M${400 - w} 580 C${400 - w - 20} 420 ${400 - w + 30} 300 400 290 C${400 + w - 30} 300 ${400 + w + 20} 420 ${400 + w} 580 Z`,
    body,
    `stroke="${dark}" stroke-width="4"`,
  );
  out += pathOf(
    `M${400 - w + 20} 470 L${400 - w - 90} 360 L${400 - w - 70} 350 L${400 - w + 40} 420 Z`,
    body,
    `stroke="${dark}" stroke-width="4"`,
  );
  out += stroke(
    `M${400 + w - 30} 330 C${400 + w + 90} 320 ${400 + w + 90} 520 ${400 + w - 10} 530`,
    body === '#f1f1ef' ? '#c9ccd1' : body,
    30,
  );
  out +=
    ellipse(400, 292, 80, 20, body, `stroke="${dark}" stroke-width="4"`) + circle(400, 266, 18, '#c9ccd1');
  out += stroke(`M${400 - w + 14} 520 H${400 + w - 14}`, '#c9ccd1', 8);
  return out;
};

/** One drawing per kind of product. */
export const drawings: Record<ProductKind, Drawer> = {
  smartphone: phone,
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

export function productSvg(input: {
  name: string;
  brand: string;
  kind: ProductKind;
  traits: ReadonlySet<ProductTrait>;
  /** The colours it is sold in (the first one it can draw is its body colour). */
  variants?: readonly string[];
  view: ImageView;
}): string {
  const v = variation(input.name);
  const named = (input.variants ?? []).flatMap((variant) =>
    namedColours.filter(([pattern]) => pattern.test(variant)).map(([, colour]) => colour),
  );
  const body = named[0] ?? v.pick(bodies);
  const look: Look = {
    v,
    traits: input.traits,
    name: input.name,
    brand: input.brand,
    body,
    dark: isLight(body) ? '#4b5563' : '#0b0d12',
    accent: `hsl(${v.hue} 75% 50%)`,
    screen: 'url(#scr)',
  };
  const background = `hsl(${v.hue} 40% 95%)`;
  const transform =
    input.view === 'side'
      ? 'translate(400 400) rotate(-12) scale(.9) translate(-400 -400)'
      : input.view === 'detail'
        ? 'translate(400 400) scale(1.45) translate(-400 -380)'
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${background}"/></radialGradient>
  <linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${v.hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(v.hue + 50) % 360} 65% 30%)"/></linearGradient>
  <radialGradient id="glow"><stop offset=".6" stop-color="hsl(${v.hue} 80% 60%)"/><stop offset="1" stop-color="hsl(${v.hue} 80% 60%)" stop-opacity="0"/></radialGradient>
  <pattern id="grille" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="${v.range(2, 4)}" fill="#0b0d12" opacity=".55"/></pattern></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <ellipse cx="400" cy="690" rx="260" ry="26" fill="#000" opacity=".08"/>
  <g transform="${transform}">${drawings[input.kind](look)}</g>
  <text x="400" y="745" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#1f2430">${escapeXml(input.brand)}</text>
</svg>`;
}

export function merchantLogoSvg(name: string, color: string): string {
  const initials = name
    .replace(/\.\w+$/, '')
    .split(/[\s-]+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="20" fill="${escapeXml(color)}"/>
  <text x="48" y="60" font-family="sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(initials)}</text>
</svg>
`;
}

export type ImageJob = { file: string; svg: string; format: 'webp' | 'svg' };

/** A product picture is drawn at 800 units and rasterised at 600 px (density 54 of 72)... */
const FULL_DENSITY = 54;
/** ...with its 480 px copy beside it, as an upload gets (decisions 016 and 039). */
const THUMB_DENSITY = (FULL_DENSITY * PRODUCT_THUMB_SIDE) / 600;

/**
 * Writes the files that are not there yet; a restart after a crash only fills the gaps. A WebP
 * (a product picture) comes with its 480 px copy, `<name>-480.webp`.
 */
export async function writeImages(jobs: ImageJob[], concurrency = 3): Promise<number> {
  const pending = jobs.filter(
    (job) => !existsSync(job.file) || (job.format === 'webp' && !existsSync(productThumbKey(job.file))),
  );
  let next = 0;
  async function worker() {
    while (next < pending.length) {
      const job = pending[next++]!;
      await mkdir(path.dirname(job.file), { recursive: true });
      if (job.format === 'svg') {
        await writeAtomically(job.file, (temporary) => writeFile(temporary, job.svg));
      } else {
        for (const [file, density] of [
          [job.file, FULL_DENSITY],
          [productThumbKey(job.file), THUMB_DENSITY],
        ] as const) {
          if (existsSync(file)) continue;
          await writeAtomically(file, (temporary) =>
            sharp(Buffer.from(job.svg), { density }).webp({ quality: 80, effort: 2 }).toFile(temporary),
          );
        }
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return pending.length;
}

async function writeAtomically(file: string, write: (temporary: string) => Promise<unknown>) {
  const temporary = `${file}.tmp`;
  await write(temporary);
  await rename(temporary, file);
}

/**
 * A demo loaded before the pictures had their 480 px copies: each copy made from its picture,
 * once (what is there is left alone). Returns how many were made.
 */
export async function addMissingThumbs(uploadsDir: string): Promise<number> {
  const dir = path.join(uploadsDir, 'demo', 'products');
  const names = await readdir(dir).catch(() => [] as string[]);
  const present = new Set(names);
  const missing = names.filter(
    (name) =>
      name.endsWith('.webp') &&
      !name.endsWith(`-${PRODUCT_THUMB_SIDE}.webp`) &&
      !present.has(productThumbKey(name)),
  );
  for (const name of missing) {
    await writeAtomically(path.join(dir, productThumbKey(name)), (temporary) =>
      sharp(path.join(dir, name))
        .resize({ width: PRODUCT_THUMB_SIDE, height: PRODUCT_THUMB_SIDE, fit: 'inside' })
        .webp({ quality: 80, effort: 2 })
        .toFile(temporary),
    );
  }
  return missing.length;
}
