import { request } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { enquiryEndpoints } from '@skillhub/shared/endpoints/enquiries';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import { setLocale } from '@skillhub/shared/i18n';
import { routeTo } from '@skillhub/shared/routes';
import { setSession } from '@skillhub/shared/session';
import { englishTextIn } from '@skillhub/shared/test-support/english-text';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import {
  connectSandbox,
  seedApprovedTemplate,
  seedContact,
  uniqueNumber,
} from '@skillhub/shared/test-support/whatsapp-seed';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, describedBy, rowWith } from '../../../test/queries.ts';
import { renderWhatsappDashboard } from '../../../test/render-remote.tsx';
import { signInWithWhatsapp } from '../../../test/session.ts';

/** Dashboard › WhatsApp › Contacts against the real server (its WhatsApp sandbox), as the super admin. */

const skillhub = withSkillhubServer();
const { network } = skillhub;
beforeAll(async () => {
  setSession(skillhub.admin);
  await connectSandbox();
});
beforeEach(() => setSession(skillhub.admin));
afterEach(() => act(() => setLocale('en')));

const PATH = routeTo('whatsappContacts');
const table = () => screen.getByRole('table', { name: 'Contacts' });

async function openWith(query: Record<string, string>, firstRow?: string) {
  const user = userEvent.setup();
  renderWhatsappDashboard(`${PATH}?${new URLSearchParams(query)}`);
  const shown = await screen.findByRole('table', { name: 'Contacts' });
  if (firstRow) await within(shown).findByText(firstRow);
  return user;
}

