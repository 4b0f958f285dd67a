import { INDIA_COUNTRY_CODE, variableCount } from '@skillhub/shared/schemas/whatsapp';
import { eq } from 'drizzle-orm';
import { whatsappTemplates } from '../../db/schema/whatsapp.ts';
import { connectedClient, type WhatsAppContext } from '../whatsapp/account.service.ts';
import { queueTemplateToNumber } from '../whatsapp/template-to-number.ts';
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
 * transaction, so the link exists only with its message (queueTemplateToNumber: consent as for any send). Its body
 * variables are filled in order: one is the link; two, the lead's name and the link; three, the name, the course
 * and the link.
 */
export async function queueWhatsAppPaymentLink(ctx: WhatsAppContext, send: WhatsAppPaymentLink): Promise<void> {
  const name = { source: 'field' as const, field: 'name' as const };
  const course = { source: 'text' as const, value: send.courseTitle };
  const link = { source: 'text' as const, value: send.url };
  await queueTemplateToNumber(ctx, {
    templateId: send.templateId,
    fits: fitsPaymentLink,
    notFitting: TEMPLATE_NOT_FOR_LINKS,
    number: `${INDIA_COUNTRY_CODE}${send.phone}`,
    bodyVariables: (count) => (count === 1 ? [link] : count === 2 ? [name, link] : [name, course, link]),
    headerVariable: course,
    notOptedIn: { message: LEAD_NOT_OPTED_IN, code: 'PAYMENT_LINK_NOT_OPTED_IN' },
    notDeliverable: { message: LEAD_NOT_DELIVERABLE, code: 'PAYMENT_LINK_NOT_DELIVERABLE' },
    sentBy: send.sentBy,
  });
}
