import { z } from 'zod';
import { invalidParameter, mediaError, templateMissing, templateParamFormat, templateParams } from './graph-error.ts';
import type { SandboxMedia } from './sandbox-media.ts';
import { waId } from './sandbox-phones.ts';
import type { SandboxTemplate } from './sandbox-templates.ts';
import { fillVariables, parseOrRefuse, variableCount } from './template-rules.ts';

/**
 * The Cloud API's checks of POST /{phone-number-id}/messages as far as the sandbox sends (text and template
 * messages), and the text the recipient's phone shows: a template's header line (if any) and its body, with
 * each {{n}} replaced by the n-th parameter.
 */

export const TEXT_BODY_MAX = 4096;

const parameterSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().min(1) }),
  z.object({ type: z.literal('image'), image: z.object({ id: z.string().min(1) }) }),
  z.object({
    type: z.literal('document'),
    document: z.object({ id: z.string().min(1), filename: z.string().optional() }),
  }),
]);
type Parameter = z.infer<typeof parameterSchema>;

const templateMessageSchema = z.object({
  name: z.string().min(1),
  language: z.object({ code: z.string().min(1), policy: z.literal('deterministic').optional() }),
  components: z
    .array(
      z.object({
        type: z.enum(['header', 'body', 'button']),
        sub_type: z.string().optional(),
        index: z.union([z.string(), z.number()]).optional(),
        parameters: z.array(parameterSchema).default([]),
      }),
    )
    .default([]),
});

export interface CheckedMessage {
  to: string;
  kind: 'text' | 'template';
  /** What the phone shows. */
  text: string;
  /** The pricing category its statuses carry. */
  category: string;
}

/** Checks the body's envelope and kind; a template message's template is looked up by `findTemplate`. */
export function checkMessage(
  body: unknown,
  findTemplate: (name: string, language: string) => SandboxTemplate | null,
  media: SandboxMedia,
): CheckedMessage {
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) {
    throw invalidParameter('The request body must be a JSON object.');
  }
  const message = body as Record<string, unknown>;
  if (message.messaging_product !== 'whatsapp') {
    throw invalidParameter('The parameter messaging_product is required and must be whatsapp.');
  }
  if (typeof message.to !== 'string' || message.to.trim() === '')
    throw invalidParameter('The parameter to is required.');
  const to = waId(message.to);
  if (!/^[1-9]\d{6,14}$/.test(to)) throw invalidParameter('Param to must be a phone number with its country code.');
  const type = message.type ?? 'text';

  if (type === 'text') {
    const text = (message.text as { body?: unknown } | undefined)?.body;
    if (typeof text !== 'string' || text.length === 0) throw invalidParameter("Param text['body'] is required.");
    if (text.length > TEXT_BODY_MAX) {
      throw invalidParameter(`Param text['body'] must be at most ${TEXT_BODY_MAX} characters long.`);
    }
    return { to, kind: 'text', text, category: 'service' };
  }
  if (type !== 'template') {
    throw invalidParameter(`Param type must be one of {TEXT, TEMPLATE} in the sandbox - got "${String(type)}".`);
  }

  const input = parseOrRefuse(templateMessageSchema, message.template);
  const template = findTemplate(input.name, input.language.code);
  if (template?.status !== 'APPROVED') throw templateMissing(input.name, input.language.code);
  const given = (type: 'header' | 'body') =>
    input.components.filter((component) => component.type === type).flatMap((component) => component.parameters);
  const header = template.components.find((component) => component.type === 'HEADER');
  const body_ = template.components.find((component) => component.type === 'BODY');

  const headerParams = given('header');
  const headerExpected = !header ? 0 : header.format === 'TEXT' ? variableCount(header.text ?? '') : 1;
  if (headerParams.length !== headerExpected) {
    throw templateParams(
      `header: number of localizable_params (${headerParams.length}) does not match the expected number of params (${headerExpected})`,
    );
  }
  const bodyParams = given('body');
  const bodyExpected = variableCount(body_?.text ?? '');
  if (bodyParams.length !== bodyExpected) {
    throw templateParams(
      `body: number of localizable_params (${bodyParams.length}) does not match the expected number of params (${bodyExpected})`,
    );
  }

  const lines: string[] = [];
  if (header?.format === 'TEXT') lines.push(fillVariables(header.text ?? '', textsOf(headerParams, 'header')));
  else if (header) lines.push(mediaLine(header.format ?? 'IMAGE', headerParams[0]!, media));
  lines.push(fillVariables(body_?.text ?? '', textsOf(bodyParams, 'body')));
  return { to, kind: 'template', text: lines.join('\n'), category: template.category.toLowerCase() };
}

function textsOf(parameters: Parameter[], where: string): string[] {
  return parameters.map((parameter) => {
    if (parameter.type !== 'text')
      throw templateParamFormat(`${where}: expected a text parameter, got ${parameter.type}`);
    return parameter.text;
  });
}

/** A media header's line on the phone; its parameter must name an uploaded file of the header's kind. */
function mediaLine(format: string, parameter: Parameter, media: SandboxMedia): string {
  const kind = format.toLowerCase();
  if (parameter.type !== kind) throw templateParamFormat(`header: expected ${kind}, got ${parameter.type}`);
  const id =
    parameter.type === 'image' ? parameter.image.id : parameter.type === 'document' ? parameter.document.id : '';
  const stored = media.find(id);
  if (!stored) throw mediaError(`Media id ${id} is not a media uploaded to this phone number.`);
  const fits = kind === 'image' ? stored.mimeType.startsWith('image/') : stored.mimeType === 'application/pdf';
  if (!fits) throw mediaError(`Media id ${id} is a ${stored.mimeType}, not a ${kind}.`);
  if (parameter.type === 'document') return `[document: ${parameter.document.filename ?? stored.fileName}]`;
  return '[image]';
}
