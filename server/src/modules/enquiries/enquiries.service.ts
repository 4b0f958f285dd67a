import { Readable } from 'node:stream';
import { ENQUIRY_MERGE_WINDOW_MS } from '@skillhub/shared/constants';
import { uuidSchema } from '@skillhub/shared/schemas/common';
import type {
  Enquiry,
  EnquiryBody,
  EnquiryHistoryEntry,
  EnquiryListBody,
  EnquiryStatusBody,
  ListEnquiriesQuery,
} from '@skillhub/shared/schemas/enquiry';
import { fieldError, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { recordOptIn } from '../whatsapp/contact-opt-in.ts';
import { type EnquiryWithCourse, enquiriesRepository as repo } from './enquiries.repository.ts';
import { CSV_BOM, csvRow } from './enquiry-csv.ts';

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
    status: row.status,
    submissions: row.submissions,
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
  'Status',
  'WhatsApp opt-in',
  'Submissions',
  'Received at',
  'Updated at',
];

const enquiryNotFound = () => notFound('Enquiry not found');

/** Leads from the public enquiry forms and the staff pipeline that follows them up. */
export function createEnquiriesService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  return {
    /**
     * Stores a public enquiry. The same phone or e-mail asking about the same course again within a day is
     * the same lead: it is merged (a history entry records it) rather than stored twice, and the visitor
     * gets the same answer either way.
     */
    async submit(body: EnquiryBody): Promise<void> {
      let courseId: string | null = null;
      let interestedCourse: string | null = body.interestedCourse ?? null;
      if (interestedCourse && uuidSchema.safeParse(interestedCourse).success) {
        if (!(await repo.courseExists(db, interestedCourse))) throw fieldError('interestedCourse', 'Course not found');
        courseId = interestedCourse;
        interestedCourse = null;
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.lockContact(tx, body.phone, body.email);
        if (body.whatsAppOptIn)
          await recordOptIn(tx, { name: body.name, phone: body.phone, source: 'Enquiry', at: now });
        const since = new Date(now.getTime() - ENQUIRY_MERGE_WINDOW_MS);
        const duplicate = await repo.findRecentDuplicate(
          tx,
          { phone: body.phone, email: body.email, courseId, interestedCourse },
          since,
        );
        if (duplicate) {
          await repo.update(tx, duplicate.id, {
            submissions: duplicate.submissions + 1,
            lastSubmittedAt: now,
            // The latest answer to the consent question is the one that counts.
            whatsAppOptIn: body.whatsAppOptIn,
            education: body.education ?? duplicate.education,
            updatedAt: now,
          });
          await repo.addHistory(tx, {
            enquiryId: duplicate.id,
            status: duplicate.status,
            note: `Submitted again by ${body.name} (${body.phone}, ${body.email}); merged into this lead`,
            createdAt: now,
          });
          return;
        }
        const row = await repo.insert(tx, {
          name: body.name,
          education: body.education ?? null,
          phone: body.phone,
          email: body.email,
          courseId,
          interestedCourse,
          whatsAppOptIn: body.whatsAppOptIn,
          lastSubmittedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await repo.addHistory(tx, { enquiryId: row.id, status: row.status, note: 'Enquiry received', createdAt: now });
      });
    },

    async list(query: ListEnquiriesQuery): Promise<EnquiryListBody> {
      const [rows, pipeline] = await Promise.all([repo.page(db, query), repo.pipeline(db, query)]);
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
        const updated = await repo.update(tx, id, { status: body.status, updatedAt: now });
        if (!updated) throw enquiryNotFound();
        await repo.addHistory(tx, {
          enquiryId: id,
          status: body.status,
          note: body.note ?? null,
          changedBy,
          createdAt: now,
        });
      });
      const row = await repo.findById(db, id);
      if (!row) throw enquiryNotFound();
      return toEnquiryDto(row);
    },
  };
}
