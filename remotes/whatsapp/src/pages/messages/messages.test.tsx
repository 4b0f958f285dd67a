import { request } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import { setLocale } from '@skillhub/shared/i18n';
import { routeTo } from '@skillhub/shared/routes';
import { setSession } from '@skillhub/shared/session';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import {
  connectSandbox,
  disconnectAccount,
  seedApprovedTemplate,
  seedContact,
  undeliverableNumber,
} from '@skillhub/shared/test-support/whatsapp-seed';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyRows, chooseRowAction, describedBy, rowWith } from '../../../test/queries.ts';
import { renderWhatsappDashboard } from '../../../test/render-remote.tsx';
import { signInWithWhatsapp } from '../../../test/session.ts';

/**
 * Dashboard › WhatsApp › Messages against a real server of this file's own (its WhatsApp sandbox): the
 * account's connection is one for the whole server, so no other file may connect or disconnect it meanwhile.
 */

const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
const { network } = skillhub;
beforeEach(() => setSession(skillhub.admin));
afterEach(() => act(() => setLocale('en')));

const PATH = routeTo('whatsappMessages');
const SANDBOX_NUMBER = '+91 80000 00001';

async function openPage(path = PATH) {
  const user = userEvent.setup();
  renderWhatsappDashboard(path);
  const card = await screen.findByRole('region', { name: 'WhatsApp account' });
  return { user, card };
}

