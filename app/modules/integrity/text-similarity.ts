// Provisional stand-in with the contract's shape; replaced by the engine of decision 026.
export type TextFingerprint = { features: Uint32Array; sketch: number[] };
export const SKETCH_SIZE = 16;
export const MIN_SHARED_SKETCH_KEYS = 2;
export const NEAR_DUPLICATE_THRESHOLD = 0.5;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function fingerprintText(text: string): TextFingerprint {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2)
    .map((word) => word.slice(0, 5));
  const features = new Set<number>();
  for (let i = 0; i + 2 < words.length; i++) features.add(hash(words.slice(i, i + 3).join(' ')));
  const sorted = Uint32Array.from(features).sort();
  return { features: sorted, sketch: [...sorted.slice(0, SKETCH_SIZE)].map((value) => value | 0) };
}

export function sharedSketchKeys(a: TextFingerprint, b: TextFingerprint): number {
  const keys = new Set(a.sketch);
  return b.sketch.filter((key) => keys.has(key)).length;
}

export function textSimilarity(a: TextFingerprint, b: TextFingerprint): number {
  const smaller = a.features.length <= b.features.length ? a : b;
  const larger = smaller === a ? b : a;
  if (!smaller.features.length) return 0;
  const set = new Set(larger.features);
  let shared = 0;
  for (const feature of smaller.features) if (set.has(feature)) shared++;
  return shared / smaller.features.length;
}

export function isNearDuplicate(a: TextFingerprint, b: TextFingerprint) {
  const similarity = textSimilarity(a, b);
  return {
    nearDuplicate: sharedSketchKeys(a, b) >= MIN_SHARED_SKETCH_KEYS && similarity >= NEAR_DUPLICATE_THRESHOLD,
    similarity,
  };
}

export function sharedPassages(_a: string, _b: string) {
  return { a: [] as Array<[number, number]>, b: [] as Array<[number, number]> };
}
