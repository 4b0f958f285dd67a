import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { courses } from '../db/schema/courses.ts';
import { enrollments } from '../db/schema/enrollments.ts';
import { paymentOrders } from '../db/schema/payments.ts';
import { users } from '../db/schema/users-and-roles.ts';
import { slugify } from '../modules/categories/slug.ts';
import { accessExpiry } from '../modules/enrollments/enrollment-expiry.ts';
import { amountPaiseOf } from '../modules/payments/payment-summary.ts';
import { hashPassword, type PasswordHashCost } from '../security/passwords.ts';
import { DEMO_COURSES } from './demo-courses.ts';
import { DEMO_BUYERS, DEMO_PURCHASES } from './demo-orders.ts';
import { generatePassword } from './generated-password.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long before the payment the learner opened Checkout (the order's creation). */
const CHECKOUT_MS = 3 * 60 * 1000;

/** A stable hex id for the n-th demo order, so every demo installation holds the same provider ids. */
const demoHex = (kind: string, n: number, length: number) =>
  createHash('sha256').update(`skillhub-demo-${kind}-${n}`).digest('hex').slice(0, length);

/**
 * The demo purchases (demo-orders.ts): learner accounts of the USER role and, for each purchase, the rows a
 * verified Razorpay payment leaves (order-settlement.ts): the order paid at its time, for the course's final
 * price in paise, INR, with Razorpay-shaped order, payment and receipt ids, and the learner's enrolment with
 * source 'purchase' from that time. Written directly, in one transaction. Seeded once: when the first demo
 * buyer's account exists, nothing is added. A purchase whose course is missing or not published is left out.
 */
export async function seedDemoOrders(
  db: Database,
  userRoleId: string,
  hashCost: PasswordHashCost,
  now = new Date(),
): Promise<void> {
  const [first] = DEMO_BUYERS;
  if (!first) return;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, first.email));
  if (existing) return;

  const slugs = DEMO_COURSES.map((course) => slugify(course.title, 'course'));
  const published = await db
    .select({ id: courses.id, finalPrice: courses.finalPrice, validity: courses.validity })
    .from(courses)
    .where(and(inArray(courses.slug, slugs), eq(courses.status, 'PUBLISHED')))
    .orderBy(asc(courses.createdAt), asc(courses.slug));
  if (published.length === 0) return;

  const paidAt = (p: { daysAgo: number; hoursAgo: number }) =>
    new Date(now.getTime() - p.daysAgo * DAY_MS - p.hoursAgo * HOUR_MS);
  // Hashed before the transaction: argon2 is slow on purpose.
  const passwordHashes = await Promise.all(DEMO_BUYERS.map(() => hashPassword(generatePassword(), hashCost)));

  await db.transaction(async (tx) => {
    const buyers = await tx
      .insert(users)
      .values(
        DEMO_BUYERS.map((buyer, i) => {
          // Signed up two days before their first purchase.
          const oldest = Math.max(...DEMO_PURCHASES.filter((p) => p.buyer === i).map((p) => p.daysAgo), 0);
          const joined = new Date(now.getTime() - (oldest + 2) * DAY_MS);
          return {
            ...buyer,
            roleId: userRoleId,
            passwordHash: passwordHashes[i],
            createdAt: joined,
            updatedAt: joined,
          };
        }),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    const buyerIds = new Map(buyers.map((row) => [row.email, row.id]));

    const seen = new Set<string>();
    const purchases = DEMO_PURCHASES.flatMap((p, n) => {
      const buyerEmail = DEMO_BUYERS[p.buyer]?.email;
      const userId = buyerEmail ? buyerIds.get(buyerEmail) : undefined;
      const course = published[p.course];
      if (!userId || !course || seen.has(`${userId}:${course.id}`)) return [];
      seen.add(`${userId}:${course.id}`);
      return [{ n, userId, course, at: paidAt(p) }];
    });
    if (purchases.length === 0) return;

    const orders = await tx
      .insert(paymentOrders)
      .values(
        purchases.map(({ n, userId, course, at }) => ({
          userId,
          courseId: course.id,
          provider: 'razorpay' as const,
          providerOrderId: `order_${demoHex('order', n, 14)}`,
          receipt: `rcpt_${demoHex('receipt', n, 16)}`,
          amountPaise: amountPaiseOf(course),
          currency: 'INR',
          status: 'paid' as const,
          providerPaymentId: `pay_${demoHex('payment', n, 14)}`,
          paidAt: at,
          createdAt: new Date(at.getTime() - CHECKOUT_MS),
          updatedAt: at,
        })),
      )
      .returning({ id: paymentOrders.id, userId: paymentOrders.userId, courseId: paymentOrders.courseId });
    const orderIds = new Map(orders.map((row) => [`${row.userId}:${row.courseId}`, row.id]));

    await tx
      .insert(enrollments)
      .values(
        purchases.map(({ userId, course, at }) => ({
          userId,
          courseId: course.id,
          source: 'purchase' as const,
          orderId: orderIds.get(`${userId}:${course.id}`) ?? null,
          enrolledAt: at,
          expiresAt: accessExpiry(course.validity, at),
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] });
  });
}
