import { dashboardSummarySchema } from '@skillhub/shared/schemas/dashboard';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { enrollments } from '../../src/db/schema/enrollments.ts';
import { paymentOrders } from '../../src/db/schema/payments.ts';
import { users } from '../../src/db/schema/users-and-roles.ts';
import { indiaMidnight } from '../../src/modules/dashboard/dashboard-period.ts';
import { DEMO_LEARNER } from '../../src/seed/demo-data.ts';
import { DEMO_BUYERS } from '../../src/seed/demo-orders.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/** The demo data holds paid orders of the last two months, so the dashboard shows revenue on a demo run. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

async function seededOrders() {
  return t.app.db
    .select({
      order: paymentOrders,
      price: courses.finalPrice,
      status: courses.status,
      enrolment: enrollments,
    })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .innerJoin(courses, eq(courses.id, paymentOrders.courseId))
    .leftJoin(enrollments, eq(enrollments.orderId, paymentOrders.id))
    .where(
      inArray(
        users.email,
        DEMO_BUYERS.map((b) => b.email),
      ),
    );
}

const totals = async () =>
  Promise.all(
    [users, paymentOrders, enrollments].map(async (table) => (await t.app.db.select({ n: count() }).from(table))[0]?.n),
  );

describe('the demo orders', () => {
  it('are paid Razorpay orders at the courses’ final prices, each with its purchase enrolment', async () => {
    const rows = await seededOrders();
    expect(rows.length).toBe(30);
    const now = t.clock.now().getTime();
    for (const { order, price, status, enrolment } of rows) {
      expect(order).toMatchObject({ provider: 'razorpay', status: 'paid', currency: 'INR', failureReason: null });
      expect(order.providerOrderId).toMatch(/^order_[0-9a-f]{14}$/);
      expect(order.providerPaymentId).toMatch(/^pay_[0-9a-f]{14}$/);
      expect(order.receipt).toMatch(/^rcpt_[0-9a-f]{16}$/);
      expect(order.amountPaise).toBe(Math.round(price * 100));
      expect(status).toBe('PUBLISHED');
      const paidAt = order.paidAt?.getTime() ?? Number.NaN;
      expect(paidAt).toBeLessThan(now);
      expect(paidAt).toBeGreaterThan(now - 61 * DAY_MS);
      expect(enrolment).toMatchObject({ userId: order.userId, courseId: order.courseId, source: 'purchase' });
      expect(enrolment?.enrolledAt.getTime()).toBe(paidAt);
    }
    expect(new Set(rows.map((r) => r.order.userId)).size).toBe(DEMO_BUYERS.length);
    expect(new Set(rows.map((r) => r.order.courseId)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => (r.order.paidAt?.getTime() ?? 0) < now - 30 * DAY_MS).length).toBe(5);
  });

  it('leave the demo learner with the two courses staff assigned, and print no login for the buyers', async () => {
    const own = await t.app.db
      .select({ source: enrollments.source })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(eq(users.email, DEMO_LEARNER.email));
    expect(own).toEqual([{ source: 'staff' }, { source: 'staff' }]);
    const printed = t.app.seedReport.createdLogins.map((l) => l.email);
    for (const buyer of DEMO_BUYERS) expect(printed).not.toContain(buyer.email);
  });

  it('give the dashboard’s last 30 days their revenue and purchase enrolments', async () => {
    const admin = await loginAsAdmin(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard?period=30d', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const { period, sales } = dashboardSummarySchema.parse(response.json().data);
    if (!sales) throw new Error('The admin reads the sales figures');

    const start = indiaMidnight(period.from);
    const end = indiaMidnight(dayAfter(period.to));
    const inWindow = (await seededOrders()).filter(({ order }) => {
      const at = order.paidAt?.getTime() ?? 0;
      return at >= start.getTime() && at < end.getTime();
    });
    expect(inWindow.length).toBe(25);
    const revenue = inWindow.reduce((sum, { order }) => sum + order.amountPaise, 0);
    expect(sales.revenuePaise).toBeGreaterThan(0);
    expect(sales.revenuePaise).toBe(revenue);
    expect(sales.paidOrders).toBe(25);
    expect(sales.perDay.reduce((sum, d) => sum + d.revenuePaise, 0)).toBe(revenue);
    expect(sales.enrolmentsBySource.purchase).toBe(25);
    const [enrolledInWindow] = await t.app.db
      .select({ n: count() })
      .from(enrollments)
      .where(and(gte(enrollments.enrolledAt, start), lt(enrollments.enrolledAt, end)));
    expect(sales.enrolments).toBe(enrolledInWindow?.n);
    expect(sales.topByRevenue.length).toBeGreaterThan(0);
    expect(sales.topByRevenue[0]?.revenuePaise).toBeGreaterThan(0);
  });

  it('are not added again when the server starts again', async () => {
    const before = await totals();
    await seedDatabase(t.app.db, t.config);
    expect(await totals()).toEqual(before);
  });

  it('are not readable by a signed-out visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard?period=30d' });
    expect(response.statusCode).toBe(401);
  });
});
