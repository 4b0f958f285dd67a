import { request } from '@skillhub/shared/api-client';
import { settingsEndpoints } from '@skillhub/shared/endpoints/settings';
import { normalizePermissions, type Operations } from '@skillhub/shared/permissions';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, resetPage, setDeployedRemotes, signIn } from '../../../test/dashboard-test-kit.tsx';
import { SettingsPage } from './index.tsx';

/** The Live chat card of the Settings page against the real server, which starts with no widget set. */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
const WIDGET = 'https://embed.tawk.to/64f0c0ffee/default';
const FALLBACK = 'Without a widget, visitors see a WhatsApp button that opens a chat with +919876543210.';

const READ_ONLY =
  "Only a super admin can change the live chat: the widget's script runs in the site's own pages, where it could act for whoever is signed in.";

function signInWith(ops: Partial<Operations>, roleName = 'SUPER_ADMIN') {
  signIn({
    permissions: normalizePermissions([
      { name: 'Settings', operations: { create: false, read: true, update: false, delete: false, ...ops } },
    ]),
    roleName,
    as: skillhub.admin,
  });
}

beforeEach(() => {
  resetPage();
  signInWith({});
  network.clear();
  setDeployedRemotes([]);
});
afterEach(resetPage);
afterAll(async () => {
  // The server is shared with other files: leave it as it started.
  signInWith({ update: true });
  await request(settingsEndpoints.updateLiveChat, { body: { widgetUrl: null } });
});

function renderSettings() {
  renderAt(
    '/dashboard/settings',
    <Routes>
      <Route path="/dashboard/settings" element={<SettingsPage />} />
    </Routes>,
  );
}

const card = () => screen.getByRole('form', { name: 'Live chat' }).closest('.ant-card') as HTMLElement;
const field = () => screen.getByLabelText('Chat widget script address') as HTMLInputElement;
const saves = () => network.to('PUT', '/settings/live-chat');

describe('Settings: live chat', () => {
  it('sets a widget, refuses a plain-http address before sending it, and removes the widget again', async () => {
    const user = userEvent.setup({ delay: null });
    signInWith({ update: true });
    renderSettings();
    await waitFor(() =>
      expect(within(card()).getByText(`${FALLBACK} It loads nothing from other sites.`)).toBeTruthy(),
    );
    expect(field().value).toBe('');

    await user.type(field(), 'http://embed.tawk.to/64f0c0ffee/default');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(await within(card()).findByText('The widget script must be served over https://')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);

    await user.clear(field());
    await user.type(field(), WIDGET);
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Live chat widget saved')).toBeTruthy();
    expect(
      within(card()).getByText(
        'Visitors see the chat widget from https://embed.tawk.to instead of the WhatsApp button.',
      ),
    ).toBeTruthy();
    expect(within(card()).getByText(/^Last changed /)).toBeTruthy();
    expect((await request(settingsEndpoints.liveChat)).data).toMatchObject({
      widgetUrl: WIDGET,
      widgetOrigin: 'https://embed.tawk.to',
    });

    await user.click(within(card()).getByRole('button', { name: 'Remove widget' }));
    expect(await screen.findByText('Live chat widget removed; the WhatsApp button is shown')).toBeTruthy();
    await waitFor(() => expect(field().value).toBe(''));
    expect(within(card()).getByText(`${FALLBACK} It loads nothing from other sites.`)).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Remove widget' })).toBeNull();
    expect((await request(settingsEndpoints.liveChat)).data.widgetUrl).toBeNull();
  });

  it('shows Settings readers the widget set, without a way to change it', async () => {
    signInWith({ update: true });
    await request(settingsEndpoints.updateLiveChat, { body: { widgetUrl: WIDGET } });
    signInWith({});
    renderSettings();
    await waitFor(() => expect(field().value).toBe(WIDGET));
    expect(field().disabled).toBe(true);
    expect(within(card()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'Remove widget' })).toBeNull();
    expect(within(card()).getByText(READ_ONLY)).toBeTruthy();
  });

  it('shows it read-only to staff with Settings update who are not super admins, saying why', async () => {
    signInWith({ update: true }, 'Site Manager');
    renderSettings();
    await waitFor(() => expect(within(card()).getByText(READ_ONLY)).toBeTruthy());
    expect(field().disabled).toBe(true);
    expect(within(card()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'Remove widget' })).toBeNull();
  });

  it("refuses a script that is not a known chat provider's before sending it", async () => {
    const user = userEvent.setup({ delay: null });
    signInWith({ update: true });
    renderSettings();
    await waitFor(() => expect(field().disabled).toBe(false));
    const cases: Array<[string, string]> = [
      [
        'https://chat.example.com/widget.js',
        "Only a known chat provider's script can be used: the address in the embed code of Tawk.to, Crisp, Intercom, Freshchat or Zoho SalesIQ",
      ],
      ['https://*/x.js', 'The address must not contain wildcards (*)'],
    ];
    for (const [address, message] of cases) {
      await user.clear(field());
      await user.type(field(), address);
      await user.click(within(card()).getByRole('button', { name: 'Save' }));
      expect(await within(card()).findByText(message)).toBeTruthy();
      expect(field().getAttribute('aria-invalid')).toBe('true');
    }
    expect(saves()).toHaveLength(0);
  });
});
