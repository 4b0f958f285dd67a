import { ReloadOutlined } from '@ant-design/icons';
import { ApiError, errorMessage, fieldErrorMessage } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import { paymentSummaryOfCourse } from '@skillhub/shared/payment-summary-query';
import { routeTo } from '@skillhub/shared/routes';
import type { PriceQuote } from '@skillhub/shared/schemas/coupon';
import type { Enrollment, PaymentOrder } from '@skillhub/shared/schemas/payment';
import { whenIdle } from '@skillhub/shared/when-idle';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { myCoursesKeys } from '../../enrollments/my-courses-query.ts';
import { useT } from '../../i18n/index.ts';
import { type CheckoutOutcome, failedMessage } from './checkout-outcome.ts';
import { CouponField, rupeesOf } from './coupon-field.tsx';
import {
  type InvoiceDetails,
  InvoiceDetailsField,
  type InvoiceErrors,
  initialInvoiceDetails,
  useInvoiceBody,
} from './invoice-details.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { loadRazorpayCheckout, payWithRazorpay } from './razorpay-checkout.ts';
import { createOrder, usePaymentSummary, verifyPayment } from './use-payment.ts';

type Phase =
  | { name: 'idle' }
  /** creating the order, or a checkout is open */
  | { name: 'paying' }
  | { name: 'verifying' }
  | { name: 'enrolled'; enrollment: Enrollment }
  | { name: 'failed'; message: string }
  | { name: 'cancelled' }
  | { name: 'error'; message: string };

const INVOICE_FIELDS = ['buyerState', 'buyerGstin', 'buyerCompany'] as const;

/**
 * The sandbox checkout (a dialog, antd's Modal) is not part of the page: the part of antd it comes in is the
 * biggest the page could load. It comes once the page is drawn and the browser idle (sandboxMounted).
 */
const SandboxCheckoutDialog = lazy(() =>
  import('./sandbox-checkout-dialog.tsx').then((module) => ({ default: module.SandboxCheckoutDialog })),
);

