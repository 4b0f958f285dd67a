import { routeTo } from '@skillhub/shared/routes';
import { variableCount } from '@skillhub/shared/schemas/whatsapp';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { courses } from '../../db/schema/courses.ts';
import { courseSections } from '../../db/schema/curriculum.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import { jobMarks, sectionOpenNotices } from '../../db/schema/section-openings.ts';
import { users } from '../../db/schema/users-and-roles.ts';
import { whatsappTemplates } from '../../db/schema/whatsapp.ts';
import { sectionOpenedMail } from '../../mail/section-opened-mail.ts';
import { learnerNumbers, messageableContacts } from '../course-learners/nudge-whatsapp.ts';
import { connectedClient } from '../whatsapp/account.service.ts';
import { queueSend } from '../whatsapp/send-message.service.ts';
import type { TemplateRow } from '../whatsapp/templates.repository.ts';

export const SECTION_OPENINGS_JOB = 'section openings';
/**
 * The approved WhatsApp template (any language) the notice is sent with: its body may use up to four
 * variables, filled in order with the learner's name, the section's title, the course's title and the link.
 */
export const SECTION_OPENED_TEMPLATE = 'section_opened';
const TEMPLATE_MAX_VARIABLES = 4;
/** A first run (or one after the mark was lost) tells of what opened this long ago at most, not of history. */
const FIRST_RUN_LOOKBACK_MS = 24 * 3_600_000;
/** Notices written (and mailed) per transaction. */
const BATCH = 500;

export type SectionOpeningsContext = Pick<
  FastifyInstance,
  'db' | 'clock' | 'config' | 'secrets' | 'log' | 'whatsapp' | 'fileStorage' | 'outbox' | 'whatsappSender'
>;

/** When a section opens for an enrolment, in SQL: 00:00 India time of its date, or days after enrolment. */
const opensAtSql = sql`(case when ${courseSections.opensOn} is not null
  then (${courseSections.opensOn}::text || ' 00:00+05:30')::timestamptz
  else ${enrollments.enrolledAt} + ${courseSections.opensAfterDays} * interval '24 hours' end)`;

