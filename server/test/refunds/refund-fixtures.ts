import { randomUUID } from 'node:crypto';
import type { Refund } from '@skillhub/shared/schemas/refund';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../src/db/schema/outbox.ts';
import { refunds } from '../../src/db/schema/refunds.ts';
import { eventually } from '../payments/payment-fixtures.ts';
import { bearer } from '../support/test-app.ts';

export const refundUrl = (orderId: string) => `/api/course/order/${orderId}/refund`;

/** POST …/refund with an Idempotency-Key header (a fresh one unless given; null sends none). */
export function requestRefund(
  app: FastifyInstance,
  token: string,
  orderId: string,
  payload: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: refundUrl(orderId),
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

export async function orderRefunds(app: FastifyInstance, token: string, orderId: string) {
  const response = await app.inject({ method: 'GET', url: refundUrl(orderId), headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`refunds: ${response.statusCode} ${response.body}`);
  return response.json().data as { paidPaise: number; refundablePaise: number; refunds: Refund[] };
}

/** Waits for the sandbox's webhook to settle the refund, and answers it as staff then see it. */
export async function settled(app: FastifyInstance, token: string, orderId: string, refundId: string): Promise<Refund> {
  await eventually(async () => {
    const [row] = await app.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refundId));
    return row?.status !== 'requested';
  }, `refund ${refundId} settled`);
  const found = (await orderRefunds(app, token, orderId)).refunds.find((r) => r._id === refundId);
  if (!found) throw new Error(`refund ${refundId} not listed`);
  return found;
}

/** Subjects of the mails to `email` about refunds, oldest first. */
export async function refundMails(app: FastifyInstance, email: string) {
  const rows = await app.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(sql`${outbox.payload}->>'to' = ${email}`, like(sql`${outbox.payload}->>'subject'`, '%refund%')))
    .orderBy(outbox.createdAt, outbox.id);
  return rows.map((r) => r.payload as { subject: string; text: string; attachments?: { filename: string }[] });
}
