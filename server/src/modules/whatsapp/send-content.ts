import {
  type CONTACT_VARIABLE_FIELDS,
  FREE_TEXT_LABEL,
  type sendContentSchema,
  type VariableSource,
  variableCount,
} from '@skillhub/shared/schemas/whatsapp';
import { is, SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { whatsappContacts } from '../../db/schema/whatsapp.ts';
import { fieldError } from '../../http/http-error.ts';
import { isImage } from './attachment-types.ts';
import { attachmentsRepository } from './attachments.repository.ts';
import { type TemplateRow, templatesRepository } from './templates.repository.ts';

export type SendContent = z.output<typeof sendContentSchema>;

/** A contact field with no value fills its variable with this: the API refuses an empty parameter. */
export const EMPTY_FIELD_VALUE = '-';

export const NOT_APPROVED = 'Only an approved template can be sent';

/**
 * What one send queues for each recipient, as SQL over a row of `whatsapp_contacts`: the text the recipient
 * reads and the API request body (without `to`). A media header is kept as the attachment's id
 * (`{ image: { attachmentId } }`), uploaded by the sender when the message goes out.
 */
export interface SendPlan {
  type: 'template' | 'text';
  /** The broadcast's label: the template's name, or FREE_TEXT_LABEL. */
  label: string;
  templateId: string | null;
  templateName: string | null;
  /** Free text may only go to contacts who wrote in the last 24 hours. */
  needsWindow: boolean;
  text: SQL;
  payload: SQL;
}

type JsonShape = string | number | boolean | null | SQL | JsonShape[] | { [key: string]: JsonShape };

/** A JSON value as jsonb, built in SQL so that SQL parts (a contact's fields) are evaluated per row. */
export function jsonSql(value: JsonShape): SQL {
  if (is(value, SQL)) return value;
  if (value === null) return sql`'null'::jsonb`;
  if (Array.isArray(value)) return sql`jsonb_build_array(${sql.join(value.map(jsonSql), sql`, `)})`;
  if (typeof value === 'object') {
    const pairs = Object.entries(value).map(([key, v]) => sql`${key}::text, ${jsonSql(v)}`);
    return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
  }
  if (typeof value === 'string') return sql`to_jsonb(${value}::text)`;
  return sql`${JSON.stringify(value)}::jsonb`;
}

const FIELD_SQL: Record<(typeof CONTACT_VARIABLE_FIELDS)[number], SQL> = {
  name: sql`${whatsappContacts.name}`,
  number: sql`${whatsappContacts.number}`,
  age: sql`${whatsappContacts.age}::text`,
  gender: sql`${whatsappContacts.gender}`,
  address: sql`${whatsappContacts.address}`,
  occupation: sql`${whatsappContacts.occupation}`,
};

/** A variable's value for the contact of the row (text SQL). */
export function valueSql(source: VariableSource): SQL {
  if (source.source === 'text') return sql`${source.value}::text`;
  return sql`coalesce(nullif(btrim(${FIELD_SQL[source.field]}), ''), ${EMPTY_FIELD_VALUE}::text)`;
}

const VARIABLE = /\{\{\s*([1-9]\d*)\s*\}\}/g;

/** The text with each {{n}} replaced by the n-th value, as one concatenation (templates-text.ts's `fill` in SQL). */
export function fillSql(text: string, values: SQL[]): SQL {
  const parts: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    parts.push(sql`${text.slice(last, match.index)}::text`);
    parts.push(values[Number(match[1]) - 1] ?? sql`${match[0]}::text`);
    last = match.index + match[0].length;
  }
  parts.push(sql`${text.slice(last)}::text`);
  return sql`concat(${sql.join(parts, sql`, `)})`;
}

const textParameter = (value: SQL) => ({ type: 'text', text: value });

