import { Readable } from 'node:stream';
import { ENQUIRY_MERGE_WINDOW_MS } from '@skillhub/shared/constants';
import { uuidSchema } from '@skillhub/shared/schemas/common';
import type { ContactUsBody } from '@skillhub/shared/schemas/contact-us';
import type {
  Enquiry,
  EnquiryBody,
  EnquiryHistoryEntry,
  EnquiryListBody,
  EnquirySource,
  EnquiryStatusBody,
  ListEnquiriesQuery,
} from '@skillhub/shared/schemas/enquiry';
import type { EventRegistrationBody } from '@skillhub/shared/schemas/event-registration';
import type { OptInRequestSource } from '@skillhub/shared/schemas/whatsapp';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { fieldError, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { startLeadSequences } from '../lead-sequences/sequence-runs.ts';
import { requestOptIn } from '../whatsapp/contact-opt-in.ts';
import { type EnquiryWithCourse, enquiriesRepository as repo } from './enquiries.repository.ts';
import { CSV_BOM, csvRow } from './enquiry-csv.ts';
import { eventRegistrationMail } from './event-registration-mail.ts';
import { changeLeadStatus } from './lead-status.ts';

function toEnquiryDto(row: EnquiryWithCourse): Enquiry {
  return {
    _id: row.id,
    name: row.name,
    education: row.education,
    phone: row.phone,
    email: row.email,
    course:
      row.courseId && row.courseTitle && row.courseSlug
        ? { _id: row.courseId, title: row.courseTitle, slug: row.courseSlug }
        : null,
    interestedCourse: row.interestedCourse,
    whatsAppOptIn: row.whatsAppOptIn,
    source: row.source,
    eventName: row.eventName,
    organisation: row.organisation,
    city: row.city,
    status: row.status,
    submissions: row.submissions,
    heldForReview: row.heldForReview,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Education',
  'Course',
  'Source',
  'Event',
  'College or organisation',
  'City',
  'Status',
  'WhatsApp opt-in',
  'Submissions',
  'Received at',
  'Updated at',
];

const enquiryNotFound = () => notFound('Enquiry not found');

/** What every public lead form sends (the enquiry form's fields), and what only some of them ask. */
interface LeadSubmission extends EnquiryBody {
  source: EnquirySource;
  eventName?: string | undefined;
  organisation?: string | undefined;
  city?: string | undefined;
  /** Sent past the form's cap with a proof of work (lead-form-guard.ts). */
  heldForReview?: boolean;
}

/** How a post came in, beyond its body. */
export interface LeadPost {
  heldForReview: boolean;
}

/** The WhatsApp contact's record of the form that asked for messages. */
const OPT_IN_SOURCE: Record<EnquirySource, OptInRequestSource> = {
  Course: 'Enquiry',
  'Contact Us': 'Contact Us',
  Event: 'Event',
  CCFS: 'Event',
};

const RECEIVED_NOTE: Record<EnquirySource, string> = {
  Course: 'Enquiry received',
  'Contact Us': 'Message received through Contact Us',
  Event: 'Event registration received',
  CCFS: 'Career counselling registration received',
};

/**
 * Leads from the public forms (course enquiry, Contact Us, events) and the staff pipeline that follows them up.
 * A form's WhatsApp box makes the phone a contact awaiting confirmation; the WhatsApp sender, kicked after the
 * lead is stored, asks the number to confirm.
 */
export function createEnquiriesService(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'outbox'> & Pick<FastifyInstance, 'whatsappSender'>,
) {
  const { db, clock, outbox, whatsappSender } = ctx;

  /**
   * Stores a lead from any public form, inside the caller's transaction. The same phone or e-mail sending the
   * same form (for the same event) about the same course again within a day is the same lead: it is merged (a
   * history entry records it) rather than stored twice, and the visitor gets the same answer either way.
   * Answers whether it was merged.
   */
  async function submitLead(tx: Database, body: LeadSubmission, now: Date): Promise<{ merged: boolean }> {
    let courseId: string | null = null;
    let interestedCourse: string | null = body.interestedCourse ?? null;
    if (interestedCourse && uuidSchema.safeParse(interestedCourse).success) {
      if (!(await repo.courseExists(tx, interestedCourse))) throw fieldError('interestedCourse', 'Course not found');
      courseId = interestedCourse;
      interestedCourse = null;
    }
    const eventName = body.eventName ?? null;
    await repo.lockContact(tx, body.phone, body.email);
    if (body.whatsAppOptIn) {
      await requestOptIn(tx, { name: body.name, phone: body.phone, source: OPT_IN_SOURCE[body.source], at: now });
    }
    const since = new Date(now.getTime() - ENQUIRY_MERGE_WINDOW_MS);
    const duplicate = await repo.findRecentDuplicate(
      tx,
      { phone: body.phone, email: body.email, courseId, interestedCourse, source: body.source, eventName },
      since,
    );
    if (duplicate) {
      await repo.update(tx, duplicate.id, {
        submissions: duplicate.submissions + 1,
        lastSubmittedAt: now,
        // The latest answer to the consent question is the one that counts.
        whatsAppOptIn: body.whatsAppOptIn,
        education: body.education ?? duplicate.education,
        organisation: body.organisation ?? duplicate.organisation,
        city: body.city ?? duplicate.city,
        updatedAt: now,
      });
      await repo.addHistory(tx, {
        enquiryId: duplicate.id,
        status: duplicate.status,
        note: `Submitted again by ${body.name} (${body.phone}, ${body.email}); merged into this lead`,
        createdAt: now,
      });
      return { merged: true };
    }
    const row = await repo.insert(tx, {
      name: body.name,
      education: body.education ?? null,
      phone: body.phone,
      email: body.email,
      courseId,
      interestedCourse,
      whatsAppOptIn: body.whatsAppOptIn,
      source: body.source,
      eventName,
      organisation: body.organisation ?? null,
      city: body.city ?? null,
      heldForReview: body.heldForReview ?? false,
      lastSubmittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await repo.addHistory(tx, {
      enquiryId: row.id,
      status: row.status,
      note: RECEIVED_NOTE[body.source],
      createdAt: now,
    });
    await startLeadSequences(tx, row, now);
    return { merged: false };
  }

  return {
    /** A course page's enquiry (POST /course/enquiry): source Course. */
    async submit(body: EnquiryBody, post: LeadPost): Promise<void> {
      const now = clock.now();
      await db.transaction((tx) => submitLead(tx, { ...body, ...post, source: 'Course' }, now));
      if (body.whatsAppOptIn) whatsappSender.kick();
    },

    /** The Contact Us page's message (POST /contact-us): source Contact Us. */
    async contactUs(body: ContactUsBody, post: LeadPost): Promise<void> {
      const now = clock.now();
      await db.transaction((tx) => submitLead(tx, { ...body, ...post, source: 'Contact Us' }, now));
      if (body.whatsAppOptIn) whatsappSender.kick();
    },

    /**
     * A registration from /ccfs or /eventForm (POST /event/ccfs): a lead with its form's source and the event's
     * name, and a confirmation mail to the registrant, queued with the lead so that neither exists without the
     * other. A repeat within the day joins the lead and is confirmed again (the per-address and per-e-mail
     * limits bound how often).
     */
    async registerForEvent(body: EventRegistrationBody, post: LeadPost): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await submitLead(tx, { ...body, ...post }, now);
        await outbox.enqueueMail(
          tx,
          eventRegistrationMail({ to: body.email, name: body.name, source: body.source, eventName: body.eventName }),
        );
      });
      outbox.kick();
      if (body.whatsAppOptIn) whatsappSender.kick();
    },

    async list(query: ListEnquiriesQuery): Promise<EnquiryListBody> {
      const { rows, pipeline } = await repo.list(db, query);
      // The pipeline counts the same filters minus the status, so the list's total is read off it rather
      // than counted a second time over the whole table.
      const total = query.status ? pipeline[query.status] : Object.values(pipeline).reduce((a, b) => a + b, 0);
      return {
        success: true,
        data: rows.map(toEnquiryDto),
        pagination: pagination(total, query.page, query.limit),
        pipeline,
      };
    },

    /** The filtered list as CSV, streamed batch by batch. */
    exportCsv(query: ListEnquiriesQuery): Readable {
      async function* lines() {
        yield CSV_BOM + csvRow(CSV_HEADER);
        for await (const batch of repo.exportBatches(db, query)) {
          yield batch
            .map((e) =>
              csvRow([
                e.name,
                e.email,
                e.phone,
                e.education,
                e.courseTitle ?? e.interestedCourse,
                e.source,
                e.eventName,
                e.organisation,
                e.city,
                e.status,
                e.whatsAppOptIn ? 'Yes' : 'No',
                e.submissions,
                e.createdAt.toISOString(),
                e.updatedAt.toISOString(),
              ]),
            )
            .join('');
        }
      }
      return Readable.from(lines());
    },

    async history(id: string): Promise<EnquiryHistoryEntry[]> {
      if (!(await repo.findById(db, id))) throw enquiryNotFound();
      const rows = await repo.history(db, id);
      return rows.map((r) => ({
        _id: r.id,
        status: r.status,
        note: r.note,
        changedBy: r.changedById && r.changedByName ? { _id: r.changedById, name: r.changedByName } : null,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** Moves a lead along the pipeline (or notes a call without moving it), recording who did it and why. */
    async setStatus(id: string, body: EnquiryStatusBody, changedBy: string): Promise<Enquiry> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const updated = await changeLeadStatus(tx, {
          leadId: id,
          status: body.status,
          note: body.note ?? null,
          changedBy,
          now,
        });
        if (!updated) throw enquiryNotFound();
      });
      const row = await repo.findById(db, id);
      if (!row) throw enquiryNotFound();
      return toEnquiryDto(row);
    },
  };
}