interface OpenedRow {
  section_id: string;
  user_id: string;
  course_id: string;
  section_title: string;
  course_title: string;
  course_slug: string;
  name: string;
  email: string;
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The periodic job's work: finds the scheduled sections that opened, for each learner, since the last run,
 * and tells each learner once (a mail through the outbox; a WhatsApp template through the send queue to an
 * opted-in number). The notice rows carry the once: each batch inserts its rows with ON CONFLICT DO NOTHING
 * and mails only the rows it inserted, in the same transaction, so two runs at once (two processes, or a
 * lock that was not held) cannot both send. The mark moves to this run's time only when every batch is done.
 */
export function createSectionOpenings(ctx: SectionOpeningsContext) {
  const { db, clock, config, log, outbox } = ctx;

  async function insertBatch(tx: Database, since: Date, until: Date): Promise<OpenedRow[]> {
    return rowsOf<OpenedRow>(
      await tx.execute(sql`
        with due as (
          select ${courseSections.courseId} as course_id, ${courseSections.id} as section_id,
            ${enrollments.userId} as user_id, ${opensAtSql} as opens_at
          from ${courseSections}
          join ${courses} on ${courses.id} = ${courseSections.courseId} and ${courses.status} = 'PUBLISHED'
          join ${enrollments} on ${enrollments.courseId} = ${courseSections.courseId}
          where ${courseSections.archivedAt} is null
            and (${courseSections.opensOn} is not null or ${courseSections.opensAfterDays} is not null)
            and ${opensAtSql} > ${since.toISOString()}::timestamptz
            and ${opensAtSql} <= ${until.toISOString()}::timestamptz
            -- Locked at some point for this learner: one who enrolled after it opened was never kept waiting.
            and ${opensAtSql} > ${enrollments.enrolledAt}
            and (${enrollments.expiresAt} is null or ${enrollments.expiresAt} > ${until.toISOString()}::timestamptz)
            and not exists (select 1 from ${sectionOpenNotices} n
              where n.section_id = ${courseSections.id} and n.user_id = ${enrollments.userId})
          limit ${BATCH}
        ),
        inserted as (
          insert into ${sectionOpenNotices} (course_id, section_id, user_id, opens_at)
          select course_id, section_id, user_id, opens_at from due
          on conflict (section_id, user_id) do nothing
          returning course_id, section_id, user_id
        )
        select i.section_id, i.user_id, i.course_id, s.title as section_title, c.title as course_title,
          c.slug as course_slug, u.name, u.email
        from inserted i
        join ${courseSections} s on s.id = i.section_id
        join ${courses} c on c.id = i.course_id
        join ${users} u on u.id = i.user_id`),
    );
  }

  async function template(tx: Database): Promise<TemplateRow | undefined> {
    const rows = await tx
      .select()
      .from(whatsappTemplates)
      .where(and(eq(whatsappTemplates.name, SECTION_OPENED_TEMPLATE), eq(whatsappTemplates.status, 'Approved')))
      .orderBy(asc(whatsappTemplates.language));
    return rows.find(
      (t) =>
        t.providerId !== null &&
        (t.headerFormat === 'NONE' || t.headerFormat === 'TEXT') &&
        variableCount(t.body) <= TEMPLATE_MAX_VARIABLES,
    );
  }

  /** One WhatsApp send per section of the batch, to its learners whose number may be messaged. */
  async function queueWhatsApp(tx: Database, opened: OpenedRow[]): Promise<boolean> {
    const chosen = await template(tx);
    if (!chosen || !(await connectedClient({ ...ctx, db: tx }))) return false;
    const numbers = await learnerNumbers(
      tx,
      opened.map((r) => r.email),
    );
    const contacts = await messageableContacts(tx, [...new Set(numbers.values())]);
    let queued = false;
    for (const rows of groupBy(opened, (r) => r.section_id).values()) {
      const first = rows[0] as OpenedRow;
      const contactIds = [
        ...new Set(
          rows.flatMap((r) => {
            const id = contacts.get(numbers.get(r.email.toLowerCase()) ?? '');
            return id ? [id] : [];
          }),
        ),
      ];
      if (contactIds.length === 0) continue;
      const values = [
        { source: 'field' as const, field: 'name' as const },
        { source: 'text' as const, value: first.section_title },
        { source: 'text' as const, value: first.course_title },
        { source: 'text' as const, value: courseUrl(first) },
      ];
      const headerVariables = chosen.headerFormat === 'TEXT' ? variableCount(chosen.headerText ?? '') : 0;
      try {
        const outcome = await queueSend(
          { ...ctx, db: tx },
          {
            to: { kind: 'contacts', contactIds },
            message: {
              type: 'template',
              templateId: chosen.id,
              bodyVariables: values.slice(0, variableCount(chosen.body)),
              ...(headerVariables > 0 ? { headerVariable: { source: 'text', value: first.section_title } } : {}),
            },
          },
          null,
        );
        queued ||= outcome.queued > 0;
      } catch (error) {
        // Its own savepoint rolled back: the mails and notices stand; WhatsApp is the extra channel.
        log.warn({ err: error, sectionId: first.section_id }, 'section opened: WhatsApp notice not queued');
      }
    }
    return queued;
  }

  const courseUrl = (row: OpenedRow) =>
    `${config.publicUrl}${routeTo('coursePlayer', { slug: row.course_slug, courseId: row.course_id })}`;

  return async function notifyOpenedSections(signal?: AbortSignal): Promise<number> {
    const until = clock.now();
    const [mark] = await db.select().from(jobMarks).where(eq(jobMarks.name, SECTION_OPENINGS_JOB));
    const since = mark?.doneUntil ?? new Date(until.getTime() - FIRST_RUN_LOOKBACK_MS);
    let told = 0;
    for (;;) {
      if (signal?.aborted) return told;
      const { opened, whatsApp } = await db.transaction(async (tx: Database) => {
        const rows = await insertBatch(tx, since, until);
        for (const row of rows) {
          await outbox.enqueueMail(
            tx,
            sectionOpenedMail({
              to: row.email,
              name: row.name,
              courseTitle: row.course_title,
              sectionTitle: row.section_title,
              courseUrl: courseUrl(row),
            }),
          );
        }
        return { opened: rows, whatsApp: rows.length > 0 && (await queueWhatsApp(tx, rows)) };
      });
      told += opened.length;
      if (opened.length > 0) outbox.kick();
      if (whatsApp) ctx.whatsappSender.kick();
      if (opened.length < BATCH) break;
    }
    await db
      .insert(jobMarks)
      .values({ name: SECTION_OPENINGS_JOB, doneUntil: until })
      .onConflictDoUpdate({
        target: jobMarks.name,
        set: { doneUntil: sql`greatest(${jobMarks.doneUntil}, excluded.done_until)` },
      });
    if (told > 0) log.info({ told }, 'learners told of sections that opened');
    return told;
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}
