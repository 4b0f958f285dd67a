import { INDIA_COUNTRY_CODE, variableCount } from '@skillhub/shared/schemas/whatsapp';
import { and, eq, sql } from 'drizzle-orm';
import { whatsappContacts, whatsappTemplates } from '../../db/schema/whatsapp.ts';
import { conflict, fieldError } from '../../http/http-error.ts';
import { connectedClient, type WhatsAppContext } from '../whatsapp/account.service.ts';
import { onOptOutList } from '../whatsapp/opt-out-list.ts';
import { NOT_APPROVED } from '../whatsapp/send-content.ts';
import { queueSend } from '../whatsapp/send-message.service.ts';
import type { TemplateRow } from '../whatsapp/templates.repository.ts';

/** The most variables a payment link's template may have: the lead's name, the course and the link. */
export const LINK_TEMPLATE_MAX_VARIABLES = 3;

export const LEAD_NOT_OPTED_IN = 'This lead has not opted in to WhatsApp messages; send the link by e-mail instead';
export const LEAD_NOT_DELIVERABLE = "WhatsApp cannot deliver to this lead's number; send the link by e-mail instead";
export const TEMPLATE_NOT_FOR_LINKS = `A payment link's template has 1 to ${LINK_TEMPLATE_MAX_VARIABLES} body variables (the link last, after the lead's name and the course) and no image or document header: choose another template`;

/** An approved template a payment link can fill: 1 to 3 body variables, no image or document header. */
export function fitsPaymentLink(template: Pick<TemplateRow, 'status' | 'providerId' | 'headerFormat' | 'body'>) {
  const count = variableCount(template.body);
  return (
    template.status === 'Approved' &&
    template.providerId !== null &&
    template.headerFormat !== 'IMAGE' &&
    template.headerFormat !== 'DOCUMENT' &&
    count >= 1 &&
    count <= LINK_TEMPLATE_MAX_VARIABLES
  );
}

/** The templates staff may choose for a payment link, once the account is connected. */
export async function paymentLinkTemplates(ctx: WhatsAppContext) {
  if (!(await connectedClient(ctx))) return [];
  const approved = await ctx.db
    .select()
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.status, 'Approved'))
    .orderBy(whatsappTemplates.name, whatsappTemplates.language);
  return approved.filter(fitsPaymentLink).map((t) => ({ _id: t.id, name: t.name, language: t.language }));
}

export interface WhatsAppPaymentLink {
  templateId: string;
  phone: string;
  courseTitle: string;
  url: string;
  sentBy: string;
}

/**
 * Queues the template with the link to the lead's number through the WhatsApp send queue, inside the caller's
 * transaction (`ctx.db` is it), so the link exists only with its message. Consent holds as for any send: the
 * number's contact must have opted in (not on the opt-out list) and be deliverable; a template goes outside the
 * 24-hour window. Its body variables are filled in order: one is the link; two, the lead's name and the link;
 * three, the name, the course and the link.
 */
export async function queueWhatsAppPaymentLink(ctx: WhatsAppContext, send: WhatsAppPaymentLink): Promise<void> {
  const [template] = await ctx.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, send.templateId));
  if (!template) throw fieldError('templateId', 'Template not found');
  if (template.status !== 'Approved' || !template.providerId) throw fieldError('templateId', NOT_APPROVED);
  if (!fitsPaymentLink(template)) throw fieldError('templateId', TEMPLATE_NOT_FOR_LINKS);
  const count = variableCount(template.body);

  const number = `${INDIA_COUNTRY_CODE}${send.phone}`;
  const [contact] = await ctx.db
    .select({
      id: whatsappContacts.id,
      optedIn: whatsappContacts.optedIn,
      undeliverableAt: whatsappContacts.undeliverableAt,
    })
    .from(whatsappContacts)
    .where(and(eq(whatsappContacts.number, number), sql`NOT ${onOptOutList(sql`${whatsappContacts.number}`)}`));
  if (!contact?.optedIn) throw conflict(LEAD_NOT_OPTED_IN, undefined, { code: 'PAYMENT_LINK_NOT_OPTED_IN' });
  if (contact.undeliverableAt)
    throw conflict(LEAD_NOT_DELIVERABLE, undefined, { code: 'PAYMENT_LINK_NOT_DELIVERABLE' });

  const name = { source: 'field' as const, field: 'name' as const };
  const course = { source: 'text' as const, value: send.courseTitle };
  const link = { source: 'text' as const, value: send.url };
  const bodyVariables = count === 1 ? [link] : count === 2 ? [name, link] : [name, course, link];
  const headerVariables = template.headerFormat === 'TEXT' ? variableCount(template.headerText ?? '') : 0;
  const outcome = await queueSend(
    ctx,
    {
      to: { kind: 'contacts', contactIds: [contact.id] },
      message: {
        type: 'template',
        templateId: template.id,
        bodyVariables,
        ...(headerVariables > 0 ? { headerVariable: course } : {}),
      },
    },
    send.sentBy,
  );
  // The checks above leave only a contact that opted out in this instant.
  if (outcome.queued === 0) throw conflict(LEAD_NOT_OPTED_IN, undefined, { code: 'PAYMENT_LINK_NOT_OPTED_IN' });
}