async function headerComponent(
  db: Database,
  template: TemplateRow,
  content: TemplateContent,
): Promise<{ text: SQL | null; component: JsonShape | null }> {
  const { headerVariable, headerAttachmentId } = content;
  const media = template.headerFormat === 'IMAGE' || template.headerFormat === 'DOCUMENT';
  if (!media && headerAttachmentId) {
    throw fieldError('message.headerAttachmentId', 'This template has no image or document header');
  }
  const headerVariables = template.headerFormat === 'TEXT' ? variableCount(template.headerText ?? '') : 0;
  if (headerVariables === 0 && headerVariable) {
    throw fieldError('message.headerVariable', "This template's header has no variable");
  }
  if (headerVariables > 0) {
    if (!headerVariable) throw fieldError('message.headerVariable', "Give the value of the header's variable");
    const value = valueSql(headerVariable);
    const component: JsonShape = { type: 'header', parameters: [textParameter(value)] };
    return { text: value, component };
  }
  if (!media) return { text: null, component: null };

  const kind = template.headerFormat === 'IMAGE' ? 'an image' : 'a PDF document';
  if (!headerAttachmentId) throw fieldError('message.headerAttachmentId', `This template's header needs ${kind}`);
  const attachment = await attachmentsRepository.findById(db, headerAttachmentId);
  if (!attachment) throw fieldError('message.headerAttachmentId', 'Attachment not found');
  const fits =
    template.headerFormat === 'IMAGE' ? isImage(attachment.mimeType) : attachment.mimeType === 'application/pdf';
  if (!fits) throw fieldError('message.headerAttachmentId', `This template's header needs ${kind}`);
  const parameter: JsonShape =
    template.headerFormat === 'IMAGE'
      ? { type: 'image', image: { attachmentId: attachment.id } }
      : { type: 'document', document: { attachmentId: attachment.id, filename: attachment.fileName } };
  const component: JsonShape = { type: 'header', parameters: [parameter] };
  return { text: null, component };
}

type TemplateContent = Extract<SendContent, { type: 'template' }>;

async function templatePlan(db: Database, content: TemplateContent): Promise<SendPlan> {
  const template = await templatesRepository.findById(db, content.templateId);
  if (!template) throw fieldError('message.templateId', 'Template not found');
  if (template.status !== 'Approved' || !template.providerId) throw fieldError('message.templateId', NOT_APPROVED);
  const count = variableCount(template.body);
  if (content.bodyVariables.length !== count) {
    throw fieldError(
      'message.bodyVariables',
      `The template's body has ${count} variable${count === 1 ? '' : 's'}: give exactly one value for each`,
    );
  }
  const header = await headerComponent(db, template, content);
  const bodyValues = content.bodyVariables.map(valueSql);
  const lines: SQL[] = [];
  if (template.headerFormat === 'TEXT' && template.headerText) {
    lines.push(fillSql(template.headerText, header.text ? [header.text] : []));
  }
  lines.push(fillSql(template.body, bodyValues));
  if (template.footer) lines.push(sql`${template.footer}::text`);

  const components: JsonShape[] = [];
  if (header.component) components.push(header.component);
  if (bodyValues.length > 0) components.push({ type: 'body', parameters: bodyValues.map(textParameter) });
  return {
    type: 'template',
    label: template.name,
    templateId: template.id,
    templateName: template.name,
    needsWindow: false,
    text: sql`concat_ws(E'\n', ${sql.join(lines, sql`, `)})`,
    payload: jsonSql({
      type: 'template',
      template: {
        name: template.name,
        language: { code: template.language },
        ...(components.length > 0 ? { components } : {}),
      },
    }),
  };
}

/**
 * Checks the content against its template (approved; one value per body variable; the header's value or file)
 * and plans what each recipient gets. Throws 400s on the body's fields.
 */
export async function planContent(db: Database, content: SendContent): Promise<SendPlan> {
  if (content.type === 'template') return templatePlan(db, content);
  return {
    type: 'text',
    label: FREE_TEXT_LABEL,
    templateId: null,
    templateName: null,
    needsWindow: true,
    text: sql`${content.text}::text`,
    payload: jsonSql({ type: 'text', text: { body: content.text } }),
  };
}
