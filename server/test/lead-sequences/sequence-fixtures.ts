import type { LeadSequenceRun, SequenceBody } from '@skillhub/shared/schemas/lead-sequence';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { api } from '../whatsapp/account-fixtures.ts';
import { addContact } from '../whatsapp/contacts-fixtures.ts';
import { phoneNumber } from '../whatsapp/messages-fixtures.ts';

export const DAY = 24 * 60 * 60 * 1000;

/** A sequence body: every hour of the day, replies move the lead to Interested; steps as given. */
export const sequenceBody = (steps: SequenceBody['steps'], overrides: Partial<SequenceBody> = {}): SequenceBody => ({
  name: 'New lead follow-up',
  sendFromHour: 0,
  sendUntilHour: 24,
  replyStatus: 'Interested',
  counsellorName: 'Priya',
  steps,
  ...overrides,
});

export async function createSequence(app: FastifyInstance, token: string, body: SequenceBody) {
  const created = await api(app, 'POST', '/whatsapp/sequences', token, body);
  if (created.status !== 201) throw new Error(`sequence: ${created.raw}`);
  return created.body.data as { _id: string; steps: { _id: string }[] };
}

let emails = 0;
/**
 * A lead from the course enquiry form, its number first made an opted-in contact by staff (unless `optedIn` is
 * false: then the form's box leaves it awaiting confirmation). Answers the lead's id and WhatsApp number.
 */
export async function newLead(
  app: FastifyInstance,
  token: string,
  {
    name = 'Asha Rao',
    course = 'Tally Prime',
    optedIn = true,
    before,
  }: {
    name?: string;
    course?: string;
    optedIn?: boolean;
    /** Runs once the number is known (and a contact), before the enquiry: e.g. the number writing first. */
    before?: (number: string) => Promise<void>;
  } = {},
) {
  const number = phoneNumber();
  if (optedIn) await addContact(app, token, { number, name });
  await before?.(number);
  const phone = number.slice(2);
  const response = await app.inject({
    method: 'POST',
    url: '/api/course/enquiry',
    payload: {
      name,
      phone,
      email: `lead${emails++}.${process.pid}@example.com`,
      interestedCourse: course,
      whatsAppOptIn: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`enquiry: ${response.body}`);
  const [lead] = await app.db.select().from(enquiries).where(eq(enquiries.phone, phone));
  if (!lead) throw new Error('lead not stored');
  return { id: lead.id, number };
}

export async function leadRuns(app: FastifyInstance, token: string, leadId: string): Promise<LeadSequenceRun[]> {
  const response = await api(app, 'GET', `/whatsapp/sequences/lead/${leadId}`, token);
  if (response.status !== 200) throw new Error(`lead runs: ${response.raw}`);
  return response.body.data;
}
