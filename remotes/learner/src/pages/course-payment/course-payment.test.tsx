import { apiPaths } from '@skillhub/shared/api-paths';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COURSE_ID,
  enrollment,
  LECTURE_1,
  paymentSummary,
  SLUG,
  sandboxOrder,
} from '../../../test/learner-fixtures.ts';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

const SUMMARY = `GET ${apiPaths.payments.summary}`;
const CREATE = `POST ${apiPaths.payments.createOrder}`;
const SANDBOX = `POST ${apiPaths.payments.sandboxPay}`;
const VERIFY = `POST ${apiPaths.payments.verify}`;
const SIGNED = {
  razorpay_order_id: 'order_SbX4mPq1Zt9LwK',
  razorpay_payment_id: 'pay_SbX4n0Ab12Cd34',
  razorpay_signature: 'a'.repeat(64),
};

const api = withScriptedServer();

type CheckoutOptions = ConstructorParameters<NonNullable<Window['Razorpay']>>[0];
type Listener = (response: { error: { description?: string; reason?: string } }) => void;

/**
 * Razorpay's Checkout is Razorpay's own page, loaded from their CDN; these tests put a stand-in where the script
 * would define it and play the learner's part in it through the callbacks the page passed.
 */
function installCheckout(behave: (options: CheckoutOptions, listeners: Record<string, Listener>) => void) {
  const opened: CheckoutOptions[] = [];
  window.Razorpay = class {
    private listeners: Record<string, Listener> = {};
    constructor(private options: CheckoutOptions) {
      opened.push(options);
    }
    on(event: string, listener: Listener) {
      this.listeners[event] = listener;
    }
    open() {
      setTimeout(() => behave(this.options, this.listeners), 0);
    }
  };
  return opened;
}

async function openPaymentPage() {
  signInAsLearner();
  renderLearnerApp(`/course-payment/${COURSE_ID}`);
  await screen.findByRole('heading', { name: 'Full Stack Web Development' });
  return userEvent.setup();
}