describe('the messages page', () => {
  it('starts empty and not connected, connects the sandbox after the server refuses a wrong token, and disconnects after confirming', async () => {
    const { user, card } = await openPage();
    await within(card).findByText('Not connected');
    within(card).getByText('Sandbox');
    await within(screen.getByRole('table', { name: 'Broadcasts' })).findByText('No records found.');
    await within(screen.getByRole('table', { name: 'All messages' })).findByText('No records found.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'New broadcast' }).disabled).toBe(true);

    const form = within(card).getByRole('form', { name: 'Connect the WhatsApp account' });
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    const token = within(form).getByLabelText('Access token');
    const phoneId = within(form).getByRole('textbox', { name: 'Phone number ID' });
    await waitFor(() => expect(describedBy(token)).toBe('Access token is required'));
    expect(describedBy(phoneId)).toBe('Phone number ID must be 5-20 digits');
    expect(network.to('POST', apiPaths.whatsapp.login)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Use sandbox credentials' }));
    expect((phoneId as HTMLInputElement).value).toBe('100000000000001');
    await user.clear(token);
    await user.type(token, 'not-the-sandbox-token');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(describedBy(token)).toMatch(/^The access token was refused by WhatsApp/));

    await user.click(within(form).getByRole('button', { name: 'Use sandbox credentials' }));
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await screen.findByText(`Connected as ${SANDBOX_NUMBER}`);
    await within(card).findByText(SANDBOX_NUMBER);
    within(card).getByText('Skillhub (sandbox)');
    expect(within(card).queryByRole('form')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'New broadcast' }).disabled).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect the account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    await screen.findByText('The WhatsApp account is disconnected');
    await within(card).findByText('Not connected');
    expect((await request(whatsappEndpoints.status)).data.connected).toBe(false);
  });

  it('has the Templates page point to this page while the account is not connected', async () => {
    await disconnectAccount();
    renderWhatsappDashboard(routeTo('whatsappTemplates'));
    await screen.findByText(
      'The WhatsApp account is not connected: templates cannot be submitted for review until it is.',
    );
    const link = screen.getByRole('link', { name: 'Connect it on the Messages page' });
    expect(link.getAttribute('href')).toBe(PATH);
  });

  it('broadcasts a template to a filter, counting the matches first, and follows its progress down to each message', async () => {
    await connectSandbox();
    const occupation = unique('Plumber');
    const template = await seedApprovedTemplate({
      body: 'Hello {{1}}, a new batch starts soon.',
      bodyExamples: ['Asha'],
    });
    const [reached, unreachable, notOptedIn] = await Promise.all([
      seedContact({ name: unique('Mohan'), occupation }),
      seedContact({ name: unique('Nisha'), occupation, number: undeliverableNumber() }),
      seedContact({ name: unique('Om'), occupation, optedIn: false }),
    ]);
    const { user } = await openPage();

    const newBroadcast = screen.getByRole<HTMLButtonElement>('button', { name: 'New broadcast' });
    // Enabled once the account reads as connected.
    await waitFor(() => expect(newBroadcast.disabled).toBe(false));
    await user.click(newBroadcast);
    const dialog = await screen.findByRole('dialog', { name: 'New broadcast' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Occupation' }), occupation);
    await within(dialog).findByText('2 opted-in contacts match');
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await pickOption(user, `${template.name} (English)`);
    expect(within(dialog).getByRole('figure', { name: 'Message preview' }).textContent).toContain(
      'Hello [Name], a new batch starts soon.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('2 messages queued');
    within(dialog).getByText('1 skipped: not opted in');
    expect(network.to('POST', apiPaths.whatsapp.sendMessage).map((r) => r.body)).toEqual([
      {
        to: { kind: 'filter', filter: { occupation } },
        message: { type: 'template', templateId: template._id, bodyVariables: [{ source: 'field', field: 'name' }] },
      },
    ]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    // The table reads the broadcast again every 2 s while any of it is queued.
    const broadcasts = screen.getByRole('table', { name: 'Broadcasts' });
    await waitFor(() => within(rowWith(broadcasts, template.name)).getByText(/Queued 0 · .* · Failed 1$/), {
      timeout: TEST_TIMEOUTS.component.longWork,
    });
    const progress = within(rowWith(broadcasts, template.name)).getByRole('progressbar', {
      name: `Progress of ${template.name}`,
    });
    expect(progress.textContent).toContain('2/2');

    await chooseRowAction(user, rowWith(broadcasts, template.name), 'View messages');
    const drawer = await screen.findByRole('dialog', { name: `Broadcast: ${template.name}` });
    const messages = await within(drawer).findByRole('table', { name: `Messages of ${template.name}` });
    await within(messages).findByText(reached.name);
    // The drawer reads the messages again every 2 s while the broadcast is reported on. On a busy machine the
    // counts above can run ahead of the unreachable number's own row: a send whose lease ran out mid-call reads
    // as failed until its answer comes back as sent, and the sandbox's failure report follows.
    await waitFor(() => within(rowWith(messages, unreachable.name)).getByText('Failed'), {
      timeout: TEST_TIMEOUTS.component.longWork,
    });
    expect(within(messages).queryByText(notOptedIn.name)).toBeNull();
    expect(bodyRows(messages)).toHaveLength(2);
  });

  it('lists the received messages through the direction filter in the URL', async () => {
    await connectSandbox();
    const contact = await seedContact({ name: unique('Pooja') });
    await request(whatsappEndpoints.sandboxReply, {
      params: { number: contact.number },
      body: { text: 'When is the exam?' },
    });
    // The sandbox has delivered the reply's webhook by the time its call answers.
    await openPage(`${PATH}?direction=inbound`);
    const table = screen.getByRole('table', { name: 'All messages' });
    const row = await waitFor(() => rowWith(table, 'When is the exam?'));
    within(row).getByText(contact.name);
    // Its direction and its status.
    expect(within(row).getAllByText('Received')).toHaveLength(2);
    expect(new URLSearchParams(network.to('GET', apiPaths.whatsapp.messagesAll)[0]?.search).get('direction')).toBe(
      'inbound',
    );
  });

  it('shows on the sandbox phone what a contact received, and a STOP reply from it opts the contact out', async () => {
    await connectSandbox();
    const template = await seedApprovedTemplate({ body: 'Hi {{1}}, your seat is confirmed.', bodyExamples: ['Asha'] });
    const contact = await seedContact({ name: unique('Qadir') });
    await request(whatsappEndpoints.sendMessage, {
      body: {
        to: { kind: 'contacts', contactIds: [contact._id] },
        message: { type: 'template', templateId: template._id, bodyVariables: [{ source: 'field', field: 'name' }] },
      },
    });
    const { user } = await openPage();
    // Offered once the account reads as the sandbox.
    await user.click(await screen.findByRole('button', { name: 'Sandbox phone' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sandbox phone' });
    await user.type(within(drawer).getByRole('combobox', { name: 'Phone number' }), contact.number);
    const log = await within(drawer).findByRole('log', { name: `Messages on +${contact.number}` });
    await within(log).findByText(`Hi ${contact.name}, your seat is confirmed.`);
    within(drawer).getByText('A reply of STOP opts the contact out of messages.');

    await user.type(within(drawer).getByRole('textbox', { name: 'Reply from this phone' }), 'STOP');
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    await within(log).findByText('STOP');
    await expect
      .poll(async () => (await request(whatsappEndpoints.contact, { params: { id: contact._id } })).data.optedIn)
      .toBe(false);
  });

  it('offers someone who may only read messages neither the connection nor broadcasts', async () => {
    await connectSandbox();
    signInWithWhatsapp({ Messages: ['read'] }, skillhub.admin);
    const { card } = await openPage();
    await within(card).findByText(SANDBOX_NUMBER);
    expect(within(card).queryByRole('button', { name: 'Disconnect' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New broadcast' })).toBeNull();
    // Only Messages may be read, and with it the sequences that send them: no links to the other pages.
    const pages = screen.getByRole('navigation', { name: 'WhatsApp pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Messages', 'Sequences']);
  });

  it('shows its texts in Hindi', async () => {
    await connectSandbox();
    await act(() => setLocale('hi'));
    renderWhatsappDashboard(PATH);
    await screen.findByRole('heading', { level: 1, name: 'संदेश' });
    const card = await screen.findByRole('region', { name: 'व्हाट्सऐप खाता' });
    await within(card).findByText('सैंडबॉक्स');
    screen.getByRole('button', { name: 'नया ब्रॉडकास्ट' });
    screen.getByRole('table', { name: 'ब्रॉडकास्ट' });
  });
});
