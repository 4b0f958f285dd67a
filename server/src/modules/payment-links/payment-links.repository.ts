import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses } from '../../db/schema/courses.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { leadConversions, paymentLinks } from '../../db/schema/lead-revenue.ts';
import { users } from '../../db/schema/users-and-roles.ts';

const l = paymentLinks;

export const paymentLinksRepository = {
  async insert(db: Database, values: typeof l.$inferInsert) {
    const [row] = await db.insert(l).values(values).returning();
    if (!row) throw new Error('Payment link insert returned no row');
    return row;
  },

  /** A lead's links, newest first, with the course, who sent each and what was paid through it. */
  async listByLead(db: Database, leadId: string) {
    return db
      .select({
        link: l,
        courseTitle: courses.title,
        createdByName: users.name,
        amountPaise: leadConversions.amountPaise,
      })
      .from(l)
      .innerJoin(courses, eq(courses.id, l.courseId))
      .leftJoin(users, eq(users.id, l.createdBy))
      .leftJoin(leadConversions, eq(leadConversions.paymentLinkId, l.id))
      .where(eq(l.leadId, leadId))
      .orderBy(desc(l.createdAt));
  },

  /** The link of a token's hash, with its lead's details. */
  async findByTokenHash(db: Database, tokenHash: string) {
    const [row] = await db
      .select({ link: l, lead: { name: enquiries.name, email: enquiries.email, phone: enquiries.phone } })
      .from(l)
      .innerJoin(enquiries, eq(enquiries.id, l.leadId))
      .where(eq(l.tokenHash, tokenHash));
    return row;
  },

  /** The order the lead's checkout opened through the link: its capture pays the link (lead-attribution.ts). */
  async setOrder(db: Database, id: string, orderId: string): Promise<void> {
    await db.update(l).set({ orderId }).where(eq(l.id, id));
  },
};
