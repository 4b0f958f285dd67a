import type { Template } from '@skillhub/shared/schemas/whatsapp';
import type { TemplateRow } from './templates.repository.ts';

/** A template as the API keeps it (`header`), or as the database row holds it (`headerFormat`, `headerText`). */
export type RenderableTemplate =
  | Pick<Template, 'header' | 'body' | 'footer'>
  | Pick<TemplateRow, 'headerFormat' | 'headerText' | 'body' | 'footer'>;

const VARIABLE = /\{\{\s*([1-9]\d*)\s*\}\}/g;

/** Each {{n}} replaced by the n-th value; a variable without a value stays as written. */
function fill(text: string, values: readonly string[]): string {
  return text.replace(VARIABLE, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

function headerTextOf(template: RenderableTemplate): string | null {
  if ('header' in template) return template.header.format === 'TEXT' ? template.header.text : null;
  return template.headerFormat === 'TEXT' ? template.headerText : null;
}

/**
 * What the recipient reads of a template with its variables filled: the text header's line, the body, the
 * footer's line. A media header has no text (the file goes with the message).
 */
export function renderTemplateText(template: RenderableTemplate, bodyValues: string[], headerValue?: string): string {
  const header = headerTextOf(template);
  return [
    header ? fill(header, headerValue === undefined ? [] : [headerValue]) : null,
    fill(template.body, bodyValues),
    template.footer || null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
