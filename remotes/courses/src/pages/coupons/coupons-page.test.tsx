import { request } from '@skillhub/shared/api-client';
import { couponEndpoints } from '@skillhub/shared/endpoints/coupons';
import type { CouponBody } from '@skillhub/shared/schemas/coupon';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, describedBy, settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { couponPermissions, signInAs } from '../../../test/session.ts';

/**
 * The Coupons page against the real server. Coupons are shared by the file's tests, so each test makes codes of
 * its own and opens the page searched down to them.
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
const DAY = 24 * 60 * 60 * 1000;

/** A code no other test uses: letters and digits only. */
const uniqueCode = (prefix: string) =>
  unique(prefix)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

async function seedCoupon(overrides: Partial<CouponBody>) {
  const body: CouponBody = {
    title: 'Seeded coupon',
    discountType: 'percent',
    discountValue: 20,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
    totalUses: 50,
    ...overrides,
  };
  return (await request(couponEndpoints.create, { body })).data;
}

async function openCouponsPage(search: string, ...operations: Parameters<typeof couponPermissions>) {
  signInAs(couponPermissions(...operations), skillhub.admin);
  renderCoursesApp(`/dashboard/coupons?search=${encodeURIComponent(search)}`);
  const table = await settled(await screen.findByRole('table', { name: 'Coupons' }));
  return { user: userEvent.setup(), table };
}

describe('Coupons page', () => {
  it('lists coupons and offers with their discount, uses, revenue and status', async () => {
    const code = uniqueCode('LIST');
    await seedCoupon({ code, title: `${code} launch`, maxDiscountPaise: 50000 });
    await seedCoupon({
      code: null,
      title: `${code} automatic`,
      discountType: 'flat',
      discountValue: 25000,
      totalUses: null,
    });
    const { table } = await openCouponsPage(code);

    screen.getByRole('heading', { level: 1, name: 'Coupons' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'S.No.',
      'Code',
      'Title',
      'Discount',
      'Valid (India time)',
      'Uses',
      'Revenue',
      'Discount given',
      'Status',
    ]);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const [offer, coupon] = bodyRows(table).map((row) => cellTexts(row));
    expect(offer?.slice(0, 4)).toEqual(['1', 'Automatic offer', `${code} automatic`, '₹250 off']);
    expect(offer?.slice(5, 9)).toEqual(['0 (no limit)', '₹0', '₹0', 'Active']);
    expect(coupon?.slice(0, 4)).toEqual(['2', code, `${code} launch`, '20% off, up to ₹500']);
    expect(coupon?.slice(5, 9)).toEqual(['0 of 50', '₹0', '₹0', 'Active']);
  });

  it('hides Add Coupon and row actions from read-only staff', async () => {
    const code = uniqueCode('READ');
    await seedCoupon({ code });
    const { table } = await openCouponsPage(code);
    within(table).getByText(code);
    expect(screen.queryByRole('button', { name: 'Add Coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for row/ })).toBeNull();
  });

  it('checks the form, shows a taken code on its field, and adds a coupon in rupees', async () => {
    const taken = uniqueCode('TAKEN');
    await seedCoupon({ code: taken });
    const code = uniqueCode('NEW');
    const { user, table } = await openCouponsPage(code, 'create');
    const posted = () => network.to('POST', '/course/coupon').length;
    const seeded = posted();
    await user.click(screen.getByRole('button', { name: 'Add Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coupon' });

    // An automatic offer (no code) needs a title, a discount and an end.
    await user.clear(within(dialog).getByLabelText('Ends (India time)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Title is required');
    within(dialog).getByText('Discount is required');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Diwali sale');
    await user.click(within(dialog).getByRole('radio', { name: 'Flat rupees' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Discount (₹)' }), '499.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('An automatic offer needs an end');
    expect(posted()).toBe(seeded);

    await user.type(within(dialog).getByLabelText('Ends (India time)'), '2099-11-01T23:59');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), taken.toLowerCase());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const codeField = within(dialog).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(codeField.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(codeField)).toMatch(/A coupon with this code already exists/);

    await user.clear(codeField);
    await user.type(codeField, code);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Coupon added');
    expect(network.to('POST', '/course/coupon').at(-1)?.body).toMatchObject({
      code,
      title: 'Diwali sale',
      discountType: 'flat',
      discountValue: 49950,
      maxDiscountPaise: null,
      endsAt: '2099-11-01T23:59:00+05:30',
      usesPerLearner: 1,
      scope: 'all',
    });
    await waitFor(() =>
      expect(cellTexts(bodyRows(table)[0]!).slice(1, 4)).toEqual([code, 'Diwali sale', '₹499.50 off']),
    );
  });

  it('asks before deactivating, then shows the coupon inactive', async () => {
    const code = uniqueCode('OFF');
    const coupon = await seedCoupon({ code });
    const { user, table } = await openCouponsPage(code, 'update');

    await chooseRowAction(user, 1, 'Deactivate Coupon');
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Coupon' });
    expect(confirm.textContent).toContain(code);
    expect(network.to('PATCH', `/course/coupon/${coupon._id}/active`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Coupon deactivated');
    // The Status column, before the row's actions.
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[8]).toBe('Inactive'));
  });

  it('asks before deleting, then removes an unused coupon', async () => {
    const code = uniqueCode('GONE');
    await seedCoupon({ code });
    const { user, table } = await openCouponsPage(code, 'delete');
    await chooseRowAction(user, 1, 'Delete Coupon');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Coupon' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Coupon deleted');
    await within(table).findByText('No records found.');
  });
});
