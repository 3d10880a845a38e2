import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Product pictures for the demo catalogue, drawn locally (no network): an SVG illustration of
 * the product's kind in a colour derived from its name, rasterised to WebP like a real upload.
 */

export type ImageView = 'front' | 'side' | 'detail';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function hue(seed: string): number {
  let h = 0;
  for (const char of seed) h = (h * 31 + char.charCodeAt(0)) % 360;
  return h;
}

/** Silhouettes per category slug, drawn on a 800×800 canvas around its centre. */
const shapes: Record<string, (accent: string) => string> = {
  smartphone: (a) => `
    <rect x="270" y="130" width="260" height="500" rx="38" fill="#1f2430"/>
    <rect x="284" y="150" width="232" height="458" rx="26" fill="${a}"/>
    <circle cx="400" cy="170" r="7" fill="#1f2430"/>
    <rect x="320" y="520" width="160" height="14" rx="7" fill="#ffffff" opacity=".55"/>`,
  tablet: (a) => `
    <rect x="170" y="170" width="460" height="420" rx="34" fill="#1f2430"/>
    <rect x="190" y="190" width="420" height="380" rx="20" fill="${a}"/>
    <circle cx="400" cy="181" r="5" fill="#6b7280"/>`,
  laptop: (a) => `
    <rect x="200" y="190" width="400" height="270" rx="16" fill="#1f2430"/>
    <rect x="216" y="206" width="368" height="236" rx="8" fill="${a}"/>
    <path d="M150 470 H650 L620 520 H180 Z" fill="#9aa3b2"/>
    <rect x="360" y="480" width="80" height="10" rx="5" fill="#6b7280"/>`,
  tv: (a) => `
    <rect x="120" y="170" width="560" height="340" rx="14" fill="#111827"/>
    <rect x="134" y="184" width="532" height="312" rx="6" fill="${a}"/>
    <rect x="370" y="512" width="60" height="60" fill="#374151"/>
    <rect x="280" y="570" width="240" height="16" rx="8" fill="#374151"/>`,
  monitor: (a) => `
    <rect x="150" y="170" width="500" height="310" rx="14" fill="#111827"/>
    <rect x="164" y="184" width="472" height="282" rx="6" fill="${a}"/>
    <rect x="385" y="480" width="30" height="90" fill="#4b5563"/>
    <rect x="300" y="566" width="200" height="20" rx="10" fill="#4b5563"/>`,
  audio: (a) => `
    <path d="M250 420 V360 A150 150 0 0 1 550 360 V420" fill="none" stroke="#1f2430" stroke-width="34" stroke-linecap="round"/>
    <rect x="205" y="400" width="110" height="170" rx="48" fill="${a}"/>
    <rect x="485" y="400" width="110" height="170" rx="48" fill="${a}"/>
    <rect x="225" y="420" width="70" height="130" rx="34" fill="#1f2430" opacity=".35"/>
    <rect x="505" y="420" width="70" height="130" rx="34" fill="#1f2430" opacity=".35"/>`,
  smartwatch: (a) => `
    <rect x="340" y="110" width="120" height="580" rx="50" fill="#374151"/>
    <rect x="290" y="270" width="220" height="260" rx="60" fill="#1f2430"/>
    <rect x="308" y="288" width="184" height="224" rx="46" fill="${a}"/>
    <text x="400" y="420" font-family="sans-serif" font-size="46" font-weight="700" text-anchor="middle" fill="#fff">10:09</text>`,
  fotocamere: (a) => `
    <rect x="180" y="260" width="440" height="280" rx="30" fill="#1f2430"/>
    <rect x="230" y="220" width="120" height="60" rx="12" fill="#1f2430"/>
    <circle cx="420" cy="400" r="110" fill="#374151"/>
    <circle cx="420" cy="400" r="80" fill="${a}"/>
    <circle cx="420" cy="400" r="36" fill="#111827"/>
    <circle cx="560" cy="300" r="14" fill="#ef4444"/>`,
  gaming: (a) => `
    <path d="M220 330 Q400 270 580 330 Q660 360 650 480 Q640 570 580 560 Q540 555 500 490 H300 Q260 555 220 560 Q160 570 150 480 Q140 360 220 330 Z" fill="${a}"/>
    <rect x="235" y="395" width="90" height="26" rx="8" fill="#1f2430"/>
    <rect x="267" y="363" width="26" height="90" rx="8" fill="#1f2430"/>
    <circle cx="520" cy="380" r="16" fill="#1f2430"/><circle cx="560" cy="420" r="16" fill="#1f2430"/>
    <circle cx="480" cy="420" r="16" fill="#1f2430"/><circle cx="520" cy="460" r="16" fill="#1f2430"/>`,
  elettrodomestici: (a) => `
    <rect x="230" y="130" width="340" height="520" rx="26" fill="#e5e7eb" stroke="#9ca3af" stroke-width="6"/>
    <rect x="260" y="160" width="280" height="60" rx="10" fill="#1f2430"/>
    <circle cx="500" cy="190" r="14" fill="${a}"/>
    <circle cx="400" cy="420" r="150" fill="#9ca3af"/>
    <circle cx="400" cy="420" r="118" fill="${a}" opacity=".85"/>
    <circle cx="400" cy="420" r="70" fill="#ffffff" opacity=".35"/>`,
};

export function productSvg(input: {
  name: string;
  brand: string;
  category: string;
  view: ImageView;
}): string {
  const h = hue(input.name);
  const accent = `hsl(${h} 62% 46%)`;
  const background = `hsl(${h} 40% 95%)`;
  const draw = shapes[input.category] ?? shapes.smartphone!;
  const transform =
    input.view === 'side'
      ? 'translate(400 400) rotate(-12) scale(.9) translate(-400 -400)'
      : input.view === 'detail'
        ? 'translate(400 400) scale(1.45) translate(-400 -380)'
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><radialGradient id="g" cx="50%" cy="40%" r="70%">
    <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${background}"/>
  </radialGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <ellipse cx="400" cy="690" rx="260" ry="26" fill="#000" opacity=".08"/>
  <g transform="${transform}">${draw(accent)}</g>
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

/** Writes the files that are not there yet; a restart after a crash only fills the gaps. */
export async function writeImages(jobs: ImageJob[], concurrency = 3): Promise<number> {
  const pending = jobs.filter((job) => !existsSync(job.file));
  let next = 0;
  async function worker() {
    while (next < pending.length) {
      const job = pending[next++]!;
      await mkdir(path.dirname(job.file), { recursive: true });
      const temporary = `${job.file}.tmp`;
      if (job.format === 'svg') {
        await writeFile(temporary, job.svg);
      } else {
        // Drawn at 800 units, rasterised at 600×600 (density 54 of 72).
        await sharp(Buffer.from(job.svg), { density: 54 }).webp({ quality: 80, effort: 2 }).toFile(temporary);
      }
      await rename(temporary, job.file);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return pending.length;
}
