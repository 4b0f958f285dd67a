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
const CREATE = `POST ${apiPaths.payments.createOrder}`;
const COMPANY_GSTIN = '27AAACR5055K1Z7';

const api = withScriptedServer();
afterEach(() => setLocale('en'));

async function openPaymentPage() {
  signInAsLearner();
  renderLearnerApp(`/course-payment/${COURSE_ID}`);
  await screen.findByRole('heading', { name: 'Full Stack Web Development' });
  return userEvent.setup();
}

describe('the tax-invoice details at checkout', () => {
  it('sends the state picked from the searchable list, and a company GSTIN checked before paying', async () => {
    api.on(SUMMARY, () => ok(paymentSummary()));
    api.on(CREATE, () => ok({ kind: 'order', order: sandboxOrder() }));
    const user = await openPaymentPage();

    await user.selectOptions(screen.getByLabelText('Your state'), 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Need a GST invoice for your company?' }));
    await user.type(await screen.findByLabelText("Company's GSTIN"), '27AAACR5055K1Z8');
    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    expect(await screen.findByText('The last character does not match the rest: the GSTIN is mistyped.')).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Company's GSTIN"));
    await user.type(screen.getByLabelText("Company's GSTIN"), COMPANY_GSTIN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    expect(await screen.findByText('Enter the company name the GSTIN is registered to')).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.type(screen.getByLabelText('Company name (as registered for GST)'), 'Reliance Industries Ltd');
    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      buyerState: '29',
      buyerGstin: COMPANY_GSTIN,
      buyerCompany: 'Reliance Industries Ltd',
    });
  });

  it("offers the learner's last choice again, and leaves the company out once the section is closed", async () => {
    api.on(SUMMARY, () =>
      ok(paymentSummary({ buyer: { state: '07', gstin: COMPANY_GSTIN, company: 'Reliance Industries Ltd' } })),
    );
    api.on(CREATE, () => ok({ kind: 'order', order: sandboxOrder() }));
    const user = await openPaymentPage();
    const state = screen.getByLabelText('Your state') as HTMLSelectElement;
    expect([...state.selectedOptions].map((option) => option.textContent)).toEqual(['Delhi']);
    expect((screen.getByLabelText("Company's GSTIN") as HTMLInputElement).value).toBe(COMPANY_GSTIN);

    await user.click(screen.getByRole('button', { name: 'Need a GST invoice for your company?' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toEqual({ buyerState: '07' });
  });

  it("shows the server's refusal on its field", async () => {
    api.on(SUMMARY, () => ok(paymentSummary({ buyer: { state: '29', gstin: null, company: null } })));
    const reason = 'The GSTIN is cancelled';
    api.on(CREATE, () => ({
      status: 400,
      body: { success: false, message: reason, errors: { buyerGstin: reason } },
    }));
    const user = await openPaymentPage();
    await user.click(screen.getByRole('button', { name: 'Need a GST invoice for your company?' }));
    await user.type(await screen.findByLabelText("Company's GSTIN"), COMPANY_GSTIN);
    await user.type(screen.getByLabelText('Company name (as registered for GST)'), 'Reliance Industries Ltd');
    await user.click(screen.getByRole('button', { name: 'Pay ₹34,999' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹34,999' })).toBeTruthy();
  });

  it('asks in Hindi, and explains a mistyped GSTIN in Hindi', async () => {
    await setLocale('hi');
    api.on(SUMMARY, () => ok(paymentSummary()));
    const user = await openPaymentPage();
    expect(screen.getByLabelText('आपका राज्य')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'क्या आपको अपनी कंपनी के लिए GST इनवॉइस चाहिए?' }));
    await user.type(await screen.findByLabelText('कंपनी का GSTIN'), '27AAACR5055K1Z');
    await user.click(screen.getByRole('button', { name: /₹34,999/ }));
    expect(await screen.findByText('GSTIN में 15 अक्षर होते हैं।')).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });
});