describe('Payment page', () => {
  it('shows the order summary in rupees with the validity and a Pay button', async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    await openPaymentPage();

    const price = screen.getByLabelText('Price');
    expect(price.textContent).toContain('₹49,999');
    expect(price.textContent).toContain('30% off');
    expect(price.textContent).toContain('₹34,999');
    expect(price.textContent).toContain('Access: 1 Year');
    screen.getByRole('button', { name: 'Pay ₹34,999' });
    expect(api.callsTo(SUMMARY)[0]).toMatchObject({
      params: { courseId: COURSE_ID },
      authorization: 'Bearer learner-access-token',
    });
  });

  it('says so when the learner is already enrolled and links to the course', async () => {
    api.on(SUMMARY, () => ok(paymentSummary({ access: { status: 'active', expiresAt: null } })));
    await openPaymentPage();

    screen.getByText('You are already enrolled in this course.');
    const link = screen.getByRole('link', { name: 'Go to course' });
    expect(link.getAttribute('href')).toBe(`/course/${SLUG}/learn/${COURSE_ID}`);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('offers a renewal when access has expired', async () => {
    api.on(SUMMARY, () => ok(paymentSummary({ access: { status: 'expired', expiresAt: '2026-03-01T00:00:00.000Z' } })));
    await openPaymentPage();
    screen.getByText('Your access expired on 1 Mar 2026.');
    screen.getByRole('button', { name: 'Renew access' });
  });

  it('enrols in a free course without a checkout', async () => {
    const free = paymentSummary();
    free.course.price = { actualPrice: 0, discountPercentage: 0, finalPrice: 0 };
    api.on(SUMMARY, () => ok({ ...free, amountPaise: 0, course: { ...free.course, validity: 'LifeTime' } }));
    api.on(CREATE, () => ok({ kind: 'enrolled', enrollment: enrollment({ source: 'free', orderId: null }) }));
    const user = await openPaymentPage();
    expect(screen.getByLabelText('Price').textContent).toContain('LifeTime access');

    await user.click(screen.getByRole('button', { name: 'Enrol for free' }));

    await screen.findByText('You are now enrolled.');
    expect(screen.queryByRole('button', { name: /Download receipt/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start learning' }));
    expect(window.location.pathname).toBe(`/course/${SLUG}/learn/${COURSE_ID}`);
  });

  it('pays through the sandbox checkout and verifies exactly what the checkout signed', async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(CREATE, () => ok({ kind: 'order', order: sandboxOrder() }));
    api.on(SANDBOX, () => ok({ outcome: 'success', razorpayData: SIGNED }));
    api.on(VERIFY, () => ok(enrollment(), 'Payment verified successfully'));
    api.on(`GET ${apiPaths.payments.receipt}`, () => ({
      raw: '%PDF-1.4 receipt',
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="skillhub-receipt-rcpt_0a1b2c3d4e5f6a7b.pdf"',
        'access-control-expose-headers': 'content-disposition',
      },
    }));
    const user = await openPaymentPage();

    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skillhub test checkout' });
    within(dialog).getByText('Sandbox: no real money moves');
    within(dialog).getByText('order_SbX4mPq1Zt9LwK');
    // The phone Razorpay's checkout asks for: the payment carries it (and credits the enquiry made with it).
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number (optional)' }), '+91 98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹34,999' }));

    await screen.findByText('Payment successful. You are now enrolled.');
    expect(api.callsTo(SANDBOX)[0]).toMatchObject({
      params: { orderId: 'order_SbX4mPq1Zt9LwK' },
      body: { outcome: 'success', contact: '+91 98765 43210' },
    });
    expect(api.callsTo(VERIFY)).toHaveLength(1);
    expect(api.callsTo(VERIFY)[0]).toMatchObject({ params: { courseId: COURSE_ID }, body: { razorpayData: SIGNED } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const saved = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: /Download receipt/ }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(saved.downloads[0]?.fileName).toBe('skillhub-receipt-rcpt_0a1b2c3d4e5f6a7b.pdf');
    expect(api.callsTo(`GET ${apiPaths.payments.receipt}`)[0]?.params).toEqual({ orderId: enrollment().orderId });

    await user.click(screen.getByRole('button', { name: 'My courses' }));
    expect(window.location.pathname).toBe('/my-courses');
  });

  it('shows a failed payment with its reason and lets the learner try again', async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(CREATE, () => ok({ kind: 'order', order: sandboxOrder() }));
    api.on(SANDBOX, () =>
      ok({
        outcome: 'failure',
        error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined the payment', reason: 'payment_failed' },
      }),
    );
    const user = await openPaymentPage();

    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    let dialog = await screen.findByRole('dialog', { name: 'Skillhub test checkout' });
    await user.type(within(dialog).getByLabelText(/Phone/), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));

    await screen.findByText('Payment failed: Your bank declined the payment. No money was taken.');
    expect(api.callsTo(VERIFY)).toHaveLength(0);

    // Try again, tapped at once, asks for the order again (the server hands back the same open one) and opens the
    // checkout afresh, the phone typed for the last one still there.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    dialog = await screen.findByRole('dialog', { name: 'Skillhub test checkout' });
    expect(api.callsTo(CREATE)).toHaveLength(2);
    within(dialog).getByText('order_SbX4mPq1Zt9LwK');
    expect(within(dialog).getByLabelText(/Phone/)).toHaveProperty('value', '9876543210');
    expect(within(dialog).getByRole('button', { name: 'Fail payment' })).toHaveProperty('disabled', false);
  });

  it('says the payment was cancelled when the checkout is closed', async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(CREATE, () => ok({ kind: 'order', order: sandboxOrder() }));
    const user = await openPaymentPage();

    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skillhub test checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await screen.findByText('Payment cancelled.');
    screen.getByRole('button', { name: 'Try again' });
    expect(api.callsTo(SANDBOX)).toHaveLength(0);
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it("shows the server's message when the order is refused", async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(CREATE, () => failure(409, 'You are already enrolled in this course'));
    const user = await openPaymentPage();

    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    await screen.findByText('You are already enrolled in this course');
  });

  it("opens Razorpay's Checkout with the server's order and verifies its signed answer", async () => {
    const order = { ...sandboxOrder(), provider: 'razorpay' as const, keyId: 'rzp_test_1DP5mmOlF5G5ag' };
    api.on(SUMMARY, () => ok(paymentSummary({ provider: 'razorpay' })));
    api.on(CREATE, () => ok({ kind: 'order', order }));
    api.on(VERIFY, () => ok(enrollment(), 'Payment successful. You are now enrolled.'));
    const opened = installCheckout((options) => options.handler(SIGNED));
    try {
      const user = await openPaymentPage();
      await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
      await screen.findByText('Payment successful. You are now enrolled.');
    } finally {
      delete window.Razorpay;
    }
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_1DP5mmOlF5G5ag',
      order_id: order.providerOrderId,
      amount: 3_499_900,
      currency: 'INR',
      name: 'Skillhub',
      description: 'Full Stack Web Development',
      prefill: order.prefill,
    });
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({ razorpayData: SIGNED });
  });

  it('reports a payment that failed inside Razorpay once the learner closes it', async () => {
    api.on(SUMMARY, () => ok(paymentSummary({ provider: 'razorpay' })));
    api.on(CREATE, () => ok({ kind: 'order', order: { ...sandboxOrder(), provider: 'razorpay' } }));
    installCheckout((options, listeners) => {
      listeners['payment.failed']?.({ error: { description: 'Card declined by the issuing bank', reason: 'x' } });
      options.modal.ondismiss();
    });
    try {
      const user = await openPaymentPage();
      await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
      await screen.findByText('Payment failed: Card declined by the issuing bank. No money was taken.');
      screen.getByRole('button', { name: 'Try again' });
    } finally {
      delete window.Razorpay;
    }
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('shows a missing course as not found', async () => {
    api.on(SUMMARY, () => failure(404, 'Course not found'));
    signInAsLearner();
    renderLearnerApp(`/course-payment/${LECTURE_1}`);
    await screen.findByText('Course not found');
    screen.getByRole('link', { name: 'Browse courses' });
  });
});
