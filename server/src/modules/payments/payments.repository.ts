import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses } from '../../db/schema/courses.ts';
import { type PaymentOrderRow, paymentOrders, paymentWebhookEvents } from '../../db/schema/payments.ts';

/** The course columns a purchase reads: what is shown, and the price and validity that are charged. */
const purchasableCourse = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  subtitle: courses.subtitle,
  thumbnail: courses.thumbnail,
  categoryId: courses.categoryId,
  validity: courses.validity,
  status: courses.status,
  actualPrice: courses.actualPrice,
  discountPercentage: courses.discountPercentage,
  finalPrice: courses.finalPrice,
};

export type PurchasableCourse = {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  thumbnail: string;
  categoryId: string;
  validity: (typeof courses.$inferSelect)['validity'];
  status: (typeof courses.$inferSelect)['status'];
  actualPrice: number;
  discountPercentage: number;
  finalPrice: number;
};

export interface NewOrder {
  userId: string;
  courseId: string;
  provider: PaymentOrderRow['provider'];
  providerOrderId: string;
  receipt: string;
  amountPaise: number;
  /** The coupon that priced the order, the use it holds and until when (see coupons.uses_reserved). */
  couponId?: string | null;
  couponCode?: string | null;
  couponTitle?: string | null;
  discountPaise?: number;
  couponHeld?: boolean;
  couponHoldUntil?: Date | null;
  /** The buyer's side of the tax invoice: place of supply, and a company's GSTIN and name. */
  buyerState?: string | null;
  buyerGstin?: string | null;
  buyerCompany?: string | null;
}

type BuyerDetails = Pick<PaymentOrderRow, 'buyerState' | 'buyerGstin' | 'buyerCompany'>;

export const paymentsRepository = {
  async findCourse(db: Database, courseId: string): Promise<PurchasableCourse | undefined> {
    const [row] = await db.select(purchasableCourse).from(courses).where(eq(courses.id, courseId));
    return row;
  },

  /** The learner's open order for a course: at most one, by the partial unique index payment_orders_open_idx. */
  async findOpen(db: Database, userId: string, courseId: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, userId),
          eq(paymentOrders.courseId, courseId),
          eq(paymentOrders.status, 'created'),
        ),
      );
    return row;
  },

  async insert(db: Database, order: NewOrder): Promise<PaymentOrderRow> {
    const [row] = await db.insert(paymentOrders).values(order).returning();
    if (!row) throw new Error('The order could not be written');
    return row;
  },

  /** The invoice details of an open order, as the learner gives them again; a paid order is untouched. */
  async setBuyer(db: Database, id: string, buyer: BuyerDetails): Promise<PaymentOrderRow | undefined> {
    const [row] = await db
      .update(paymentOrders)
      .set(buyer)
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
      .returning();
    return row;
  },

  /** The invoice details of the learner's latest order that had any: checkout offers them again. */
  async lastBuyerDetails(db: Database, userId: string): Promise<BuyerDetails | undefined> {
    const [row] = await db
      .select({
        buyerState: paymentOrders.buyerState,
        buyerGstin: paymentOrders.buyerGstin,
        buyerCompany: paymentOrders.buyerCompany,
      })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), isNotNull(paymentOrders.buyerState)))
      .orderBy(desc(paymentOrders.createdAt))
      .limit(1);
    return row;
  },

  /** Closes an open order that can no longer be paid as it is (the price changed); a paid order is untouched. */
  async close(db: Database, id: string, reason: string, now: Date): Promise<void> {
    await db
      .update(paymentOrders)
      .set({ status: 'failed', failureReason: reason, updatedAt: now })
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
  },

  async findByProviderOrderId(db: Database, providerOrderId: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
    return row;
  },

  /** The caller's order by the provider's id; another learner's order, or another course's, is not found. */
  async findOwned(
    db: Database,
    where: { providerOrderId: string; userId: string; courseId?: string },
  ): Promise<PaymentOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.providerOrderId, where.providerOrderId),
          eq(paymentOrders.userId, where.userId),
          where.courseId ? eq(paymentOrders.courseId, where.courseId) : undefined,
        ),
      );
    return row;
  },

  async findOwnedById(db: Database, id: string, userId: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
    return row;
  },

  /**
   * Turns the order paid unless it already is. Only the caller that gets the row back goes on to enrol and
   * mail: concurrent callers wait on the row lock and then find it paid.
   */
  async markPaid(db: Database, id: string, paymentId: string, now: Date): Promise<PaymentOrderRow | undefined> {
    const [row] = await db
      .update(paymentOrders)
      .set({ status: 'paid', providerPaymentId: paymentId, paidAt: now, failureReason: null, updatedAt: now })
      .where(and(eq(paymentOrders.id, id), ne(paymentOrders.status, 'paid')))
      .returning();
    return row;
  },

  /** A failed attempt on an open order: noted for the learner, the order stays open for a retry. */
  async recordFailure(db: Database, id: string, reason: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(paymentOrders)
      .set({ failureReason: reason, updatedAt: now })
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
      .returning({ id: paymentOrders.id });
    return rows.length > 0;
  },

  /** Records a webhook event id; false when it was already recorded (a replayed delivery). */
  async recordEvent(db: Database, eventId: string, event: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(paymentWebhookEvents)
      .values({ eventId, event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    return rows.length > 0;
  },
};
