// Part of `npm run build`: writes a Brotli (quality 11) and a gzip (level 9) copy next to every
// script, stylesheet and SVG of the browser build, once, so the server sends them as they are
// instead of compressing each response on the fly at a lower setting (about 15% smaller).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.join(import.meta.dirname, '..', 'build', 'client', 'assets');
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(assets, name);
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  after += brotli.length;
}
console.log(`Compressed assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (Brotli)`);
