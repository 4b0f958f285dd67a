import { normalizePermissions, type Permissions } from '@skillhub/shared/permissions';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, resetPage, setDeployedRemotes, signIn } from '../../../test/dashboard-test-kit.tsx';
import { SettingsPage } from './index.tsx';

/** The GST invoicing card of the Settings page against a real server of its own, which starts with none set. */

const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
const { network } = skillhub;
const GSTIN = '29AAGCB7383J1Z4';

function signInWith(permissions: Permissions) {
  signIn({ permissions: normalizePermissions(permissions), roleName: 'SUPER_ADMIN', as: skillhub.admin });
}
const settings = (update: boolean) => ({
  name: 'Settings',
  operations: { create: false, read: true, update, delete: false },
});

beforeEach(() => {
  resetPage();
  network.clear();
  setDeployedRemotes([]);
});
afterEach(resetPage);

function renderSettings() {
  renderAt(
    '/dashboard/settings',
    <Routes>
      <Route path="/dashboard/settings" element={<SettingsPage />} />
    </Routes>,
  );
}

const card = () => screen.getByRole('form', { name: 'GST invoicing' }).closest('.ant-card') as HTMLElement;
const field = (label: string) => within(card()).getByLabelText(label) as HTMLInputElement;
const saves = () => network.to('PUT', '/settings/invoicing');

describe('Settings: GST invoicing', () => {
  it('says no invoice is issued until set; refuses a mistyped GSTIN with its reason; saves; offers missing invoices', async () => {
    const user = userEvent.setup({ delay: null });
    signInWith([
      settings(true),
      { name: 'Courses', operations: {}, subModules: [{ name: 'Invoices', operations: { create: true } }] },
    ] as Permissions);
    renderSettings();
    await waitFor(() => expect(within(card()).getByText(/No tax invoice is issued until/)).toBeTruthy());
    expect(field('SAC').value).toBe('999293');
    expect(field('Invoice prefix').value).toBe('SKH');
    expect(within(card()).getByRole('switch', { name: 'Course prices include GST' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(card()).queryByRole('button', { name: 'Issue missing invoices' })).toBeNull();

    await user.type(field('Legal name (as registered for GST)'), 'Skillhub Learning Private Limited');
    await user.type(field('GSTIN'), '29AAGCB7383J1Z5');
    await user.type(field('Registered address'), '14 Residency Road, Bengaluru 560025');
    await user.type(field('State of registration'), 'mahara');
    await pickOption(user, 'Maharashtra (27)');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(
      await within(card()).findByText('The last character does not match the rest: the GSTIN is mistyped.'),
    ).toBeTruthy();
    expect(saves()).toHaveLength(0);

    await user.clear(field('GSTIN'));
    await user.type(field('GSTIN'), GSTIN);
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(await within(card()).findByText('The GSTIN is registered in Karnataka (29), not Maharashtra')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    await user.type(field('State of registration'), 'karna');
    await pickOption(user, 'Karnataka (29)');
    await user.clear(field('Invoice prefix'));
    await user.type(field('Invoice prefix'), 'skl');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice settings saved')).toBeTruthy();
    expect(saves()[0]?.body).toMatchObject({ gstin: GSTIN, stateCode: '29', invoicePrefix: 'SKL', ratePercent: 18 });
    expect(within(card()).getByText('Tax invoices are issued at each payment.')).toBeTruthy();

    await user.click(within(card()).getByRole('button', { name: 'Issue missing invoices' }));
    expect(await screen.findByText('0 invoices issued')).toBeTruthy();
  });

  it('is read-only without Settings update, and shows what is saved', async () => {
    signInWith([settings(false)] as Permissions);
    renderSettings();
    await waitFor(() => expect(field('GSTIN').value).toBe(GSTIN));
    expect(field('GSTIN').disabled).toBe(true);
    expect(field('Invoice prefix').value).toBe('SKL');
    expect(within(card()).queryByRole('button', { name: 'Save' })).toBeNull();
    within(card()).getByText('You can see these details; changing them needs the Settings update permission.');
  });
});