describe('the contacts page', () => {
  it('lists contacts with their opt-in, links to the other WhatsApp pages, and says when none match', async () => {
    const contact = await seedContact({ name: unique('Meera Iyer'), age: 24, gender: 'Female', occupation: 'Nurse' });
    await openWith({ search: contact.name }, contact.name);

    screen.getByRole('heading', { level: 1, name: 'Contacts' });
    const nav = screen.getByRole('navigation', { name: 'WhatsApp pages' });
    expect(within(nav).getByRole('link', { name: 'Contacts' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(routeTo('whatsappMessages'));
    expect(within(nav).getByRole('link', { name: 'Templates' }).getAttribute('href')).toBe(
      routeTo('whatsappTemplates'),
    );

    const [row] = bodyRows(table());
    // The selection's checkbox, then S.No.
    expect(cellTexts(row as HTMLElement).slice(2, 7)).toEqual([
      contact.name,
      `+${contact.number}`,
      '24',
      'Female',
      'Nurse',
    ]);
    within(row as HTMLElement).getByText('Opted in');
    within(row as HTMLElement).getByText(/^: Opted in on .+ \(added by staff\)$/);
    const asked = new URLSearchParams(network.to('GET', apiPaths.whatsapp.contactsAll).at(-1)?.search);
    expect(asked.get('search')).toBe(contact.name);
  });

  it('shows a number a public form asked for as awaiting confirmation, in English and Hindi', async () => {
    const name = unique('Kiran Das');
    const number = uniqueNumber();
    await request(enquiryEndpoints.create, {
      body: { name, phone: number.slice(2), email: `${number}@example.com`, whatsAppOptIn: true },
    });
    await openWith({ search: name }, name);
    const row = rowWith(table(), name);
    within(row).getByText('Awaiting confirmation');
    within(row).getByText(
      /^: Asked for messages on .+ \(enquiry form\); not messaged until the number confirms on WhatsApp\. /,
    );

    await act(() => setLocale('hi'));
    const hindiTable = await screen.findByRole('table', { name: 'संपर्क' });
    await within(rowWith(hindiTable, name)).findByText('पुष्टि की प्रतीक्षा');
    within(rowWith(hindiTable, name)).getByText(/^: .+ को संदेशों के लिए कहा गया \(पूछताछ फ़ॉर्म\);/);
  });

  it('shows the empty state when nothing matches', async () => {
    await openWith({ search: unique('Nobody at all') });
    await within(table()).findByText('No records found.');
  });

  it('adds a contact, with the form’s messages and the server’s on their fields', async () => {
    const taken = await seedContact();
    const name = unique('Kabir Singh');
    const user = await openWith({ search: name });
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const nameBox = within(dialog).getByRole('textbox', { name: 'Name' });
    const numberBox = within(dialog).getByRole('textbox', { name: 'WhatsApp number' });
    await waitFor(() => expect(describedBy(nameBox)).toBe('Name is required'));
    expect(describedBy(numberBox)).toContain('Number is required');

    await user.type(nameBox, name);
    await user.type(numberBox, '+91 98');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(numberBox)).toContain('Number must be 10-15 digits with the country code'));

    await user.clear(numberBox);
    await user.type(numberBox, taken.number);
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Age' }), '31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(numberBox)).toContain('A contact with this number already exists'));

    const number = uniqueNumber();
    await user.clear(numberBox);
    await user.type(numberBox, number);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Contact added successfully');
    const row = await waitFor(() => rowWith(table(), name));
    expect(cellTexts(row).slice(2, 5)).toEqual([name, `+${number}`, '31']);
  });

  it('turns a contact’s opt-in off, and deletes a contact after confirming', async () => {
    const contact = await seedContact({ name: unique('Farah Khan') });
    const user = await openWith({ search: contact.name }, contact.name);

    await chooseRowAction(user, rowWith(table(), contact.name), 'Edit Contact');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'WhatsApp number' }).value).toBe(
      contact.number,
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Opted in to messages' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(`Contact "${contact.name}" updated successfully`);
    await within(table()).findByText('Opted out');
    within(table()).getByText(/^: Opted out on .+ \(by staff\)$/);

    await chooseRowAction(user, rowWith(table(), contact.name), 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete contact?' });
    within(confirm).getByText(
      `"${contact.name}" (+${contact.number}) leaves the contacts. Messages already sent stay in the history.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText(`Contact "${contact.name}" deleted`);
    await within(table()).findByText('No records found.');
    await expect(request(whatsappEndpoints.contact, { params: { id: contact._id } })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('filters by gender, occupation and opt-in through the URL', async () => {
    const occupation = unique('Welder');
    const [male, female, optedOut] = await Promise.all([
      seedContact({ name: unique('Arjun'), gender: 'Male', occupation }),
      seedContact({ name: unique('Divya'), gender: 'Female', occupation }),
      seedContact({ name: unique('Esha'), gender: 'Female', occupation, optedIn: false }),
    ]);
    const user = await openWith({ occupation, gender: 'Female' }, female.name);
    expect(within(table()).queryByText(male.name)).toBeNull();
    within(table()).getByText(optedOut.name);
    within(table()).getByText('Not opted in');

    await user.click(screen.getByRole('combobox', { name: 'Opt-in' }));
    await pickOption(user, 'Opted in');
    await waitFor(() => expect(within(table()).queryByText(optedOut.name)).toBeNull());
    within(table()).getByText(female.name);
    expect(new URLSearchParams(window.location.search).get('optedIn')).toBe('true');
    expect(network.to('GET', apiPaths.whatsapp.contactsAll).at(-1)?.search).toContain('optedIn=true');
  });

  it('sends an approved template to the selected contacts and shows what was queued and skipped', async () => {
    const occupation = unique('Carpenter');
    const template = await seedApprovedTemplate({
      body: 'Hello {{1}}, your class starts on {{2}}.',
      bodyExamples: ['Asha', 'Monday'],
    });
    const [willGet, notOptedIn] = await Promise.all([
      seedContact({ name: unique('Gopal'), occupation }),
      seedContact({ name: unique('Hema'), occupation, optedIn: false }),
    ]);
    const user = await openWith({ occupation }, willGet.name);

    await user.click(screen.getByRole('checkbox', { name: `Select ${willGet.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${notOptedIn.name}` }));
    const selection = screen.getByRole('group', { name: 'Selected contacts' });
    within(selection).getByText('2 contacts selected');
    await user.click(within(selection).getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send message' });
    within(dialog).getByText('To 2 selected contacts');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const templateBox = within(dialog).getByRole('combobox', { name: 'Template' });
    await waitFor(() => expect(describedBy(templateBox)).toBe('Choose a template'));
    expect(network.to('POST', apiPaths.whatsapp.sendMessage)).toEqual([]);
    await user.click(templateBox);
    await pickOption(user, `${template.name} (English)`);
    const preview = within(dialog).getByRole('figure', { name: 'Message preview' });
    expect(preview.textContent).toContain('Hello [Name], your class starts on Monday.');
    const second = within(dialog).getByRole('group', { name: '{{2}}' });
    const text = within(second).getByRole('textbox', { name: 'Text for {{2}}' });
    await user.clear(text);
    await user.type(text, 'Friday');
    expect(preview.textContent).toContain('Hello [Name], your class starts on Friday.');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('1 message queued');
    within(dialog).getByText('1 skipped: not opted in');
    within(dialog).getByText('0 skipped: invalid numbers');
    expect(network.to('POST', apiPaths.whatsapp.sendMessage).map((r) => r.body)).toEqual([
      {
        to: { kind: 'contacts', contactIds: [willGet._id, notOptedIn._id] },
        message: {
          type: 'template',
          templateId: template._id,
          bodyVariables: [
            { source: 'field', field: 'name' },
            { source: 'text', value: 'Friday' },
          ],
        },
      },
    ]);
    await expect
      .poll(async () => {
        const conversation = await request(whatsappEndpoints.conversation, { params: { contactId: willGet._id } });
        return conversation.data.messages.map((m) => m.text);
      })
      .toEqual([`Hello ${willGet.name}, your class starts on Friday.`]);
  });

  it('shows a contact’s conversation with the 24-hour window, and replies within it', async () => {
    const silent = await seedContact({ name: unique('Indu') });
    const user = await openWith({ search: silent.name }, silent.name);
    await chooseRowAction(user, rowWith(table(), silent.name), 'Conversation');
    const quiet = await screen.findByRole('dialog', { name: `Conversation with ${silent.name}` });
    await within(quiet).findByText('No messages with this contact yet.');
    within(quiet).getByText(/^Reply window closed/);
    expect(within(quiet).getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' }).disabled).toBe(true);
  });

  it('opens the reply box once the contact has written, and sends a reply', async () => {
    const writer = await seedContact({ name: unique('Jatin') });
    await request(whatsappEndpoints.sandboxReply, {
      params: { number: writer.number },
      body: { text: 'Is the course online?' },
    });
    const user = await openWith({ search: writer.name }, writer.name);
    await chooseRowAction(user, rowWith(table(), writer.name), 'Conversation');
    const drawer = await screen.findByRole('dialog', { name: `Conversation with ${writer.name}` });
    const log = await within(drawer).findByRole('log', { name: 'Messages' });
    await within(log).findByText('Is the course online?');
    within(log).getByText('From the contact:');
    within(drawer).getByText(/^Reply window open until /);

    const reply = within(drawer).getByRole('textbox', { name: 'Reply' });
    await user.type(reply, 'Yes, every evening at 7.');
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    await within(log).findByText('Yes, every evening at 7.');
    within(log).getByText('To the contact:');
    expect((reply as HTMLTextAreaElement).value).toBe('');
  });

  it('offers a reader no adding, selecting, editing or sending', async () => {
    const contact = await seedContact({ name: unique('Kiran') });
    signInWithWhatsapp({ Contacts: ['read'] }, skillhub.admin);
    await openWith({ search: contact.name }, contact.name);
    expect(screen.queryByRole('button', { name: 'Add Contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk import' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: `Select ${contact.name}` })).toBeNull();
    // Only Contacts may be read: no links to the pages the user cannot open, and no row actions.
    expect(screen.queryByRole('navigation', { name: 'WhatsApp pages' })).toBeNull();
    expect(within(rowWith(table(), contact.name)).queryByRole('button', { name: /^Actions for row/ })).toBeNull();
  });

  it('shows its texts in Hindi', async () => {
    const contact = await seedContact({ name: unique('Lata'), gender: 'Female' });
    await act(() => setLocale('hi'));
    renderWhatsappDashboard(`${PATH}?search=${encodeURIComponent(contact.name)}`);
    await screen.findByRole('heading', { level: 1, name: 'संपर्क' });
    const hindiTable = await screen.findByRole('table', { name: 'संपर्क' });
    await within(hindiTable).findByText(contact.name);
    within(hindiTable).getByText('महिला');
    within(hindiTable).getByText('सहमति दी');
    screen.getByRole('button', { name: 'संपर्क जोड़ें' });
    screen.getByRole('link', { name: 'टेम्पलेट' });
  });

  it('says what is wrong with a number in Hindi, the form’s check and the server’s', async () => {
    const taken = await seedContact();
    const name = unique('Meera');
    await act(() => setLocale('hi'));
    const user = userEvent.setup();
    renderWhatsappDashboard(`${PATH}?search=${encodeURIComponent(name)}`);
    await user.click(await screen.findByRole('button', { name: 'संपर्क जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'संपर्क जोड़ें' });
    const numberBox = within(dialog).getByRole('textbox', { name: 'व्हाट्सऐप नंबर' });
    await user.type(within(dialog).getByRole('textbox', { name: 'नाम' }), name);
    await user.type(numberBox, '+91 98');
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    await waitFor(() => expect(describedBy(numberBox)).toContain('नंबर देश के कोड सहित 10-15 अंकों का हो'));
    expect(englishTextIn(dialog, { allow: [name] })).toEqual([]);

    await user.clear(numberBox);
    await user.type(numberBox, taken.number);
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    await waitFor(() => expect(describedBy(numberBox)).toContain('इस नंबर का संपर्क पहले से मौजूद है'));
    expect(englishTextIn(document.body, { allow: [name] })).toEqual([]);
  });
});
