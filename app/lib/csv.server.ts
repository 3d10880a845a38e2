import Papa from 'papaparse';

/**
 * CSV for Italian spreadsheets (DESIGN.md §3.10): `;` between fields, CRLF, a UTF-8 BOM so Excel
 * reads accents right, and formula-looking cells neutralised (CSV injection).
 */
export function csvRows(rows: (string | number | null)[][]): string {
  return Papa.unparse(rows, { delimiter: ';', newline: '\r\n', escapeFormulae: true, header: false });
}

const dateTime = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Europe/Rome',
});

/** dd/MM/yyyy HH:mm in Italian time (admin-side §7). */
export const csvDate = (value: Date | null) => (value ? dateTime.format(value).replace(',', '') : '');

/** yyyy-MM-dd of today in Rome, for file names. */
export const fileDate = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(now);

/**
 * Streams a CSV download: the header row, then batches from `next` until it returns none, so an
 * export of a million rows never sits in memory.
 */
export function csvDownload<T>(options: {
  fileName: string;
  header: string[];
  next: (after: T | undefined) => Promise<{ rows: (string | number | null)[][]; cursor: T | undefined }>;
}): Response {
  const encoder = new TextEncoder();
  let cursor: T | undefined;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRows([options.header])}\r\n`));
        return;
      }
      const batch = await options.next(cursor);
      if (batch.rows.length === 0) {
        controller.close();
        return;
      }
      cursor = batch.cursor;
      controller.enqueue(encoder.encode(`${csvRows(batch.rows)}\r\n`));
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${options.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
