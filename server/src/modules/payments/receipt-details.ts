import type { CourseValidity } from '@skillhub/shared/constants';
import { accessExpiry } from '../enrollments/enrollment-expiry.ts';

/** What a receipt says, for the mail and the PDF alike. */
export interface ReceiptFacts {
  receipt: string;
  learnerName: string;
  learnerEmail: string;
  courseTitle: string;
  validity: CourseValidity;
  amountPaise: number;
  /** What a coupon or offer took off the price (0 without one), and its name as the learner knew it. */
  discountPaise: number;
  couponLabel: string | null;
  providerOrderId: string;
  providerPaymentId: string;
  paidAt: Date;
  /** The tax invoice issued with the payment, if one was. */
  invoiceNumber?: string | null;
  /** The order's refunds, oldest first. */
  refunds?: readonly ReceiptRefund[];
}

export interface ReceiptRefund {
  amountPaise: number;
  status: 'requested' | 'processed' | 'failed';
  requestedAt: Date;
  settledAt: Date | null;
  creditNoteNumber: string | null;
}

/** How the receipt names the coupon: its code, or an automatic offer's title. */
export function couponLabelOf(order: { couponCode: string | null; couponTitle: string | null }): string | null {
  return order.couponCode ? `coupon ${order.couponCode.toUpperCase()}` : order.couponTitle;
}

export interface ReceiptLine {
  label: string;
  value: string;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
// Receipts are for Indian learners: dates in India's time zone, whatever the server's.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** ₹ with Indian digit grouping: 150000 rupees is ₹1,50,000.00. */
export function formatRupees(amountPaise: number): string {
  return rupees.format(amountPaise / 100);
}

/** The access a purchase bought, counted from the payment (a later renewal has its own receipt). */
export function validityText(validity: CourseValidity, paidAt: Date): string {
  const expiresAt = accessExpiry(validity, paidAt);
  return expiresAt ? `${validity} (until ${dateOnly.format(expiresAt)})` : `${validity} (never expires)`;
}

export function receiptLines(facts: ReceiptFacts): ReceiptLine[] {
  return [
    { label: 'Receipt no.', value: facts.receipt },
    { label: 'Date', value: dateTime.format(facts.paidAt) },
    { label: 'Learner', value: `${facts.learnerName} <${facts.learnerEmail}>` },
    { label: 'Course', value: facts.courseTitle },
    { label: 'Access', value: validityText(facts.validity, facts.paidAt) },
    ...(facts.discountPaise > 0
      ? [
          { label: 'Price', value: formatRupees(facts.amountPaise + facts.discountPaise) },
          {
            label: 'Discount',
            value: `${formatRupees(facts.discountPaise)} saved${facts.couponLabel ? ` (${facts.couponLabel})` : ''}`,
          },
        ]
      : []),
    { label: 'Amount paid', value: formatRupees(facts.amountPaise) },
    { label: 'Order id', value: facts.providerOrderId },
    { label: 'Payment id', value: facts.providerPaymentId },
    ...(facts.invoiceNumber ? [{ label: 'Tax invoice no.', value: facts.invoiceNumber }] : []),
    ...refundLines(facts.amountPaise, facts.refunds ?? []),
  ];
}

function refundText(refund: ReceiptRefund): string {
  const amount = formatRupees(refund.amountPaise);
  if (refund.status === 'requested')
    return `${amount} requested on ${dateOnly.format(refund.requestedAt)}, in progress`;
  const on = dateOnly.format(refund.settledAt ?? refund.requestedAt);
  if (refund.status === 'failed') return `${amount} failed on ${on}`;
  return `${amount} processed on ${on}${refund.creditNoteNumber ? ` (credit note ${refund.creditNoteNumber})` : ''}`;
}

/** Each refund with its status, and what the learner has paid net of the processed ones. */
function refundLines(amountPaise: number, refunds: readonly ReceiptRefund[]): ReceiptLine[] {
  if (refunds.length === 0) return [];
  const refunded = refunds.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amountPaise, 0);
  return [
    ...refunds.map((refund) => ({ label: 'Refund', value: refundText(refund) })),
    ...(refunded > 0 ? [{ label: 'Net paid', value: formatRupees(amountPaise - refunded) }] : []),
  ];
}