/** The create-order call's refusals of the invoice fields, if that is what it refused. */
function invoiceFieldErrors(error: unknown): InvoiceErrors | null {
  if (!(error instanceof ApiError)) return null;
  const errors: InvoiceErrors = {};
  for (const field of INVOICE_FIELDS) {
    const message = fieldErrorMessage(error, field);
    if (message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * How long the checkout waits for an idle moment after the page is drawn at most. Readied at the tap on Pay instead,
 * a phone showed the checkout (and the tap's answer with it) a second later: the code's download, and the first
 * render of a lazy component, which React reveals 300 ms after its code came at the earliest.
 */
const CHECKOUT_IDLE_TIMEOUT_MS = 3000;

/** Razorpay's script, fetched ahead of Pay; a failure is met again when it is used. */
function prepareRazorpay() {
  loadRazorpayCheckout().catch(() => {});
}

/** /course-payment/{courseId}: the order summary, the Pay button and whichever checkout the server offers. */
export default function CoursePaymentPage() {
  const { courseId = '' } = useParams();
  const queryClient = useQueryClient();
  const summary = usePaymentSummary(courseId);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  // The sandbox's dialog is mounted (closed) once the page is idle, or at Pay: its code comes then, and an order
  // opens it at once. Mounted, it stays so, and closes as a dialog does (its animation, focus handed back).
  const [sandboxMounted, setSandboxMounted] = useState(false);
  const [coupon, setCoupon] = useState<{ code: string; quote: PriceQuote } | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<InvoiceDetails | null>(null);
  const [invoiceErrors, setInvoiceErrors] = useState<InvoiceErrors>({});
  const invoiceBody = useInvoiceBody();
  const data = summary.data;
  const { t } = useT();
  const { t: common } = useTranslation('common');

  const provider = data?.provider;
  useEffect(() => {
    if (!provider) return undefined;
    const ready = provider === 'sandbox' ? () => setSandboxMounted(true) : prepareRazorpay;
    return whenIdle(ready, CHECKOUT_IDLE_TIMEOUT_MS);
  }, [provider]);

  useEffect(() => {
    if (data) document.title = t('payment.documentTitle', { title: data.course.title, company: COMPANY.name });
  }, [data, t]);

  const enrolled = (enrollment: Enrollment) => {
    setPhase({ name: 'enrolled', enrollment });
    void queryClient.invalidateQueries({ queryKey: myCoursesKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentSummaryOfCourse(courseId) });
  };

  /** Razorpay's callbacks and the sandbox dialog's buttons both end here. */
  const settle = async (outcome: CheckoutOutcome) => {
    setSandboxOrder(null);
    if (outcome.kind === 'cancelled') return setPhase({ name: 'cancelled' });
    if (outcome.kind === 'failed') return setPhase({ name: 'failed', message: failedMessage(outcome.reason) });
    setPhase({ name: 'verifying' });
    try {
      enrolled(await verifyPayment(courseId, outcome.razorpayData));
    } catch (error) {
      setPhase({ name: 'error', message: errorMessage(error) });
    }
  };

  // The learner's last choice, once the summary has it; their own edits after that are kept.
  const details = invoice ?? initialInvoiceDetails(data?.buyer ?? null);

  const pay = async () => {
    const checked = invoiceBody(details);
    if ('errors' in checked) return setInvoiceErrors(checked.errors);
    setPhase({ name: 'paying' });
    // Pay before the idle moment came: the checkout's code comes while the order is made, not after; asked for
    // once the tap's answer (the busy button) is painted, so that running it cannot hold that paint.
    const ready = provider === 'sandbox' ? () => setSandboxMounted(true) : prepareRazorpay;
    if (provider) requestAnimationFrame(() => setTimeout(ready, 0));
    let result: Awaited<ReturnType<typeof createOrder>>;
    try {
      result = await createOrder(courseId, { ...(coupon ? { couponCode: coupon.code } : {}), ...checked.body });
    } catch (error) {
      // A GSTIN or state the server refuses: its reason on the field.
      const refused = invoiceFieldErrors(error);
      if (refused) {
        setInvoiceErrors(refused);
        return setPhase({ name: 'idle' });
      }
      // The coupon went (used up, expired) between Apply and Pay: back to the price without it, said on the field.
      if (error instanceof ApiError && error.data?.code?.startsWith('COUPON_')) {
        setCoupon(null);
        setCouponError(errorMessage(error));
        return setPhase({ name: 'idle' });
      }
      setPhase({ name: 'error', message: errorMessage(error) });
      // A 409 means access changed since the summary was read (enrolled in another tab): show the truth.
      if (error instanceof ApiError && error.status === 409) void summary.refetch();
      return;
    }
    if (result.kind === 'enrolled') return enrolled(result.enrollment);
    if (result.order.provider === 'sandbox') {
      setSandboxMounted(true);
      return setSandboxOrder(result.order);
    }
    try {
      await settle(await payWithRazorpay(result.order));
    } catch {
      setPhase({
        name: 'error',
        message: t('payment.windowFailed'),
      });
    }
  };

  const frame = (children: ReactNode) => (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 16px', width: '100%', boxSizing: 'border-box' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('payment.title')}
      </Typography.Title>
      {children}
    </div>
  );

  if (phase.name === 'enrolled') return frame(<PaymentSuccess enrollment={phase.enrollment} />);

  if (summary.isError) {
    const missing = summary.error instanceof ApiError && summary.error.status === 404;
    return frame(
      <Alert
        type="error"
        showIcon
        title={missing ? errorMessage(summary.error, t('payment.courseNotFound')) : t('payment.summaryFailed')}
        description={
          missing ? <Link to={routeTo('catalogue')}>{t('payment.browse')}</Link> : errorMessage(summary.error)
        }
        action={
          missing ? undefined : (
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => summary.refetch()}>
              {common('actions.retry')}
            </Button>
          )
        }
      />,
    );
  }
  if (!data) return frame(<Skeleton active title paragraph={{ rows: 6 }} aria-label={t('payment.loading')} />);

  const { access, course } = data;
  const quote = coupon?.quote ?? data.quote;
  const free = course.price.finalPrice === 0 || quote.totalPaise === 0;
  const busy = phase.name === 'paying' || phase.name === 'verifying';
  const payLabel =
    access?.status === 'expired'
      ? t('payment.renew')
      : free
        ? t('payment.enrolFree')
        : t('payment.pay', { amount: rupeesOf(quote.totalPaise) });

  return frame(
    <OrderSummaryCard summary={data} quote={quote} couponCode={coupon?.code ?? null}>
      {access?.status === 'active' ? (
        <Alert
          type="success"
          showIcon
          title={t('payment.alreadyEnrolled')}
          action={
            <Link to={routeTo('coursePlayer', { slug: course.slug, courseId: course._id })}>
              {t('payment.goToCourse')}
            </Link>
          }
        />
      ) : (
        <Flex vertical gap="middle">
          {access?.status === 'expired' && access.expiresAt && (
            <Alert type="warning" showIcon title={t('payment.expiredOn', { date: formatDate(access.expiresAt) })} />
          )}
          {course.price.finalPrice > 0 && (
            <CouponField
              courseId={courseId}
              applied={coupon}
              error={couponError}
              onApplied={(code, applied) => {
                setCoupon({ code, quote: applied });
                setCouponError(null);
              }}
              onRemoved={() => setCoupon(null)}
            />
          )}
          {quote.totalPaise > 0 && (
            <InvoiceDetailsField
              value={details}
              errors={invoiceErrors}
              onChange={(next, changed) => {
                setInvoice(next);
                setInvoiceErrors((current) => ({ ...current, [changed]: undefined }));
              }}
            />
          )}
          {phase.name === 'failed' && <Alert type="error" showIcon title={phase.message} />}
          {phase.name === 'cancelled' && <Alert type="info" showIcon title={t('payment.cancelled')} />}
          {phase.name === 'error' && <Alert type="error" showIcon title={phase.message} />}
          <Button type="primary" size="large" block loading={busy} onClick={pay}>
            {phase.name === 'failed' || phase.name === 'cancelled'
              ? t('payment.tryAgain')
              : phase.name === 'verifying'
                ? t('payment.confirming')
                : payLabel}
          </Button>
          {data.provider === 'sandbox' && (
            <Typography.Text type="secondary">{t('payment.sandboxNote')}</Typography.Text>
          )}
        </Flex>
      )}
      {sandboxMounted && (
        <Suspense fallback={null}>
          <SandboxCheckoutDialog order={sandboxOrder} onOutcome={settle} />
        </Suspense>
      )}
    </OrderSummaryCard>,
  );
}
