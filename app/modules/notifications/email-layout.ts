/** An e-mail ready to queue: subject, plain text and HTML, all in Italian. */
export type RenderedEmail = { subject: string; text: string; html: string };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Block = { kind: 'p'; text: string } | { kind: 'button'; label: string; url: string };

/**
 * Lays out a transactional e-mail: a greeting, paragraphs and at most a few buttons, as inline-styled
 * HTML that mail clients render, plus the same content as plain text (links written out).
 */
export function layoutEmail(input: {
  subject: string;
  greeting: string;
  blocks: Block[];
  footer?: string;
}): RenderedEmail {
  const footer =
    input.footer ??
    'Ricevi questa e-mail perché hai un account su Provato. Se non hai richiesto tu questa operazione, puoi ignorarla.';
  const text = [
    input.greeting,
    '',
    ...input.blocks.map((block) => (block.kind === 'p' ? block.text : `${block.label}: ${block.url}`)),
    '',
    '—',
    'Il team di Provato',
    footer,
  ]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');

  const body = input.blocks
    .map((block) =>
      block.kind === 'p'
        ? `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(block.text)}</p>`
        : `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="background:#0a6656;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Se il pulsante non funziona, copia questo indirizzo nel browser:<br><span style="word-break:break-all">${escapeHtml(block.url)}</span></p>`,
    )
    .join('\n');

  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-size:22px;font-weight:700;margin:0 0 24px;color:#0a6656">Provato</p>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(input.greeting)}</p>
${body}
<p style="margin:32px 0 0;line-height:1.5">Il team di Provato</p>
<p style="margin:24px 0 0;font-size:12px;color:#4b5563">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject: input.subject, text, html };
}
