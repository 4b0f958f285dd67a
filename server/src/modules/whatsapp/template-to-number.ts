import { type VariableSource, variableCount } from '@skillhub/shared/schemas/whatsapp';
import type { ServerMessageCode } from '@skillhub/shared/server-message-codes';
import { and, eq, sql } from 'drizzle-orm';
import { whatsappContacts, whatsappTemplates } from '../../db/schema/whatsapp.ts';
import { conflict, fieldError } from '../../http/http-error.ts';
import type { WhatsAppContext } from './account.service.ts';
import { onOptOutList } from './opt-out-list.ts';
import { NOT_APPROVED } from './send-content.ts';
import { queueSend } from './send-message.service.ts';
import type { TemplateRow } from './templates.repository.ts';

/** A 409 the sender explains in its own words (a nudge, a payment link), with its code for the page. */
export interface Refusal {
  message: string;
  code: ServerMessageCode;
}

export interface TemplateToNumber {
  templateId: string;
  /** Whether the template suits this kind of message; `notFitting` says why not, on the templateId field. */
  fits: (template: TemplateRow) => boolean;
  notFitting: string;
  /** The number with its country code, as contacts hold it; null when none is known (`noNumber` says so). */
  number: string | null;
  noNumber?: Refusal;
  /** The body's values for a template of `count` variables. */
  bodyVariables: (count: number) => VariableSource[];
  /** The value of a text header's variable, when the template has one. */
  headerVariable: VariableSource;
  notOptedIn: Refusal;
  notDeliverable: Refusal;
  sentBy: string | null;
}

/**
 * Queues one approved template to one person's number through the WhatsApp send queue, inside the caller's
 * transaction (`ctx.db` is it), so whatever the message belongs to is recorded only with it. Consent holds as for
 * any send: the number's contact opted in, is not on the opt-out list and is deliverable. Answers the broadcast's id.
 */
export async function queueTemplateToNumber(ctx: WhatsAppContext, send: TemplateToNumber): Promise<string> {
  const [template] = await ctx.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, send.templateId));
  if (!template) throw fieldError('templateId', 'Template not found');
  if (template.status !== 'Approved' || !template.providerId) throw fieldError('templateId', NOT_APPROVED);
  if (!send.fits(template)) throw fieldError('templateId', send.notFitting);

  const refuse = ({ message, code }: Refusal) => conflict(message, undefined, { code });
  if (send.number === null) throw refuse(send.noNumber ?? send.notOptedIn);
  const [contact] = await ctx.db
    .select({
      id: whatsappContacts.id,
      optedIn: whatsappContacts.optedIn,
      undeliverableAt: whatsappContacts.undeliverableAt,
    })
    .from(whatsappContacts)
    .where(and(eq(whatsappContacts.number, send.number), sql`NOT ${onOptOutList(sql`${whatsappContacts.number}`)}`));
  if (!contact?.optedIn) throw refuse(send.notOptedIn);
  if (contact.undeliverableAt) throw refuse(send.notDeliverable);

  const headerVariables = template.headerFormat === 'TEXT' ? variableCount(template.headerText ?? '') : 0;
  const outcome = await queueSend(
    ctx,
    {
      to: { kind: 'contacts', contactIds: [contact.id] },
      message: {
        type: 'template',
        templateId: template.id,
        bodyVariables: send.bodyVariables(variableCount(template.body)),
        ...(headerVariables > 0 ? { headerVariable: send.headerVariable } : {}),
      },
    },
    send.sentBy,
  );
  // The checks above leave only a contact that opted out in this instant.
  if (outcome.queued === 0) throw refuse(send.notOptedIn);
  return outcome.broadcastId;
}
