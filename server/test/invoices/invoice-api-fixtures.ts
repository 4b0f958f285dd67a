import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roles, users } from '../../src/db/schema/users-and-roles.ts';
import { paymentsRepository } from '../../src/modules/payments/payments.repository.ts';
import { DEMO_INVOICING } from '../../src/seed/seed-invoicing.ts';
import { checkoutAnswer, createOrder, verify } from '../payments/payment-fixtures.ts';
import type { Learner } from '../support/learner-fixtures.ts';
import { bearer } from '../support/test-app.ts';

/** The demo seller, registered in Karnataka (29). */
export const SELLER_SETTINGS = {
  legalName: DEMO_INVOICING.legalName,
  gstin: DEMO_INVOICING.gstin,
  address: DEMO_INVOICING.address,
  stateCode: DEMO_INVOICING.stateCode,
  sac: DEMO_INVOICING.sac,
  ratePercent: DEMO_INVOICING.ratePercent,
  pricesIncludeGst: DEMO_INVOICING.pricesIncludeGst,
  invoicePrefix: DEMO_INVOICING.invoicePrefix,
};

/** A company registered in Maharashtra (27), with a valid check character. */
export const COMPANY_GSTIN = '27AAACR5055K1Z7';

export function putInvoicing(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/settings/invoicing', headers: bearer(token), payload });
}

export async function setInvoicing(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}) {
  const response = await putInvoicing(app, token, { ...SELLER_SETTINGS, ...overrides });
  if (response.statusCode !== 200) throw new Error(`settings: ${response.statusCode} ${response.body}`);
}

/** Opens an order with the body given and pays it through Checkout's verify call; the order's `_id`. */
export async function buy(
  app: FastifyInstance,
  learner: Learner,
  courseId: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const opened = await createOrder(app, learner.token, courseId, body);
  if (opened.statusCode !== 201) throw new Error(`create-order: ${opened.statusCode} ${opened.body}`);
  const order = opened.json().data.order as { _id: string; providerOrderId: string };
  const paid = await verify(
    app,
    learner.token,
    courseId,
    checkoutAnswer(app, order.providerOrderId, `pay_${randomBytes(7).toString('hex')}`),
  );
  if (paid.statusCode !== 200) throw new Error(`verify: ${paid.statusCode} ${paid.body}`);
  return order._id;
}

/**
 * `count` learners written straight into the database, each with an open sandbox order for the course: the
 * concurrency tests capture them through the webhook, which needs no session (and argon2 sign-ups would take
 * longer than the race).
 */
export async function openOrdersInDatabase(
  app: FastifyInstance,
  courseId: string,
  amountPaise: number,
  count: number,
): Promise<{ providerOrderId: string; amountPaise: number }[]> {
  const [role] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'USER'));
  if (!role) throw new Error('The USER role is missing');
  const tag = randomBytes(4).toString('hex');
  const learners = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Concurrent Buyer ${i}`,
        email: `buyer.${tag}.${i}@learners.test`,
        roleId: role.id,
      })),
    )
    .returning({ id: users.id });
  const orders = [];
  for (const [i, learner] of learners.entries()) {
    const id = `${tag}${String(i).padStart(6, '0')}`;
    orders.push(
      await paymentsRepository.insert(app.db, {
        userId: learner.id,
        courseId,
        provider: 'sandbox',
        providerOrderId: `order_${id}`,
        receipt: `rcpt_${id}`,
        amountPaise,
        buyerState: i % 2 === 0 ? '29' : '07',
      }),
    );
  }
  return orders.map((order) => ({ providerOrderId: order.providerOrderId, amountPaise: order.amountPaise }));
}
