import { apiPaths } from '@skillhub/shared/api-paths';
import { setLocale } from '@skillhub/shared/i18n';
import { routeTo } from '@skillhub/shared/routes';
import { setSession } from '@skillhub/shared/session';
import { englishTextIn } from '@skillhub/shared/test-support/english-text';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import {
  connectSandbox,
  reviewed,
  seedTemplate,
  uniqueTemplateName,
} from '@skillhub/shared/test-support/whatsapp-seed';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cellTexts, chooseRowAction, describedBy, rowWith, type User } from '../../../test/queries.ts';
import { renderWhatsappDashboard, setViewportWidth } from '../../../test/render-remote.tsx';
import { signInWithWhatsapp } from '../../../test/session.ts';

/** Dashboard › WhatsApp › Templates against the real server and its WhatsApp sandbox, as the super admin. */

const skillhub = withSkillhubServer();
const { network } = skillhub;
beforeAll(async () => {
  setSession(skillhub.admin);
  await connectSandbox();
});
beforeEach(() => setSession(skillhub.admin));
afterEach(() => act(() => setLocale('en')));

const PATH = routeTo('whatsappTemplates');
const table = () => screen.getByRole('table', { name: 'Templates' });
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

async function openSearched(search: string) {
  const user = userEvent.setup();
  renderWhatsappDashboard(`${PATH}?search=${encodeURIComponent(search)}`);
  await screen.findByRole('table', { name: 'Templates' });
  return user;
}

async function openNewTemplate(user: User) {
  await user.click(screen.getByRole('button', { name: 'New Template' }));
  return screen.findByRole('dialog', { name: 'New template' });
}

