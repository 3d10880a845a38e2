import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from './app-error.ts';
import { downloadToFile, isPublicAddress, OUTBOUND_MESSAGES } from './outbound.server.ts';

/* A loopback server plays the remote shop: plain, gzip, redirects, errors, slow, endless. */

const CSV = 'codice;nome;prezzo\r\nA1;Cuffie;19,90\r\n';
let server: Server;
let base: string;
const folder = mkdtempSync(path.join(tmpdir(), 'provato-outbound-'));
let files = 0;
const target = () => path.join(folder, `download-${(files += 1)}`);

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    switch (url.pathname) {
      case '/listino.csv':
        response.writeHead(200, { 'Content-Type': 'text/csv' }).end(CSV);
        return;
      case '/compresso.csv':
        response
          .writeHead(200, { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' })
          .end(gzipSync(CSV));
        return;
      case '/salto': {
        const left = Number(url.searchParams.get('n') ?? 0);
        response.writeHead(302, { Location: left > 0 ? `/salto?n=${left - 1}` : '/listino.csv' }).end();
        return;
      }
      case '/dichiarato-grande':
        response.writeHead(200, { 'Content-Length': String(10 * 1024 * 1024) });
        response.write('x');
        return;
      case '/senza-fine': {
        response.writeHead(200, { 'Content-Type': 'text/csv' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const timer = setInterval(() => response.write(chunk), 1);
        response.on('close', () => clearInterval(timer));
        return;
      }
      case '/lento':
        setTimeout(() => response.writeHead(200).end(CSV), 3000);
        return;
      default:
        response.writeHead(404).end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const refusal = async (address: string, options: Partial<Parameters<typeof downloadToFile>[1]> = {}) => {
  const file = target();
  const error = await downloadToFile(address, {
    path: file,
    maxBytes: 1024 * 1024,
    allowPrivate: true,
    ...options,
  }).catch((caught: unknown) => caught);
  expect(existsSync(file), 'nothing left on disk').toBe(false);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('downloadToFile', () => {
  test('a file, a compressed answer and a chain of redirects arrive whole', async () => {
    for (const address of [`${base}/listino.csv`, `${base}/compresso.csv`, `${base}/salto?n=2`]) {
      const file = target();
      const result = await downloadToFile(address, { path: file, maxBytes: 1024 * 1024, allowPrivate: true });
      expect(readFileSync(file, 'utf8'), address).toBe(CSV);
      expect(result.url).toBe(`${base}/${address.includes('compresso') ? 'compresso' : 'listino'}.csv`);
    }
  });

  test('too many redirects, an error status, a size over the cap, a slow server: refused in Italian', async () => {
    expect((await refusal(`${base}/salto?n=3`)).message).toBe('Troppi reindirizzamenti');
    expect((await refusal(`${base}/nessuno.csv`)).message).toBe(
      'Impossibile scaricare il file: il server ha risposto 404',
    );
    const declared = await refusal(`${base}/dichiarato-grande`);
    expect([declared.status, declared.message]).toEqual([413, 'Il file supera i 1 MB']);
    const endless = await refusal(`${base}/senza-fine`);
    expect([endless.status, endless.message]).toEqual([413, 'Il file supera i 1 MB']);
    expect((await refusal(`${base}/lento`, { timeoutMs: 300 })).message).toBe(OUTBOUND_MESSAGES.timeout);
    expect((await refusal('http://127.0.0.1:1/chiuso.csv')).message).toBe(OUTBOUND_MESSAGES.failed);
  });

  test('only http(s) addresses without credentials', async () => {
    for (const address of [
      'ftp://example.com/a.csv',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'listino.csv',
      'http://utente:segreto@example.com/a.csv',
    ])
      expect((await refusal(address)).message, address).toBe(OUTBOUND_MESSAGES.badUrl);
  });

  test('where private addresses are not allowed (production), loopback and local names are refused', async () => {
    for (const address of [
      `${base}/listino.csv`,
      'http://localhost:9/a.csv',
      'http://[::1]:9/a.csv',
      'http://169.254.169.254/latest/meta-data',
      // The same places written as IPv6 that carries them.
      'http://[::7f00:1]:9/a.csv',
      'http://[::a9fe:a9fe]/latest/meta-data',
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
      'http://[2002:7f00:1::]:9/a.csv',
    ])
      expect((await refusal(address, { allowPrivate: false })).message, address).toBe(
        OUTBOUND_MESSAGES.blocked,
      );
  });
});

test('public and non-public addresses', () => {
  for (const address of [
    '8.8.8.8',
    '151.101.1.69',
    '2a00:1450:4002:400::200e',
    // IPv6 forms of a public IPv4 address are judged by it.
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])
    expect(isPublicAddress(address), address).toBe(true);
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
    'non-un-indirizzo',
    // IPv4-compatible (::a.b.c.d): loopback, the cloud metadata address, a private network.
    '::7f00:1',
    '::127.0.0.1',
    '::a9fe:a9fe',
    '::169.254.169.254',
    '::a00:1',
    // The translated form of IPv4-mapped, NAT64 and 6to4 carrying non-public IPv4 addresses.
    '::ffff:0:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::c0a8:101',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:a00:1::',
    // NAT64's local-use prefix and Teredo: refused whatever they carry.
    '64:ff9b:1::808:808',
    '2001::1',
  ])
    expect(isPublicAddress(address), address).toBe(false);
});
