import {
  PAYMENT_LINK_DEFAULT_DAYS,
  type PaymentLink,
  type PaymentLinkList,
  type PaymentLinkPaid,
  type SendPaymentLinkBody,
  type SentPaymentLink,
} from '@skillhub/shared/schemas/lead-revenue';
import type { CreateOrderResult, RazorpayData, SandboxPayResult } from '@skillhub/shared/schemas/payment';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, fieldError, HttpError, notFound } from '../../http/http-error.ts';
import { hashToken, randomToken } from '../../security/secret-tokens.ts';
import { createCouponCheckout, type Pricing } from '../coupons/coupon-checkout.ts';
import { enquiriesRepository } from '../enquiries/enquiries.repository.ts';
import { amountPaiseOf } from '../payments/payment-summary.ts';
import { type PurchasableCourse, paymentsRepository } from '../payments/payments.repository.ts';
import type { createPaymentsService } from '../payments/payments.service.ts';
import { formatRupees } from '../payments/receipt-details.ts';
import type { createSandboxCheckout } from '../payments/sandbox-checkout.ts';
import { usersRepository } from '../users/users.repository.ts';
import { accountForLead } from './payment-link-account.ts';
import { createPaymentLinkCheckout, LINK_NOT_VALID, linkState, NEW_LEARNER_ID } from './payment-link-checkout.ts';
import { paymentLinkMail } from './payment-link-mails.ts';
import { paymentLinkTemplates, queueWhatsAppPaymentLink } from './payment-link-whatsapp.ts';
import { paymentLinksRepository as repo } from './payment-links.repository.ts';

export const LINK_PAID = 'This payment link has already been paid';
export const LINK_EXPIRED = 'This payment link has expired; ask us for a new one';

const DAY_MS = 86_400_000;

type PaymentsService = ReturnType<typeof createPaymentsService>;
type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;

/**
 * Payment links: staff send one from a lead (by e-mail through the outbox, or a WhatsApp template through the send
 * queue); the lead opens it, pays through the usual checkout for the account with the lead's e-mail (made if there
 * is none) and the capture credits the lead (lead-attribution.ts). A link opens orders only while open: a paid
 * link refuses (409), an expired one says so (410).
 */