describe('the templates page', () => {
  it('lists a submitted template as Pending, and it turns Approved on its own once the review is in', async () => {
    // Submitted from the page itself: the sandbox's review (a few seconds) starts at the submission, so the
    // list that follows it is read while the template is still Pending, however busy the machine.
    const name = uniqueTemplateName('welcome');
    const user = await openSearched(name);
    await within(table()).findByText('No records found.');
    const dialog = await openNewTemplate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
    await user.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'Welcome to Skillhub.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));

    const row = await waitFor(() => rowWith(table(), name));
    expect(cellTexts(row).slice(1, 5)).toEqual([name, 'English', 'Utility', 'Pending']);
    screen.getByRole('heading', { level: 1, name: 'Templates' });
    expect(
      within(screen.getByRole('navigation', { name: 'WhatsApp pages' }))
        .getByRole('link', { name: 'Templates' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // No reload: the list reads itself again while a template is Pending.
    const readsBefore = network.to('GET', apiPaths.whatsapp.templatesAll).length;
    await waitFor(() => within(rowWith(table(), name)).getByText('Approved'), {
      timeout: TEST_TIMEOUTS.component.longWork,
    });
    expect(network.to('GET', apiPaths.whatsapp.templatesAll).length).toBeGreaterThan(readsBefore);
  });

  it('shows a rejected template with the review’s reason, filtered by status in the URL', async () => {
    const rejected = await reviewed(await seedTemplate({ name: uniqueTemplateName('reject_offer') }), 'Rejected');
    const user = userEvent.setup();
    renderWhatsappDashboard(`${PATH}?search=${rejected.name}&status=Rejected`);
    const row = await waitFor(() => rowWith(table(), rejected.name));
    within(row).getByText('Rejected');
    // The Cloud API's code INVALID_FORMAT, named.
    within(row).getByText(': Invalid format');
    await user.hover(within(row).getByText('Rejected'));
    await screen.findByRole('tooltip');
    expect(new URLSearchParams(network.to('GET', apiPaths.whatsapp.templatesAll)[0]?.search).get('status')).toBe(
      'Rejected',
    );
  });

  it('shows the empty state when no template matches', async () => {
    await openSearched(uniqueTemplateName('nothing_here'));
    await within(table()).findByText('No records found.');
  });

  it('checks the form with the contract’s messages, counts the limits and previews the template live', async () => {
    const name = uniqueTemplateName('class_reminder');
    const user = await openSearched(name);
    const dialog = await openNewTemplate(user);
    const bodyBox = within(dialog).getByRole('textbox', { name: 'Body' });

    // A variable alone is a body that starts (and ends) with one; it needs its sample too.
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    expect((bodyBox as HTMLTextAreaElement).value).toBe('{{1}}');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    const nameBox = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(describedBy(nameBox)).toContain('Name is required'));
    expect(describedBy(bodyBox)).toContain('The body must not start or end with a variable');
    const sample = within(dialog).getByRole('textbox', { name: 'Sample for {{1}}' });
    expect(describedBy(sample)).toBe('Sample value is required');
    expect(network.to('POST', apiPaths.whatsapp.templateCreate)).toEqual([]);

    // Typed spaces become underscores and capitals lowercase: the API's spelling of a name.
    await user.type(nameBox, 'Class Reminder');
    expect((nameBox as HTMLInputElement).value).toBe('class_reminder');
    within(dialog).getByText('14 / 512');
    await user.clear(nameBox);
    await user.type(nameBox, name);

    await user.clear(bodyBox);
    await user.type(bodyBox, 'Hello ');
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    // user-event reads `{{` as one typed `{`.
    await user.type(bodyBox, ', your *{{{{2}}* class starts soon.');
    expect((bodyBox as HTMLTextAreaElement).value).toBe('Hello {{1}}, your *{{2}}* class starts soon.');
    expect(bodyBox.closest('[data-count]')?.getAttribute('data-count')).toBe('44 / 1024');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sample for {{1}}' }), 'Asha');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sample for {{2}}' }), 'Python');
    const preview = within(dialog).getByRole('figure', { name: 'Message preview' });
    expect(preview.textContent).toContain('Hello Asha, your Python class starts soon.');
    within(preview).getByText('Python', { selector: 'strong' });

    await user.click(within(dialog).getByRole('radio', { name: 'Text' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Header text' }), 'Class reminder');
    await user.type(within(dialog).getByRole('textbox', { name: 'Footer' }), 'Reply STOP to opt out');
    within(dialog).getByText('21 / 60');
    expect(preview.textContent).toContain('Class reminder');
    expect(preview.textContent).toContain('Reply STOP to opt out');

    await user.click(within(dialog).getByRole('button', { name: /Add button/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Visit website' }));
    await user.click(within(dialog).getByRole('button', { name: /Add button/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Quick reply' }));
    within(dialog).getByText('Buttons (2 of 10)');
    const website = within(dialog).getByRole('group', { name: 'Button 1: Visit website' });
    await user.type(within(website).getByRole('textbox', { name: 'Button text' }), 'Open course');
    await user.type(within(website).getByRole('textbox', { name: 'Web address' }), 'skillhub.example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Remove button 2' }));
    within(dialog).getByText('Buttons (1 of 10)');
    expect(within(within(preview).getByRole('list', { name: 'Buttons' })).getByRole('listitem').textContent).toBe(
      'Open course',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    const url = within(website).getByRole('textbox', { name: 'Web address' });
    await waitFor(() => expect(describedBy(url)).toBe('URL must be a web address starting with http:// or https://'));
    await user.clear(url);
    await user.type(url, 'https://skillhub.example.in/courses');

    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await screen.findByText(`Template "${name}" submitted for review`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New template' })).toBeNull());
    const row = await waitFor(() => rowWith(table(), name));
    within(row).getByText(/Pending|Approved/);
    expect(network.to('POST', apiPaths.whatsapp.templateCreate).map((r) => r.body)).toEqual([
      {
        name,
        language: 'en',
        category: 'Utility',
        header: { format: 'TEXT', text: 'Class reminder' },
        body: 'Hello {{1}}, your *{{2}}* class starts soon.',
        bodyExamples: ['Asha', 'Python'],
        footer: 'Reply STOP to opt out',
        buttons: [{ type: 'URL', text: 'Open course', url: 'https://skillhub.example.in/courses' }],
      },
    ]);
    // Much typing into antd fields, which a simulated DOM renders slowly.
  });

  it('uploads an image header and shows it in the preview', async () => {
    const name = uniqueTemplateName('poster');
    const user = await openSearched(name);
    const dialog = await openNewTemplate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
    await user.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'Our new batch starts on Monday.');
    await user.click(within(dialog).getByRole('radio', { name: 'Image' }));

    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    const picker = within(dialog).getByLabelText<HTMLInputElement>('Header image', { selector: 'input' });
    await waitFor(() => expect(describedBy(picker)).toBe('Choose a file'));

    await user.upload(picker, new File([PNG], 'poster.png', { type: 'image/png' }));
    await within(dialog).findByText('poster.png');
    expect(describedBy(picker)).toBe('');
    const preview = within(dialog).getByRole('figure', { name: 'Message preview' });
    expect(within(preview).getByRole('img', { name: 'Header image' }).tagName).toBe('IMG');
    expect(network.to('POST', apiPaths.whatsapp.attachments)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await screen.findByText(`Template "${name}" submitted for review`);
    const [sent] = network.to('POST', apiPaths.whatsapp.templateCreate);
    expect(sent?.body).toMatchObject({ header: { format: 'IMAGE', attachmentId: expect.any(String) } });
  });

  it('edits a template with its name and language fixed, and submits it again', async () => {
    const template = await reviewed(await seedTemplate({ name: uniqueTemplateName('fee_due') }));
    const user = await openSearched(template.name);
    await waitFor(() => rowWith(table(), template.name));
    await chooseRowAction(user, rowWith(table(), template.name), 'Edit');
    const dialog = await screen.findByRole('dialog', { name: `Edit template ${template.name}` });
    within(dialog).getByText('Saving sends the template for review again; it cannot be sent until it is approved.');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).disabled).toBe(true);
    const body = within(dialog).getByRole('textbox', { name: 'Body' });
    // Cleared and typed again, the body keeps its samples.
    await user.clear(body);
    await user.type(body, 'Hello {{{{1}}, your fee is due on {{{{2}}. Thank you.');
    expect((body as HTMLTextAreaElement).value).toBe('Hello {{1}}, your fee is due on {{2}}. Thank you.');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Sample for {{2}}' }).value).toBe('Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await screen.findByText(`Template "${template.name}" submitted for review again`);
    const [put] = network.to('PUT', `/whatsapp/message-template/${template._id}`);
    expect(put?.body).toMatchObject({
      name: template.name,
      body: 'Hello {{1}}, your fee is due on {{2}}. Thank you.',
      bodyExamples: ['Asha', 'Monday'],
    });
    // The sandbox's review takes seconds.
  });

  it('asks before throwing away a template being written', async () => {
    const user = await openSearched(uniqueTemplateName('draft'));
    const dialog = await openNewTemplate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'New template' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New template' })).toBeNull());
  });

  it('fits a phone: the form is a full-screen sheet with the preview under it', async () => {
    setViewportWidth(390);
    try {
      const user = await openSearched(uniqueTemplateName('phone'));
      const sheet = await openNewTemplate(user);
      expect(sheet.closest('.ant-drawer')).toBeTruthy();
      await user.type(within(sheet).getByRole('textbox', { name: 'Body' }), 'Classes resume on Monday.');
      const preview = within(sheet).getByRole('figure', { name: 'Message preview' });
      expect(preview.textContent).toContain('Classes resume on Monday.');
      const footer = within(sheet).getByRole('textbox', { name: 'Footer' });
      expect(footer.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      setViewportWidth(1280);
    }
  });

  it('offers a reader neither new templates nor edits', async () => {
    const template = await seedTemplate({ name: uniqueTemplateName('readonly') });
    signInWithWhatsapp({ Templates: ['read'] }, skillhub.admin);
    await openSearched(template.name);
    await waitFor(() => rowWith(table(), template.name));
    expect(screen.queryByRole('button', { name: 'New Template' })).toBeNull();
    expect(within(rowWith(table(), template.name)).queryByRole('button', { name: /^Actions for row/ })).toBeNull();
  });

  it('shows its texts in Hindi', async () => {
    const template = await seedTemplate({ name: uniqueTemplateName('hindi') });
    await act(() => setLocale('hi'));
    renderWhatsappDashboard(`${PATH}?search=${template.name}`);
    await screen.findByRole('heading', { level: 1, name: 'टेम्पलेट' });
    const hindiTable = await screen.findByRole('table', { name: 'टेम्पलेट' });
    const row = await waitFor(() => rowWith(hindiTable, template.name));
    within(row).getByText('अंग्रेज़ी');
    within(row).getByText('यूटिलिटी');
    screen.getByRole('button', { name: 'नया टेम्पलेट' });
  });

  it('names a rejection’s reason in Hindi', async () => {
    const rejected = await reviewed(await seedTemplate({ name: uniqueTemplateName('reject_hindi') }), 'Rejected');
    await act(() => setLocale('hi'));
    renderWhatsappDashboard(`${PATH}?search=${rejected.name}&status=Rejected`);
    const hindiTable = await screen.findByRole('table', { name: 'टेम्पलेट' });
    const row = await waitFor(() => rowWith(hindiTable, rejected.name));
    within(row).getByText(': फ़ॉर्मैट सही नहीं है');
    expect(englishTextIn(row, { allow: [rejected.name] })).toEqual([]);
  });
});
