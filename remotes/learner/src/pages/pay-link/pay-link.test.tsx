import { apiPaths } from '@skillhub/shared/api-paths';
import type { PaymentLinkCheckout } from '@skillhub/shared/schemas/lead-revenue';
import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COURSE_ID, SLUG, sandboxOrder } from '../../../test/learner-fixtures.ts';
import { renderLearnerApp } from '../../../test/render-remote.tsx';

const TOKEN = 'Zx9kLmQ2rT5vWb8nYc3dFg6hJk1pSa4eUo7iRt0qXy';
const CHECKOUT = `GET ${apiPaths.paymentLinks.checkout}`;
const ORDER = `POST ${apiPaths.paymentLinks.order}`;
const SANDBOX = `POST ${apiPaths.paymentLinks.sandboxPay}`;
const VERIFY = `POST ${apiPaths.paymentLinks.verify}`;
const SIGNED = {
  razorpay_order_id: 'order_SbX4mPq1Zt9LwK',
  razorpay_payment_id: 'pay_SbX4n0Ab12Cd34',
  razorpay_signature: 'a'.repeat(64),
};

const api = withScriptedServer();

function linkCheckout(overrides: Partial<PaymentLinkCheckout> = {}): PaymentLinkCheckout {
  return {
    state: 'open',
    expiresAt: '2026-12-05T10:00:00.000Z',
    course: { _id: COURSE_ID, slug: SLUG, title: 'Full Stack Web Development', thumbnail: null, validity: '1 Year' },
    buyer: { name: 'Meena Iyer', email: 'meena@example.com', phone: '9876543210' },
    pricePaise: 3_499_900,
    discountPaise: 349_990,
    totalPaise: 3_149_910,
    couponCode: 'LINK10',
    couponProblem: null,
    ...overrides,
  };
}

describe('Payment link checkout (signed out)', () => {
  it("shows the lead's details and the coupon price, and pays through the sandbox checkout", async () => {
    api.on(CHECKOUT, () => ok(linkCheckout()));
    api.on(ORDER, () => ok({ kind: 'order', order: { ...sandboxOrder(), amountPaise: 3_149_910 } }, undefined, 201));
    api.on(SANDBOX, () => ok({ outcome: 'success', razorpayData: SIGNED }));
    api.on(VERIFY, () =>
      ok({ courseTitle: 'Full Stack Web Development', amountPaise: 3_149_910, accountCreated: true }),
    );
    renderLearnerApp(`/pay/${TOKEN}`);
    const user = userEvent.setup();

    await screen.findByText('Your details');
    // Each label beside its value, as a description list a screen reader reads in pairs.
    const pairs = (list: HTMLElement) => {
      const values = within(list).getAllByRole('definition');
      return within(list)
        .getAllByRole('term')
        .map((term, index) => [term.textContent, values[index]?.textContent]);
    };
    expect(pairs(screen.getByLabelText('Your details'))).toEqual([
      ['Name', 'Meena Iyer'],
      ['E-mail', 'meena@example.com'],
      ['Phone', '9876543210'],
    ]);
    expect(pairs(screen.getByLabelText('Price'))).toEqual([
      ['Price', '₹34,999'],
      ['Coupon LINK10', '− ₹3,499.90'],
      ['You pay', '₹31,499.10'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Pay ₹31,499.10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skillhub test checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹31,499.10' }));

    await screen.findByText('Payment successful. You are now enrolled in Full Stack Web Development.');
    screen.getByText('We have e-mailed you a link to set your password; then sign in to start learning.');
    expect(api.callsTo(CHECKOUT)[0]).toMatchObject({ params: { token: TOKEN } });
    expect(api.callsTo(SANDBOX)[0]).toMatchObject({ params: { token: TOKEN }, body: { outcome: 'success' } });
    expect(api.callsTo(VERIFY)[0]).toMatchObject({ params: { token: TOKEN }, body: { razorpayData: SIGNED } });
  });

  it('says a paid link is paid and an expired one has expired, with no Pay button', async () => {
    api.on(CHECKOUT, () => ok(linkCheckout({ state: 'paid' })));
    const first = renderLearnerApp(`/pay/${TOKEN}`);
    await screen.findByText('This payment link has already been paid. You are enrolled: sign in to start learning.');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    first.unmount();

    api.on(CHECKOUT, () => ok(linkCheckout({ state: 'expired' })));
    renderLearnerApp(`/pay/other-${TOKEN}`);
    await screen.findByText('This payment link expired on 5 Dec 2026. Ask us for a new one.');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says a link that is not one is not valid', async () => {
    api.on(CHECKOUT, () => failure(404, 'This payment link is not valid'));
    renderLearnerApp(`/pay/${TOKEN}`);
    await screen.findByText(/This payment link is not valid\. Check that you opened the whole link/);
  });
});
