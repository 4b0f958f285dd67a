import { request } from '@skillhub/shared/api-client';
import { settingsEndpoints } from '@skillhub/shared/endpoints/settings';
import { fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { seedCategory, seedCourse, seedPurchase } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, resetPage, setDeployedRemotes, signIn } from '../../../test/dashboard-test-kit.tsx';
import { InvoicesPage } from './index.tsx';

/** The Invoices page against a real server of its own: GST details set, then one sandbox purchase. */

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
    title: 'Invoiced Course',
    category: await seedCategory('Invoicing'),
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

const table = () => screen.getByRole('table', { name: 'Tax invoices' });

describe('Invoices', () => {
  it('lists the invoice with its amounts, downloads its PDF, and searches', async () => {
    signIn({
      permissions: normalizePermissions([
        { name: 'Courses', operations: {}, subModules: [{ name: 'Invoices', operations: { read: true } }] },
      ] as never),
      as: skillhub.admin,
    });
    const user = userEvent.setup({ delay: null });
    renderInvoices();
    const row = (
      await within(await screen.findByRole('table', { name: 'Tax invoices' })).findByText(/^SKH\/\d\d-\d\d\/000001$/)
    ).closest('tr') as HTMLElement;
    // ₹999 in Karnataka, the seller's state: taxable 846.62, CGST + SGST 152.38.
    expect(within(row).getByText('₹846.62')).toBeTruthy();
    expect(within(row).getByText('₹152.38')).toBeTruthy();
    expect(within(row).getByText('Karnataka')).toBeTruthy();

    const saved = captureDownloads();
    try {
      await user.click(within(row).getByRole('button', { name: /Download tax invoice SKH/ }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(saved.downloads[0]?.fileName).toMatch(/^tax-invoice-SKH-\d\d-\d\d-000001\.pdf$/);

    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'nobody-like-this{Enter}');
    await waitFor(() => expect(within(table()).queryByText(/^SKH\//)).toBeNull());
    expect(network.to('GET', '/course/invoice').at(-1)?.search).toContain('search=nobody-like-this');
  });

  it("exports the month's B2C small table as CSV", async () => {
    signInAsAdmin();
    const user = userEvent.setup({ delay: null });
    renderInvoices();
    await within(await screen.findByRole('table', { name: 'Tax invoices' })).findByText(/^SKH\//);
    const saved = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(saved.downloads[0]?.fileName).toMatch(/^gstr1-\d{4}-\d\d-b2cs\.csv$/);
    expect(network.to('GET', '/course/invoice/gstr1')[0]?.search).toMatch(/^\?month=\d{4}-\d\d&table=b2cs$/);
  });
});
