import { LEAD_STATUSES } from '@skillhub/shared/constants';
import type { EnquirySource, ListEnquiriesQuery } from '@skillhub/shared/schemas/enquiry';
import { and, asc, desc, eq, gt, inArray, isNull, lt, not, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { containsIgnoringCase } from '../../db/like-pattern.ts';
import { courses } from '../../db/schema/courses.ts';
import {
  type EnquiryRow,
  enquiries,
  enquiryHistory,
  enquiryPipelineCounts,
  enquirySearchNames,
} from '../../db/schema/enquiries.ts';
import { users } from '../../db/schema/users-and-roles.ts';
import { type ContactProbes, contactProbes, WHOLE_TERM } from './enquiry-search-probes.ts';

/**
 * The index condition on one contact column: it contains each chosen piece of the term. A lead containing the
 * term contains every piece, so this only widens what is then checked against the whole term.
 */
function probeWhere(column: SQL | AnyPgColumn, pieces: string[]): SQL | undefined {
  return and(...pieces.map((piece) => containsIgnoringCase(piece)(column)));
}

/**
 * The leads whose e-mail or phone contains the term and whose name does not. Asked for pieces of the term, the
 * trigram indexes return candidates that are then checked against the whole term; OFFSET 0 keeps that check out
 * of the index scan, which would otherwise read the lead list of every trigram in the term after all.
 */
function contactMatches(term: string, probes: ContactProbes, filters: SQL | undefined): SQL {
  const contains = containsIgnoringCase(term);
  const email = sql`${enquiries.email}::text`;
  const matches = and(or(contains(email), contains(enquiries.phone)), not(contains(enquiries.name)));
  const columns = sql`${enquiries.id} AS id, ${enquiries.status} AS status, ${enquiries.createdAt} AS created_at,
    ${enquiries.seq} AS seq`;
  // One column asked for the whole term is checked twice over its candidates for nothing: both ask for it then.
  if (!probes.email || !probes.phone) return sql`SELECT ${columns} FROM ${enquiries} WHERE ${and(matches, filters)}`;
  const candidates = and(or(probeWhere(email, probes.email), probeWhere(enquiries.phone, probes.phone)), filters);
  return sql`SELECT id, status, created_at, seq FROM (
      SELECT ${columns}, ${enquiries.name} AS name, ${email} AS email, ${enquiries.phone} AS phone
      FROM ${enquiries} WHERE ${candidates} OFFSET 0
    ) candidates
    WHERE ${and(or(contains(sql`email`), contains(sql`phone`)), not(contains(sql`name`)))}`;
}

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface EnquiryWithCourse extends EnquiryRow {
  courseTitle: string | null;
  courseSlug: string | null;
}

export type EnquiryFilters = Omit<ListEnquiriesQuery, 'page' | 'limit' | 'sort'>;

/** The list's filters as a condition; the pipeline leaves out the status one. */
export function enquiryFilterWhere(filters: EnquiryFilters, withStatus: boolean): SQL | undefined {
  const contains = filters.search ? containsIgnoringCase(filters.search) : undefined;
  return and(
    contains
      ? or(contains(enquiries.name), contains(sql`${enquiries.email}::text`), contains(enquiries.phone))
      : undefined,
    filters.course ? eq(enquiries.courseId, filters.course) : undefined,
    filters.source ? eq(enquiries.source, filters.source) : undefined,
    withStatus && filters.status ? eq(enquiries.status, filters.status) : undefined,
  );
}

const withCourse = { enquiry: enquiries, courseTitle: courses.title, courseSlug: courses.slug };
const flatten = (row: { enquiry: EnquiryRow; courseTitle: string | null; courseSlug: string | null }) => ({
  ...row.enquiry,
  courseTitle: row.courseTitle,
  courseSlug: row.courseSlug,
});

/** The list's order: time received, then arrival (seq) for leads received in the same instant. */
const ORDER: Record<ListEnquiriesQuery['sort'], SQL[]> = {
  latest: [desc(enquiries.createdAt), desc(enquiries.seq)],
  oldest: [asc(enquiries.createdAt), asc(enquiries.seq)],
};

/** The leads of a page (their ids, or a query of them), with their course, in the list's order. */
async function leadsWithCourse(
  db: Database,
  ids: string[] | SQLWrapper,
  sort: ListEnquiriesQuery['sort'],
): Promise<EnquiryWithCourse[]> {
  const rows = await db
    .select(withCourse)
    .from(enquiries)
    .leftJoin(courses, eq(courses.id, enquiries.courseId))
    .where(inArray(enquiries.id, ids))
    .orderBy(...ORDER[sort]);
  return rows.map(flatten);
}

/**
 * The row set of enquiry_pipeline_counts that holds the counts under these filters (the triggers of migration
 * 0017 build the same strings; PostgreSQL prints a uuid in lower case).
 */
export function pipelineScope(filters: Pick<EnquiryFilters, 'course' | 'source'>): string {
  const course = filters.course ? `course:${filters.course.toLowerCase()}` : undefined;
  const source = filters.source ? `source:${filters.source}` : undefined;
  return course && source ? `${course}|${source}` : (course ?? source ?? 'all');
}

/** The list's queries, unexecuted, so that a test can read their plans. */
export const enquiryQueries = {
  /**
   * The ids of one page of the filtered list, in its order. Without a filter they come from the order index alone
   * (enquiries_created_at_idx holds the id): a deep page passes over thousands of leads without visiting one.
   */
  pageIds: (db: Database, query: ListEnquiriesQuery) =>
    db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(enquiryFilterWhere(query, true))
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  /**
   * A search's pipeline counts (its matches under the other filters but status, per status) and the ids of one
   * page of its matches, in one statement. The matches are the leads whose name matches, read by name from
   * enquiries_name_search_idx for the few distinct names that match (enquiry_search_names), and the leads whose
   * e-mail or phone matches and name does not, found through the trigram indexes (asked for `probes`, see
   * enquiry-search-probes.ts) and checked against the whole term: two disjoint sets, together exactly the leads
   * enquiryFilterWhere's search selects. The page takes at most offset + limit leads of each name, in order.
   */
  searchMatches: (query: ListEnquiriesQuery, probes: ContactProbes = WHOLE_TERM): SQL => {
    const term = query.search ?? '';
    const newestFirst = query.sort === 'latest';
    const order = newestFirst ? sql`created_at DESC, seq DESC` : sql`created_at, seq`;
    const leadOrder = newestFirst
      ? sql`${enquiries.createdAt} DESC, ${enquiries.seq} DESC`
      : sql`${enquiries.createdAt}, ${enquiries.seq}`;
    const filters = and(
      query.course ? eq(enquiries.courseId, query.course) : undefined,
      query.source ? eq(enquiries.source, query.source) : undefined,
    );
    const offset = (query.page - 1) * query.limit;
    const status = query.status;
    return sql`WITH names AS (
        SELECT ${enquirySearchNames.name} AS name FROM ${enquirySearchNames} WHERE ${containsIgnoringCase(term)(enquirySearchNames.name)}
      ),
      by_contact AS (${contactMatches(term, probes, filters)})
      SELECT
        (SELECT json_agg(json_build_array(status, leads)) FROM (
          SELECT status, count(*)::int AS leads FROM (
            SELECT ${enquiries.status} AS status FROM ${enquiries}
            WHERE ${and(sql`${enquiries.name} IN (SELECT name FROM names)`, filters)}
            UNION ALL SELECT status FROM by_contact
          ) matches GROUP BY status) counted) AS counts,
        (SELECT json_agg(id) FROM (
          SELECT id FROM (
            SELECT page.* FROM names CROSS JOIN LATERAL (
              SELECT ${enquiries.id} AS id, ${enquiries.createdAt} AS created_at, ${enquiries.seq} AS seq
              FROM ${enquiries}
              WHERE ${and(sql`${enquiries.name} = names.name`, filters, status ? eq(enquiries.status, status) : undefined)}
              ORDER BY ${leadOrder} LIMIT ${offset + query.limit}
            ) page
            UNION ALL SELECT id, created_at, seq FROM by_contact ${status ? sql`WHERE status = ${status}` : sql``}
          ) matches ORDER BY ${order} LIMIT ${query.limit} OFFSET ${offset}) page) AS ids`;
  },
  /** Leads per status under filters without a search, as the triggers keep them. */
  keptCounts: (db: Database, filters: EnquiryFilters) =>
    db
      .select({ status: enquiryPipelineCounts.status, total: enquiryPipelineCounts.leads })
      .from(enquiryPipelineCounts)
      .where(eq(enquiryPipelineCounts.scope, pipelineScope(filters))),
};

export const enquiriesRepository = {
  /**
   * Serialises submissions that could be duplicates of each other (same phone or same e-mail) so that two
   * identical posts arriving together become one lead. Locks are taken in a fixed order to avoid deadlocks.
   */
  async lockContact(db: Database, phone: string, email: string): Promise<void> {
    for (const key of [`enquiry:email:${email}`, `enquiry:phone:${phone}`].sort()) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
  },

  /**
   * The newest lead from this phone or e-mail, sent by the same form (and for the same event) about the same
   * course, submitted after `since`.
   */
  async findRecentDuplicate(
    db: Database,
    contact: {
      phone: string;
      email: string;
      courseId: string | null;
      interestedCourse: string | null;
      source: EnquirySource;
      eventName: string | null;
    },
    since: Date,
  ): Promise<EnquiryRow | undefined> {
    const sameEvent =
      contact.eventName === null
        ? isNull(enquiries.eventName)
        : sql`lower(${enquiries.eventName}) = lower(${contact.eventName})`;
    const sameCourse = contact.courseId
      ? eq(enquiries.courseId, contact.courseId)
      : and(
          isNull(enquiries.courseId),
          contact.interestedCourse === null
            ? isNull(enquiries.interestedCourse)
            : sql`lower(${enquiries.interestedCourse}) = lower(${contact.interestedCourse})`,
        );
    const [row] = await db
      .select()
      .from(enquiries)
      .where(
        and(
          or(eq(enquiries.phone, contact.phone), eq(enquiries.email, contact.email)),
          sameCourse,
          eq(enquiries.source, contact.source),
          sameEvent,
          gt(enquiries.lastSubmittedAt, since),
        ),
      )
      .orderBy(desc(enquiries.lastSubmittedAt))
      .limit(1);
    return row;
  },

  async insert(db: Database, values: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
    const [row] = await db.insert(enquiries).values(values).returning();
    if (!row) throw new Error('Enquiry insert returned no row');
    return row;
  },

  async update(
    db: Database,
    id: string,
    values: Partial<typeof enquiries.$inferInsert>,
  ): Promise<EnquiryRow | undefined> {
    const [row] = await db.update(enquiries).set(values).where(eq(enquiries.id, id)).returning();
    return row;
  },

  async addHistory(db: Database, values: typeof enquiryHistory.$inferInsert): Promise<void> {
    await db.insert(enquiryHistory).values(values);
  },

  async findById(db: Database, id: string): Promise<EnquiryWithCourse | undefined> {
    const [row] = await db
      .select(withCourse)
      .from(enquiries)
      .leftJoin(courses, eq(courses.id, enquiries.courseId))
      .where(eq(enquiries.id, id));
    return row && flatten(row);
  },

  /**
   * One page of the filtered list and the pipeline counts (leads per status under the filters except the status
   * one): the counts the triggers keep and the page in parallel, or a search's counts and page ids from one
   * lookup of its matches, then those leads.
   */
  async list(
    db: Database,
    query: ListEnquiriesQuery,
  ): Promise<{ rows: EnquiryWithCourse[]; pipeline: Record<LeadStatus, number> }> {
    const pipeline = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
    if (!query.search) {
      // The page's leads are joined to their courses once their ids are known: joined first, every lead skipped
      // on the way to a deep page was joined as well.
      const [rows, counts] = await Promise.all([
        leadsWithCourse(db, enquiryQueries.pageIds(db, query), query.sort),
        enquiryQueries.keptCounts(db, query),
      ]);
      for (const row of counts) pipeline[row.status] = row.total;
      return { rows, pipeline };
    }
    const probes = await contactProbes(db, query.search);
    const result = (await db.execute(enquiryQueries.searchMatches(query, probes))) as unknown as {
      rows: { counts: [LeadStatus, number][] | null; ids: string[] | null }[];
    };
    const { counts, ids } = result.rows[0] ?? { counts: null, ids: null };
    for (const [status, leads] of counts ?? []) pipeline[status] = leads;
    if (!ids?.length) return { rows: [], pipeline };
    return { rows: await leadsWithCourse(db, ids, query.sort), pipeline };
  },

  /**
   * The filtered list in export order, a batch at a time (keyset paging on createdAt and seq), so that a
   * large export never holds every lead in memory.
   */
  async *exportBatches(
    db: Database,
    query: Omit<ListEnquiriesQuery, 'page' | 'limit'>,
    batchSize = 2000,
  ): AsyncGenerator<EnquiryWithCourse[]> {
    const newestFirst = query.sort === 'latest';
    let after: { createdAt: Date; seq: number } | null = null;
    for (;;) {
      const cursor: SQL | undefined = after
        ? newestFirst
          ? or(
              lt(enquiries.createdAt, after.createdAt),
              and(eq(enquiries.createdAt, after.createdAt), lt(enquiries.seq, after.seq)),
            )
          : or(
              gt(enquiries.createdAt, after.createdAt),
              and(eq(enquiries.createdAt, after.createdAt), gt(enquiries.seq, after.seq)),
            )
        : undefined;
      const batch: EnquiryWithCourse[] = (
        await db
          .select(withCourse)
          .from(enquiries)
          .leftJoin(courses, eq(courses.id, enquiries.courseId))
          .where(and(enquiryFilterWhere(query, true), cursor))
          .orderBy(...ORDER[query.sort])
          .limit(batchSize)
      ).map(flatten);
      if (batch.length === 0) return;
      yield batch;
      const last: EnquiryWithCourse | undefined = batch[batch.length - 1];
      if (!last || batch.length < batchSize) return;
      after = { createdAt: last.createdAt, seq: last.seq };
    }
  },

  async history(db: Database, enquiryId: string) {
    return db
      .select({
        id: enquiryHistory.id,
        status: enquiryHistory.status,
        note: enquiryHistory.note,
        changedById: enquiryHistory.changedBy,
        changedByName: users.name,
        createdAt: enquiryHistory.createdAt,
      })
      .from(enquiryHistory)
      .leftJoin(users, eq(users.id, enquiryHistory.changedBy))
      .where(eq(enquiryHistory.enquiryId, enquiryId))
      .orderBy(asc(enquiryHistory.seq));
  },

  async courseExists(db: Database, id: string): Promise<boolean> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
    return row !== undefined;
  },
};
