import { NUDGE_TEMPLATE_MAX_VARIABLES } from '@skillhub/shared/schemas/course-learners';
import { INDIA_COUNTRY_CODE, variableCount } from '@skillhub/shared/schemas/whatsapp';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { whatsappContacts, whatsappTemplates } from '../../db/schema/whatsapp.ts';
import { conflict, fieldError } from '../../http/http-error.ts';
import type { WhatsAppContext } from '../whatsapp/account.service.ts';
import { onOptOutList } from '../whatsapp/opt-out-list.ts';
import { NOT_APPROVED } from '../whatsapp/send-content.ts';
import { queueSend } from '../whatsapp/send-message.service.ts';
import type { TemplateRow } from '../whatsapp/templates.repository.ts';

export const NO_WHATSAPP_NUMBER =
  'No WhatsApp number is known for this learner (none of their enquiries gave one); nudge by e-mail instead';
export const NOT_OPTED_IN = 'This learner has not opted in to WhatsApp messages; nudge by e-mail instead';
export const NOT_DELIVERABLE = "WhatsApp cannot deliver to this learner's number; nudge by e-mail instead";
export const TEMPLATE_NOT_FOR_NUDGES = `A nudge fills at most ${NUDGE_TEMPLATE_MAX_VARIABLES} variables (the learner's name, the course's title and the link to it) and sends no image or document header: choose another template`;

/** An approved template a nudge can fill: no media header, few enough variables. */
export function fitsNudge(template: Pick<TemplateRow, 'status' | 'providerId' | 'headerFormat' | 'body'>) {
  return (
    template.status === 'Approved' &&
    template.providerId !== null &&
    (template.headerFormat === 'NONE' || template.headerFormat === 'TEXT') &&
    variableCount(template.body) <= NUDGE_TEMPLATE_MAX_VARIABLES
  );
}

export async function nudgeTemplates(db: Database): Promise<TemplateRow[]> {
  const approved = await db
    .select()
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.status, 'Approved'))
    .orderBy(whatsappTemplates.name, whatsappTemplates.language);
  return approved.filter(fitsNudge);
}

/**
 * The learner's WhatsApp number: the phone of their latest enquiry under their account's e-mail, since an
 * account itself holds no phone. The number's own consent (the contact opted in, not on the opt-out list) is
 * what allows the message.
 */
async function learnerNumber(db: Database, email: string): Promise<string | null> {
  return (await learnerNumbers(db, [email])).get(email.toLowerCase()) ?? null;
}

/** learnerNumber of many learners in one read: lower-cased e-mail (e-mails compare without case) to number. */
export async function learnerNumbers(db: Database, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([enquiries.email], { email: enquiries.email, phone: enquiries.phone })
    .from(enquiries)
    .where(inArray(enquiries.email, emails))
    .orderBy(enquiries.email, desc(enquiries.lastSubmittedAt));
  return new Map(rows.map((r) => [r.email.toLowerCase(), `${INDIA_COUNTRY_CODE}${r.phone}`]));
}

/** The contacts of these numbers a message may go to: opted in, not on the opt-out list, deliverable. */
export async function messageableContacts(db: Database, numbers: string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ id: whatsappContacts.id, number: whatsappContacts.number })
    .from(whatsappContacts)
    .where(
      and(
        inArray(whatsappContacts.number, numbers),
        eq(whatsappContacts.optedIn, true),
        isNull(whatsappContacts.undeliverableAt),
        sql`NOT ${onOptOutList(sql`${whatsappContacts.number}`)}`,
      ),
    );
  return new Map(rows.map((r) => [r.number, r.id]));
}

export interface WhatsAppNudge {
  templateId: string;
  learner: { email: string };
  courseTitle: string;
  courseUrl: string;
  sentBy: string | null;
}

/**
 * Queues the template to the learner's opted-in contact through the WhatsApp send queue, inside the caller's
 * transaction (`ctx.db` is it), so the nudge is recorded only with its message. Answers the broadcast's id.
 */
export async function queueWhatsAppNudge(ctx: WhatsAppContext, nudge: WhatsAppNudge): Promise<string> {
  const [template] = await ctx.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, nudge.templateId));
  if (!template) throw fieldError('templateId', 'Template not found');
  if (template.status !== 'Approved' || !template.providerId) throw fieldError('templateId', NOT_APPROVED);
  if (!fitsNudge(template)) throw fieldError('templateId', TEMPLATE_NOT_FOR_NUDGES);

  const number = await learnerNumber(ctx.db, nudge.learner.email);
  if (!number) throw conflict(NO_WHATSAPP_NUMBER, undefined, { code: 'NUDGE_NO_WHATSAPP_NUMBER' });
  const [contact] = await ctx.db
    .select({
      id: whatsappContacts.id,
      optedIn: whatsappContacts.optedIn,
      undeliverableAt: whatsappContacts.undeliverableAt,
    })
    .from(whatsappContacts)
    .where(and(eq(whatsappContacts.number, number), sql`NOT ${onOptOutList(sql`${whatsappContacts.number}`)}`));
  if (!contact?.optedIn) throw conflict(NOT_OPTED_IN, undefined, { code: 'NUDGE_NOT_OPTED_IN' });
  if (contact.undeliverableAt) throw conflict(NOT_DELIVERABLE, undefined, { code: 'NUDGE_NOT_DELIVERABLE' });

  const values = [
    { source: 'field' as const, field: 'name' as const },
    { source: 'text' as const, value: nudge.courseTitle },
    { source: 'text' as const, value: nudge.courseUrl },
  ];
  const headerVariables = template.headerFormat === 'TEXT' ? variableCount(template.headerText ?? '') : 0;
  const outcome = await queueSend(
    ctx,
    {
      to: { kind: 'contacts', contactIds: [contact.id] },
      message: {
        type: 'template',
        templateId: template.id,
        bodyVariables: values.slice(0, variableCount(template.body)),
        ...(headerVariables > 0 ? { headerVariable: { source: 'text', value: nudge.courseTitle } } : {}),
      },
    },
    nudge.sentBy,
  );
  // The checks above leave only a contact that opted out in this instant.
  if (outcome.queued === 0) throw conflict(NOT_OPTED_IN, undefined, { code: 'NUDGE_NOT_OPTED_IN' });
  return outcome.broadcastId;
}
