import { request } from '@skillhub/shared/api-client';
import { settingsEndpoints } from '@skillhub/shared/endpoints/settings';
import { fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import { seedCategory, seedCourse, seedPurchase } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findDialog, renderAt, resetPage, setDeployedRemotes, signIn } from '../../../test/dashboard-test-kit.tsx';
import { InvoicesPage } from './index.tsx';

/** The Refund action of the Invoices page against a real server of its own, refunding through the sandbox. */

const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
const { network } = skillhub;

const signInAsAdmin = () => signIn({ permissions: fullPermissions(), roleName: 'SUPER_ADMIN', as: skillhub.admin });

beforeAll(async () => {
  signInAsAdmin();
  await request(settingsEndpoints.updateInvoicing, {
    body: {
      legalName: 'Skillhub Learning Private Limited',
      gstin: '29AAGCB7383J1Z4',
      address: '14 Residency Road, Bengaluru 560025',
      stateCode: '29',
      sac: '999293',
      ratePercent: 18,
      pricesIncludeGst: true,
      invoicePrefix: 'SKH',
    },
  });
  const course = await seedCourse({
    title: 'Refunded Course',
    category: await seedCategory('Refunds'),
    price: { actualPrice: 999 },
    sections: [{ title: 'Start', lectures: ['Welcome'] }],
    status: 'PUBLISHED',
  });
  await seedPurchase(course._id);
});

beforeEach(() => {
  resetPage();
  network.clear();
  setDeployedRemotes([]);
});
afterEach(resetPage);

function renderInvoices() {
  renderAt(
    '/dashboard/invoices',
    <Routes>
      <Route path="/dashboard/invoices" element={<InvoicesPage />} />
    </Routes>,
  );
}

const INVOICE_NUMBER = /^SKH\/\d\d-\d\d\/000001$/;

async function invoiceRow(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Tax invoices' });
  return (await within(table).findByText(INVOICE_NUMBER)).closest('tr') as HTMLElement;
}

/** Opens the row's Refund dialog. */
async function openRefund(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const row = await invoiceRow();
  const number = within(row).getByText(INVOICE_NUMBER).textContent;
  await user.click(within(row).getByRole('button', { name: `Refund the order of invoice ${number}` }));
  return findDialog(`Refund: invoice ${number}`);
}

describe('Refund', () => {
  it('is not offered to staff who may only read invoices', async () => {
    signIn({
      permissions: normalizePermissions([
        { name: 'Courses', operations: {}, subModules: [{ name: 'Invoices', operations: { read: true } }] },
      ] as never),
      as: skillhub.admin,
    });
    renderInvoices();
    const row = await invoiceRow();
    expect(within(row).getByText('₹999')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Refund the order/ })).toBeNull();
  });

  it('prefills what is left, needs a reason, confirms, sends once and shows the refund settle', async () => {
    signInAsAdmin();
    const user = userEvent.setup({ delay: null });
    renderInvoices();
    const dialog = await openRefund(user);
    const amount = within(dialog).getByLabelText('Amount to refund') as HTMLInputElement;
    expect(amount.value).toBe('999.00');
    expect(within(dialog).getByText('₹999 of ₹999 is left to refund.')).toBeTruthy();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next.hasAttribute('disabled')).toBe(true);

    await user.clear(amount);
    await user.type(amount, '1000');
    expect(await within(dialog).findByText('At most ₹999 is left to refund')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(within(dialog).getByLabelText('Reason (the learner sees it)'), 'Joined the wrong batch');
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    await user.click(next);

    expect(within(dialog).getByText(/^Refund ₹100 to .+\? The money goes back/)).toBeTruthy();
    expect(within(dialog).getByText('Reason: Joined the wrong batch')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Refund ₹100' });
    await user.dblClick(confirm);

    const status = await within(dialog).findByRole('status');
    expect(within(status).getByText('Refund of ₹100')).toBeTruthy();
    await waitFor(() => expect(within(status).getByText('Processed')).toBeTruthy());
    expect(within(status).getByText(/^Credit note SKH\/\d\d-\d\d\/C00001 issued\.$/)).toBeTruthy();

    const posts = network.requests.filter(
      (r) => r.method === 'POST' && /^\/course\/order\/[^/]+\/refund$/.test(r.path),
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ amountPaise: 10_000, reason: 'Joined the wrong batch' });
    const sent = (posts[0]?.body ?? {}) as { clientRequestId?: string };
    expect(sent.clientRequestId).toMatch(/^[0-9a-f-]{36}$/);

    // The footer's Close (the title bar's × is named Close too).
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closers[closers.length - 1] as HTMLElement);
    const row = await invoiceRow();
    await waitFor(() => expect(within(row).getByText('Processed')).toBeTruthy());
    expect(within(row).getByText('₹100')).toBeTruthy();
  });

  it('shows the failure the sandbox sends for an amount ending in 13 paise, and what is left after it', async () => {
    signInAsAdmin();
    const user = userEvent.setup({ delay: null });
    renderInvoices();
    const dialog = await openRefund(user);
    const amount = within(dialog).getByLabelText('Amount to refund') as HTMLInputElement;
    expect(amount.value).toBe('899.00');
    await user.clear(amount);
    await user.type(amount, '10.13');
    await user.type(within(dialog).getByLabelText('Reason (the learner sees it)'), 'Test failure');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹10.13' }));
    const status = await within(dialog).findByRole('status');
    await waitFor(() => expect(within(status).getByText('Failed')).toBeTruthy());
    expect(within(status).getByText('The bank could not complete the refund')).toBeTruthy();
  });
});
