import { COMPANY } from '@skillhub/shared/constants';

/** Skillhub's mail frame: a plain-text body and the same content in simple, inline-styled HTML. */

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string };

const brand = '#4f46e5';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:${brand};font-family:monospace">${escapeHtml(block.code)}</p>`;
    case 'button':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;background:${brand};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(block.url)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(block.text)}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

export function renderMail(heading: string, greeting: string, blocks: MailBlock[]): { text: string; html: string } {
  const footer = `${COMPANY.name} · ${COMPANY.address}`;
  const text = [
    `${COMPANY.name} — ${heading}`,
    '',
    greeting,
    '',
    ...blocks.flatMap((b) => [blockText(b), '']),
    '—',
    footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand};padding:20px 32px;color:#ffffff;font-size:22px;font-weight:700">${escapeHtml(COMPANY.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(greeting)}</p>
${blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;background:#f9fafb;font-size:12px;color:#9ca3af">${escapeHtml(footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { text, html };
}
