import { z } from 'zod';
import type { ApiTemplateComponent } from '../cloud-api/cloud-api.ts';
import { invalidParameter } from './graph-error.ts';

/**
 * The Cloud API's rules for a submitted template (POST /{waba-id}/message_templates and an edit): a name of
 * lowercase letters, digits and underscores, a category, exactly one BODY, and the documented length limits.
 * A media header's example must be a handle the Resumable Upload API gave, of the header's kind.
 */

const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g;

/** How many parameters a text takes: its distinct variables ({{1}} twice counts once). */
export function variableCount(text: string): number {
  return new Set([...text.matchAll(VARIABLE)].map((match) => match[1])).size;
}

/** The text with {{n}} replaced by the n-th value (a variable without a value stays as written). */
export function fillVariables(text: string, values: string[]): string {
  return text.replace(VARIABLE, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

const text = (max: number) => z.string().min(1).max(max);

const buttonSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('QUICK_REPLY'), text: text(25) }),
  z.object({ type: z.literal('URL'), text: text(25), url: text(2000) }),
  z.object({ type: z.literal('PHONE_NUMBER'), text: text(25), phone_number: text(20) }),
]);

const componentSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('HEADER'),
    format: z.enum(['TEXT', 'IMAGE', 'DOCUMENT']),
    text: text(60).optional(),
    example: z
      .object({ header_text: z.array(z.string()).optional(), header_handle: z.array(z.string()).optional() })
      .optional(),
  }),
  z.object({
    type: z.literal('BODY'),
    text: text(1024),
    example: z.object({ body_text: z.array(z.array(z.string())) }).optional(),
  }),
  z.object({ type: z.literal('FOOTER'), text: text(60) }),
  z.object({ type: z.literal('BUTTONS'), buttons: z.array(buttonSchema).min(1).max(10) }),
]);

const categorySchema = z.enum(['MARKETING', 'UTILITY', 'AUTHENTICATION']);

export const templateCreateSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[a-z0-9_]+$/),
  language: z
    .string()
    .min(2)
    .max(10)
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/),
  category: categorySchema,
  components: z.array(componentSchema).min(1).max(4),
});

export const templateEditSchema = z.object({
  category: categorySchema.optional(),
  components: z.array(componentSchema).min(1).max(4),
});

/** Parses a body by a schema, or throws the API's invalid-parameter error naming the first wrong field. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : 'body';
  throw invalidParameter(`Param ${path} is invalid: ${issue?.message ?? 'invalid value'}`);
}

/** The checks beyond the shape: one BODY, at most one of the others, a media header's sample. */
export function checkComponents(components: ApiTemplateComponent[], handleType: (handle: string) => string | null) {
  for (const type of ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'] as const) {
    const count = components.filter((component) => component.type === type).length;
    if (type === 'BODY' && count !== 1) throw invalidParameter('A template must have exactly one BODY component.');
    if (count > 1) throw invalidParameter(`A template may have one ${type} component at most.`);
  }
  const header = components.find((component) => component.type === 'HEADER');
  if (!header) return;
  if (header.format === 'TEXT') {
    if (!header.text) throw invalidParameter('Param components.HEADER.text is required for a TEXT header.');
    if (variableCount(header.text) > 1) throw invalidParameter('A header may hold one variable at most.');
    return;
  }
  const handle = header.example?.header_handle?.[0];
  if (!handle) throw invalidParameter(`A ${header.format} header needs example.header_handle.`);
  const type = handleType(handle);
  if (!type) throw invalidParameter('The header_handle is not a valid uploaded file handle.');
  const fits = header.format === 'IMAGE' ? type.startsWith('image/') : type === 'application/pdf';
  if (!fits) throw invalidParameter(`The header_handle's file (${type}) does not fit a ${header.format} header.`);
}
