// `npm run bench:lighthouse`: Lighthouse (mobile, default throttling) on /, /catalog and a product
// page of the production build, served by the real server on a fresh data folder (demo data), with
// Debian's Chromium. Prints the four category scores and the gzipped JavaScript of each first load
// next to the targets of DESIGN.md §5. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVER_NODE_FLAGS } from '#tests/e2e/spawn-server.ts';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'provato-lighthouse-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BASE_URL: origin,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  await waitForServer();
  const products = (await (await fetch(`${origin}/api/products?limit=1`)).json()) as {
    items: { slug: string }[];
  };
  const paths = ['/', '/catalog', `/product/${products.items[0]!.slug}`];
  const rows: string[][] = [];
  for (const pagePath of paths) {
    // The first visit warms the server's caches, as a real visitor after a deploy would not be the first.
    await fetch(`${origin}${pagePath}`);
    const result = await lighthouse(`${origin}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    // LIGHTHOUSE_REPORTS=<folder> keeps each page's full report, to see where the time goes.
    if (process.env.LIGHTHOUSE_REPORTS) {
      const name = pagePath === '/' ? 'home' : pagePath.split('/')[1]!;
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const requests =
      (
        lhr.audits['network-requests']?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const scriptKb =
      requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    const metric = (id: string) => lhr.audits[id]?.displayValue?.replace(/\s/g, ' ') ?? '—';
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
    rows.push([
      pagePath.length > 30 ? `${pagePath.slice(0, 28)}…` : pagePath,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      `${scriptKb.toFixed(1)} KB`,
      metrics,
      failed.join(', '),
    ]);
  }
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'JS (gzip)', 'metrics', 'failed binary audits'];
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    '\nTargets (DESIGN.md §5): performance ≥ 95, accessibility 100, best practices 100, SEO 100, JS ≤ 150 KB gzipped.',
  );
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
