import { type TemplateStatus, type TemplateValues, variableCount } from '@skillhub/shared/schemas/whatsapp';
import { and, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { whatsappTemplates } from '../../db/schema/whatsapp.ts';
import { offsetOf } from '../../http/responses.ts';

export type TemplateRow = typeof whatsappTemplates.$inferSelect;

export interface ListTemplatesFilter {
  page: number;
  limit: number;
  search?: string;
  status?: TemplateStatus;
  category?: TemplateRow['category'];
}

/** The columns of a template's own fields; the header's parts go in the columns of its format. */
export function columnsOf(values: TemplateValues) {
  const { header } = values;
  return {
    name: values.name,
    language: values.language,
    category: values.category,
    headerFormat: header.format,
    headerText: header.format === 'TEXT' ? header.text : null,
    headerExample: header.format === 'TEXT' && variableCount(header.text) > 0 ? (header.example ?? null) : null,
    headerAttachmentId: header.format === 'IMAGE' || header.format === 'DOCUMENT' ? header.attachmentId : null,
    body: values.body,
    bodyExamples: values.bodyExamples,
    footer: values.footer ?? null,
    buttons: values.buttons,
  };
}

export type TemplateColumns = ReturnType<typeof columnsOf>;

export interface ReviewChange {
  status: TemplateStatus;
  rejectedReason: string | null;
}

export const templatesRepository = {
  async list(db: Database, filter: ListTemplatesFilter): Promise<{ rows: TemplateRow[]; total: number }> {
    const where = and(
      filter.search ? ilike(whatsappTemplates.name, containsPattern(filter.search)) : undefined,
      filter.status ? eq(whatsappTemplates.status, filter.status) : undefined,
      filter.category ? eq(whatsappTemplates.category, filter.category) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(whatsappTemplates)
        .where(where)
        .orderBy(desc(whatsappTemplates.createdAt), desc(whatsappTemplates.id))
        .limit(filter.limit)
        .offset(offsetOf(filter.page, filter.limit)),
      db.select({ total: count() }).from(whatsappTemplates).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  async findById(db: Database, id: string): Promise<TemplateRow | undefined> {
    const [row] = await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, id));
    return row;
  },

  async findByNameAndLanguage(db: Database, name: string, language: string): Promise<TemplateRow | undefined> {
    const [row] = await db
      .select()
      .from(whatsappTemplates)
      .where(and(eq(whatsappTemplates.name, name), eq(whatsappTemplates.language, language)));
    return row;
  },

  /** A new template, Pending and not yet known to the API: its row holds the name while it is submitted. */
  async insert(db: Database, columns: TemplateColumns, createdBy: string | null): Promise<TemplateRow> {
    const [row] = await db
      .insert(whatsappTemplates)
      .values({ ...columns, status: 'Pending', rejectedReason: null, providerId: null, createdBy })
      .returning();
    if (!row) throw new Error('Template insert returned no row');
    return row;
  },

  async remove(db: Database, id: string): Promise<void> {
    await db.delete(whatsappTemplates).where(eq(whatsappTemplates.id, id));
  },

  /**
   * Records the API's id of a template just submitted, with the status its answer gave, unless a review
   * arrived first (then that review already recorded both).
   */
  async setSubmitted(db: Database, id: string, providerId: string, status: TemplateStatus): Promise<void> {
    await db
      .update(whatsappTemplates)
      .set({ providerId, status })
      .where(and(eq(whatsappTemplates.id, id), isNull(whatsappTemplates.providerId)));
  },

  /** An edit sent for review: the new fields, Pending again. */
  async updateForReview(db: Database, id: string, columns: Partial<TemplateColumns>): Promise<TemplateRow | undefined> {
    const [row] = await db
      .update(whatsappTemplates)
      .set({ ...columns, status: 'Pending', rejectedReason: null })
      .where(eq(whatsappTemplates.id, id))
      .returning();
    return row;
  },

  /** Puts back what an edit the API refused had changed. */
  async restore(db: Database, previous: TemplateRow): Promise<void> {
    const { id, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = previous;
    await db.update(whatsappTemplates).set(rest).where(eq(whatsappTemplates.id, id));
  },

  /** Applies a review to the template `where` finds, unless it says so already: true when a template changed. */
  async applyReview(db: Database, where: SQL, change: ReviewChange & { providerId?: string }): Promise<boolean> {
    const differs = or(
      ne(whatsappTemplates.status, change.status),
      sql`${whatsappTemplates.rejectedReason} IS DISTINCT FROM ${change.rejectedReason}`,
      change.providerId === undefined ? undefined : isNull(whatsappTemplates.providerId),
    );
    const rows = await db
      .update(whatsappTemplates)
      .set(change)
      .where(and(where, differs))
      .returning({ id: whatsappTemplates.id });
    return rows.length > 0;
  },

  byProviderId: (providerId: string) => eq(whatsappTemplates.providerId, providerId),

  /** A template being submitted: its row exists, the API's answer with its id has not been recorded yet. */
  submittingByName: (name: string, language: string) =>
    and(
      eq(whatsappTemplates.name, name),
      eq(whatsappTemplates.language, language),
      isNull(whatsappTemplates.providerId),
    ) as SQL,
};