export function createPaymentLinksService(
  app: FastifyInstance,
  payments: PaymentsService,
  sandboxCheckout: SandboxCheckout | null,
) {
  const { db, clock, config, outbox } = app;
  const coupons = createCouponCheckout(app);
  const { checkout, linkPrice } = createPaymentLinkCheckout(app);

  async function mustFindCourse(courseId: string): Promise<PurchasableCourse> {
    const course = await paymentsRepository.findCourse(db, courseId);
    if (course?.status !== 'PUBLISHED') throw fieldError('courseId', 'Course not found');
    return course;
  }

  /** The link of a token, open: else 404 (no such link), 409 (paid) or 410 (expired). */
  async function openLink(token: string) {
    const found = await repo.findByTokenHash(db, hashToken(token));
    if (!found) throw notFound(LINK_NOT_VALID);
    const state = linkState(found.link, clock.now());
    if (state === 'paid') throw conflict(LINK_PAID, undefined, { code: 'PAYMENT_LINK_PAID' });
    if (state === 'expired') {
      throw new HttpError(410, LINK_EXPIRED, undefined, undefined, { code: 'PAYMENT_LINK_EXPIRED' });
    }
    return found;
  }

  function toDto(row: Awaited<ReturnType<typeof repo.listByLead>>[number], now: Date): PaymentLink {
    const { link } = row;
    return {
      _id: link.id,
      course: { _id: link.courseId, title: row.courseTitle },
      couponCode: link.couponCode,
      channel: link.channel,
      state: linkState(link, now),
      expiresAt: link.expiresAt.toISOString(),
      paidAt: link.paidAt?.toISOString() ?? null,
      amountPaise: row.amountPaise,
      createdBy: link.createdBy && row.createdByName ? { _id: link.createdBy, name: row.createdByName } : null,
      createdAt: link.createdAt.toISOString(),
    };
  }

  /** A Fastify instance's decorations are not its own properties: the WhatsApp context is spelled out. */
  const whatsAppContext = (tx = db) => {
    const { secrets, log, whatsapp, fileStorage } = app;
    return { db: tx, clock, config, secrets, log, whatsapp, fileStorage };
  };

  return {
    checkout,

    async list(leadId: string): Promise<PaymentLinkList> {
      if (!(await enquiriesRepository.findById(db, leadId))) throw notFound('Enquiry not found');
      const now = clock.now();
      return {
        links: (await repo.listByLead(db, leadId)).map((row) => toDto(row, now)),
        whatsappTemplates: await paymentLinkTemplates(whatsAppContext()),
      };
    },

    async send(leadId: string, body: SendPaymentLinkBody & { expiresInDays?: number }, sentBy: string) {
      const lead = await enquiriesRepository.findById(db, leadId);
      if (!lead) throw notFound('Enquiry not found');
      const course = await mustFindCourse(body.courseId);
      const account = await usersRepository.findByEmail(db, lead.email);
      const couponCode = body.couponCode ?? null;
      // A code that cannot be used now is refused with its reason on couponCode, before anything is sent.
      const pricing: Pricing = couponCode
        ? await coupons.price(account?.id ?? NEW_LEARNER_ID, course, amountPaiseOf(course), couponCode)
        : (await linkPrice(account?.id ?? null, course, null)).pricing;
      if (body.channel === 'whatsapp' && !body.templateId) throw fieldError('templateId', 'Please select a template');

      const token = randomToken();
      const url = `${config.publicUrl}/pay/${token}`;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + (body.expiresInDays ?? PAYMENT_LINK_DEFAULT_DAYS) * DAY_MS);
      const link = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          tokenHash: hashToken(token),
          leadId,
          courseId: course.id,
          couponCode,
          channel: body.channel,
          expiresAt,
          createdBy: sentBy,
          createdAt: now,
        });
        if (body.channel === 'email') {
          await outbox.enqueueMail(
            tx,
            paymentLinkMail({
              to: lead.email,
              name: lead.name,
              courseTitle: course.title,
              amount: formatRupees(pricing.totalPaise),
              couponCode: pricing.coupon ? pricing.coupon.code : null,
              url,
              expiresAt,
            }),
          );
        } else {
          await queueWhatsAppPaymentLink(whatsAppContext(tx), {
            templateId: body.templateId as string,
            phone: lead.phone,
            courseTitle: course.title,
            url,
            sentBy,
          });
        }
        return row;
      });
      if (body.channel === 'email') outbox.kick();
      else app.whatsappSender.kick();
      const [row] = (await repo.listByLead(db, leadId)).filter((r) => r.link.id === link.id);
      if (!row) throw new Error(`Payment link ${link.id} vanished`);
      return { link: toDto(row, clock.now()), url } satisfies SentPaymentLink;
    },

    /**
     * Opens (or reuses) the order for the lead's account, made now if there is none (it gets its password from
     * the mail sent at capture), priced with the link's coupon while it applies. The link remembers the order:
     * its capture, by Checkout's verify or by the webhook, pays the link.
     */
    async order(token: string): Promise<CreateOrderResult> {
      const { link, lead } = await openLink(token);
      const course = await mustFindCourse(link.courseId);
      let userId: string;
      try {
        userId = await db.transaction((tx) => accountForLead(tx, lead));
      } catch (error) {
        // Two first clicks at once: the other made the account.
        if (!isUniqueViolation(error)) throw error;
        userId = await db.transaction((tx) => accountForLead(tx, lead));
      }
      const { couponProblem } = await linkPrice(userId, course, link.couponCode);
      const couponCode = link.couponCode && !couponProblem ? link.couponCode : undefined;
      const result = await payments.createOrder(userId, course.id, couponCode ? { couponCode } : undefined);
      if (result.kind === 'order') {
        await repo.setOrder(db, link.id, result.order._id);
        return { kind: 'order', order: { ...result.order, prefill: { name: lead.name, email: lead.email } } };
      }
      return result;
    },

    /** Checkout's signed answer for the link's order: verified and settled as any purchase. */
    async verify(token: string, data: RazorpayData): Promise<PaymentLinkPaid> {
      const found = await repo.findByTokenHash(db, hashToken(token));
      if (!found?.link.orderId) throw notFound(LINK_NOT_VALID);
      const account = await usersRepository.findByEmail(db, found.lead.email);
      if (!account) throw notFound(LINK_NOT_VALID);
      await payments.verify(account.id, found.link.courseId, data);
      const course = await paymentsRepository.findCourse(db, found.link.courseId);
      const order = await paymentsRepository.findOwnedById(db, found.link.orderId, account.id);
      return {
        courseTitle: course?.title ?? '',
        amountPaise: order?.amountPaise ?? 0,
        accountCreated: account.passwordHash === null,
      };
    },

    /** Sandbox only: the sandbox checkout's buttons for the link's open order. */
    async sandboxPay(token: string, outcome: 'success' | 'failure', contact?: string): Promise<SandboxPayResult> {
      if (!sandboxCheckout) throw notFound('Not found');
      const { link, lead } = await openLink(token);
      const account = await usersRepository.findByEmail(db, lead.email);
      const order =
        link.orderId && account ? await paymentsRepository.findOwnedById(db, link.orderId, account.id) : undefined;
      if (!order) throw notFound('Order not found');
      return sandboxCheckout.pay(order.userId, order.providerOrderId, outcome, contact);
    },
  };
}
