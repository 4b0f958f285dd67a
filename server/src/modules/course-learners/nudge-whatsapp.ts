import { NUDGE_TEMPLATE_MAX_VARIABLES } from '@skillhub/shared/schemas/course-learners';
import { INDIA_COUNTRY_CODE, variableCount } from '@skillhub/shared/schemas/whatsapp';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { whatsappContacts, whatsappTemplates } from '../../db/schema/whatsapp.ts';
import type { WhatsAppContext } from '../whatsapp/account.service.ts';
import { onOptOutList } from '../whatsapp/opt-out-list.ts';
import { queueTemplateToNumber } from '../whatsapp/template-to-number.ts';
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
 * transaction, so the nudge is recorded only with its message (queueTemplateToNumber). Answers the broadcast's id.
 */
export async function queueWhatsAppNudge(ctx: WhatsAppContext, nudge: WhatsAppNudge): Promise<string> {
  const course = { source: 'text' as const, value: nudge.courseTitle };
  const values = [
    { source: 'field' as const, field: 'name' as const },
    course,
    { source: 'text' as const, value: nudge.courseUrl },
  ];
  return queueTemplateToNumber(ctx, {
    templateId: nudge.templateId,
    fits: fitsNudge,
    notFitting: TEMPLATE_NOT_FOR_NUDGES,
    number: await learnerNumber(ctx.db, nudge.learner.email),
    noNumber: { message: NO_WHATSAPP_NUMBER, code: 'NUDGE_NO_WHATSAPP_NUMBER' },
    bodyVariables: (count) => values.slice(0, count),
    headerVariable: course,
    notOptedIn: { message: NOT_OPTED_IN, code: 'NUDGE_NOT_OPTED_IN' },
    notDeliverable: { message: NOT_DELIVERABLE, code: 'NUDGE_NOT_DELIVERABLE' },
    sentBy: nudge.sentBy,
  });
}
