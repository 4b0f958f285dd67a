import { apiPaths } from '@skillhub/shared/api-paths';
import { setLocale } from '@skillhub/shared/i18n';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COURSE_ID, paymentSummary, sandboxOrder } from '../../../test/learner-fixtures.ts';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

const SUMMARY = `GET ${apiPaths.payments.summary}`;
const QUOTE = `POST ${apiPaths.payments.quote}`;
const CREATE = `POST ${apiPaths.payments.createOrder}`;

const api = withScriptedServer();
afterEach(() => setLocale('en'));

/** The server's answer for a coupon it refuses, as the API sends it (message, field and code). */
const refused = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, message, errors: { couponCode: message }, code, codes: { couponCode: code } },
});

const launchQuote = {
  basePaise: 3_499_900,
  discountPaise: 874_975,
  totalPaise: 2_624_925,
  coupon: { code: 'LAUNCH25', title: 'Launch', endsAt: '2026-12-01T00:00:00.000Z' },
};

async function openPaymentPage() {
  signInAsLearner();
  renderLearnerApp(`/course-payment/${COURSE_ID}`);
  await screen.findByRole('heading', { name: 'Full Stack Web Development' });
  return userEvent.setup();
}

describe('a coupon at checkout', () => {
  it("shows the server's discount and new total, pays that with the code, after it can be removed", async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(QUOTE, () => ok(launchQuote));
    api.on(CREATE, () => ok({ kind: 'order', order: { ...sandboxOrder(), amountPaise: 2_624_925 } }));
    const user = await openPaymentPage();

    await user.type(screen.getByLabelText('Have a coupon?'), 'launch25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon LAUNCH25 applied: you save ₹8,749.75.')).toBeTruthy();
    expect(api.callsTo(QUOTE)[0]).toMatchObject({ params: { courseId: COURSE_ID }, body: { couponCode: 'launch25' } });
    const price = screen.getByLabelText('Price');
    expect(price.textContent).toContain('Coupon LAUNCH25');
    expect(price.textContent).toContain('− ₹8,749.75');
    expect(price.textContent).toContain('₹26,249.25');

    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.getByRole('button', { name: 'Pay ₹34,999' })).toBeTruthy();
    expect(screen.getByLabelText('Price').textContent).not.toContain('LAUNCH25');

    await user.type(screen.getByLabelText('Have a coupon?'), 'launch25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹26,249.25' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toEqual({ couponCode: 'launch25' });
  });

  it('explains a code the server refuses on the field, and asks for a code when none is typed', async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(QUOTE, () => refused(400, 'COUPON_EXPIRED', 'This coupon has expired'));
    const user = await openPaymentPage();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a coupon code')).toBeTruthy();
    expect(api.callsTo(QUOTE)).toHaveLength(0);

    await user.type(screen.getByLabelText('Have a coupon?'), 'DIWALI');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹34,999' })).toBeTruthy();
  });

  it('goes back to the full price when the coupon was used up before paying', async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(QUOTE, () => ok(launchQuote));
    api.on(CREATE, () => refused(409, 'COUPON_USED_UP', 'This coupon is used up'));
    const user = await openPaymentPage();

    await user.type(screen.getByLabelText('Have a coupon?'), 'LAUNCH25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹26,249.25' }));
    expect(await screen.findByText('This coupon is used up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹34,999' })).toBeTruthy();
  });

  it('shows the automatic offer the server priced in, struck through', async () => {
    const quote = {
      basePaise: 3_499_900,
      discountPaise: 699_980,
      totalPaise: 2_799_920,
      coupon: { code: null, title: 'Diwali offer', endsAt: '2026-12-01T00:00:00.000Z' },
    };
    api.on(SUMMARY, () => ok(paymentSummary({ amountPaise: quote.totalPaise, quote })));
    await openPaymentPage();
    const price = screen.getByLabelText('Price');
    expect(price.textContent).toContain('Diwali offer');
    expect(price.textContent).toContain('− ₹6,999.80');
    expect(screen.getByRole('button', { name: 'Pay ₹27,999.20' })).toBeTruthy();
  });

  it('says why in Hindi when the page is in Hindi', async () => {
    await setLocale('hi');
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(QUOTE, () => refused(409, 'COUPON_USED_UP', 'This coupon is used up'));
    const user = await openPaymentPage();
    await user.type(screen.getByLabelText('क्या आपके पास कूपन है?'), 'LAUNCH25');
    await user.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect(await screen.findByText('यह कूपन पूरा इस्तेमाल हो चुका है')).toBeTruthy();
  });
});
