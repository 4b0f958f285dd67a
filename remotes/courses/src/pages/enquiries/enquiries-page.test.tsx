import { request } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { enquiryEndpoints } from '@skillhub/shared/endpoints/enquiries';
import { formatDate } from '@skillhub/shared/format';
import type { Enquiry, EnquiryStatusBody } from '@skillhub/shared/schemas/enquiry';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { seedCategory, seedCourse, seedEnquiry } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { enquiryPermissions, signInAs } from '../../../test/session.ts';

/**
 * The Enquiry page against the real server. The file's six leads come in through the public form (the
 * server allows a visitor 20 an hour) and are moved along the pipeline by staff before the tests run; a test
 * that changes a lead sends one of its own and opens the page searched down to it.
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
const { downloads, stop: stopCapturingDownloads } = captureDownloads();
const leads = new Map<string, Enquiry>();

async function moveLead(name: string, body: EnquiryStatusBody) {
  await request(enquiryEndpoints.setStatus, { params: { enquiryId: leads.get(name)!._id }, body });
}

beforeAll(async () => {
  const category = await seedCategory();
  const course = await seedCourse({
    title: 'Data Science with Python',
    category,
    sections: [{ title: 'Basics', lectures: ['Welcome'] }],
    status: 'PUBLISHED',
  });
  // Oldest first, so the newest (Asha Rao) heads the list. A lead is one per phone and e-mail: repeats add up.
  const sent: [string, Partial<Parameters<typeof seedEnquiry>[0]>][] = [
    ['Vikram Singh', { phone: '9876543216' }],
    ['Farah Khan', { phone: '9000000001' }],
    ['John Dsouza', { phone: '9876543214' }],
    ['Meena Iyer', { phone: '9876543213' }],
    ['Ravi Kumar', { phone: '9876543212', interestedCourse: 'Any data course' }],
    ['Asha Rao', { phone: '9876543211' }],
  ];
  for (const [name, extra] of sent) await seedEnquiry({ name, interestedCourse: course._id, ...extra });
  const list = await request(enquiryEndpoints.list, { query: { limit: 50 } });
  for (const lead of list.data) leads.set(lead.name, lead);
  await moveLead('Ravi Kumar', { status: 'Interested', note: 'Wants the weekend batch' });
  await moveLead('Meena Iyer', { status: 'Interested' });
  await moveLead('John Dsouza', { status: 'Closed' });
  await moveLead('Vikram Singh', { status: 'Course Fee Issue' });
});
afterAll(() => stopCapturingDownloads());

async function openEnquiriesPage({ update = true, search = '' } = {}) {
  signInAs(enquiryPermissions(...(update ? (['update'] as const) : [])), skillhub.admin);
  renderCoursesApp(`/dashboard/enquiry${search ? `?search=${search}` : ''}`);
  const table = await settled(await screen.findByRole('table', { name: 'Enquiries' }));
  return { user: userEvent.setup(), table };
}

const listRequests = () => network.to('GET', apiPaths.enquiries.list);
const lastListQuery = () => Object.fromEntries(new URLSearchParams(listRequests().at(-1)!.search));

describe('Enquiry page', () => {
  it('shows the pipeline counts and the leads, and filters by a stage from its chip', async () => {
    const { user, table } = await openEnquiriesPage();

    screen.getByRole('heading', { level: 1, name: 'Enquiry' });
    const pipeline = screen.getByRole('group', { name: 'Pipeline' });
    expect(
      within(pipeline)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'All: 6',
      'Pending: 2',
      'First Call Attempted: 0',
      'Interested: 2',
      'Information Sent: 0',
      'Not Engage: 0',
      'Course Fee Issue: 1',
      'Closed: 1',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Name', 'Phone', 'Email', 'Course', 'Source', 'Status', 'Created', 'Actions']);
    expect(cellTexts(bodyRows(table)[1]!).slice(0, 8)).toEqual([
      '2',
      'Ravi Kumar',
      '9876543212',
      'ravi.kumar@example.com',
      'Any data course',
      'Course enquiry',
      'Interested',
      formatDate(new Date()),
    ]);
    expect(lastListQuery()).toEqual({ sort: 'latest', page: '1', limit: '10' });

    await user.click(within(pipeline).getByRole('button', { name: 'Interested: 2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(lastListQuery()).toMatchObject({ status: 'Interested' });
    expect(within(pipeline).getByRole('button', { name: 'Interested: 2' }).getAttribute('aria-pressed')).toBe('true');
    // The pipeline still counts every stage: the server leaves the status filter out of it.
    within(pipeline).getByRole('button', { name: 'All: 6' });

    await user.click(within(pipeline).getByRole('button', { name: 'All: 6' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(6));
    expect(within(pipeline).getByRole('button', { name: 'All: 6' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('searches name, e-mail and phone after typing pauses, and sorts', async () => {
    const { user, table } = await openEnquiriesPage();
    const before = listRequests().length;

    await user.type(screen.getByRole('searchbox', { name: /Search enquiries/ }), '9000000001');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0]!)[1]).toBe('Farah Khan');
    expect(listRequests().length - before).toBe(1);
    expect(lastListQuery()).toMatchObject({ search: '9000000001', page: '1' });
    within(screen.getByRole('group', { name: 'Pipeline' })).getByRole('button', { name: 'All: 1' });

    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'oldest', search: '9000000001' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'Closed' }));
    await within(table).findByText('No records found.');
  });

  it('lists the lead’s history: each stage, who set it, when, and the note', async () => {
    const { user } = await openEnquiriesPage();

    await chooseRowAction(user, 2, 'View History');
    const drawer = await screen.findByRole('dialog', { name: 'History of Ravi Kumar' });
    await within(drawer).findByText('Wants the weekend batch');
    const entries = within(within(drawer).getByRole('list')).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Pending');
    expect(entries[0]!.textContent).toContain('by System');
    expect(entries[1]!.textContent).toContain('Interested');
    expect(entries[1]!.textContent).toContain(`by ${skillhub.admin.user.name}`);
    expect(network.to('GET', `/course/enquiry/${leads.get('Ravi Kumar')!._id}/history`)).toHaveLength(1);
    // Under the history, the lead's WhatsApp follow-up: no sequence matched this lead.
    await within(drawer).findByText('No follow-up sequence started for this lead.');
    expect(network.to('GET', `/whatsapp/sequences/lead/${leads.get('Ravi Kumar')!._id}`)).toHaveLength(1);
  });

  it('exports the filtered list as CSV with the staff token and says when it is done', async () => {
    const { user } = await openEnquiriesPage();
    await user.click(
      within(screen.getByRole('group', { name: 'Pipeline' })).getByRole('button', { name: 'Closed: 1' }),
    );
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'Closed' }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('enquiries.csv downloaded'));
    const request = network.to('GET', apiPaths.enquiries.export)[0]!;
    expect(Object.fromEntries(new URLSearchParams(request.search))).toEqual({ status: 'Closed', sort: 'latest' });
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toBe('enquiries.csv');
    expect(downloads[0]!.href).toMatch(/^blob:/);
  });

  it('offers staff who may read but not update enquiries the history and the lead’s payment links, no change', async () => {
    const { user } = await openEnquiriesPage({ update: false });
    await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View History', 'Payment links']);
    // The links are theirs to read; sending one is a change.
    await user.click(items[1]!);
    const drawer = await screen.findByRole('dialog', { name: /^Payment links/ });
    await within(drawer).findByText('No payment link sent to this lead yet.');
    expect(within(drawer).queryByRole('button', { name: /Send/ })).toBeNull();
  });
  // Last: the lead it sends would head the others' list.
  it('changes a lead’s status with a note and shows the new stage', async () => {
    await seedEnquiry({ name: 'Kiran Das', phone: '9111111111' });
    const { user, table } = await openEnquiriesPage({ search: '9111111111' });

    await chooseRowAction(user, 1, 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    within(dialog).getByText('Kiran Das · 9111111111');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'First Call Attempted' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Call back after 6 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Enquiry status updated successfully');
    const patch = network.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toMatch(/^\/course\/enquiry-status\/[\w-]+$/);
    expect(patch.body).toEqual({ status: 'First Call Attempted', note: 'Call back after 6 pm' });
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[6]).toBe('First Call Attempted'));
    within(screen.getByRole('group', { name: 'Pipeline' })).getByRole('button', { name: 'First Call Attempted: 1' });
  });

  // After the others: its leads would change their counts.
  it('filters by source, in the URL, the list, the pipeline and the export, and shows the event', async () => {
    await request(enquiryEndpoints.contactUs, {
      body: { name: 'Tara Menon', phone: '9222222221', email: 'tara.menon@example.com', whatsAppOptIn: true },
    });
    await request(enquiryEndpoints.registerForEvent, {
      body: {
        name: 'Dev Malhotra',
        phone: '9222222222',
        email: 'dev.malhotra@example.com',
        whatsAppOptIn: true,
        source: 'Event',
        eventName: 'Resume Writing Workshop',
        city: 'Pune',
      },
    });
    const { user, table } = await openEnquiriesPage();
    // The six leads of the file, Kiran Das's and these two.
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9));
    expect(cellTexts(bodyRows(table)[0]!).slice(1, 6)).toEqual([
      'Dev Malhotra',
      '9222222222',
      'dev.malhotra@example.com',
      'N/A',
      'EventResume Writing Workshop',
    ]);
    within(bodyRows(table)[0]!).getByText('Resume Writing Workshop');

    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Contact Us' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0]!).slice(1, 6)).toEqual([
      'Tara Menon',
      '9222222221',
      'tara.menon@example.com',
      'N/A',
      'Contact Us',
    ]);
    expect(lastListQuery()).toMatchObject({ source: 'Contact Us', page: '1' });
    // The pipeline counts the source's leads only.
    within(screen.getByRole('group', { name: 'Pipeline' })).getByRole('button', { name: 'All: 1' });

    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Course enquiry' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(7));
    expect(lastListQuery()).toMatchObject({ source: 'Course' });

    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Event' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    within(bodyRows(table)[0]!).getByText('Dev Malhotra');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(network.to('GET', apiPaths.enquiries.export)).toHaveLength(1));
    const exported = network.to('GET', apiPaths.enquiries.export)[0]!;
    expect(Object.fromEntries(new URLSearchParams(exported.search))).toEqual({ source: 'Event', sort: 'latest' });
  });

  it('opens with the source filter from the URL', async () => {
    signInAs(enquiryPermissions(), skillhub.admin);
    renderCoursesApp('/dashboard/enquiry?source=Contact%20Us');
    const table = await settled(await screen.findByRole('table', { name: 'Enquiries' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    within(bodyRows(table)[0]!).getByText('Tara Menon');
    expect(screen.getByRole('combobox', { name: 'Source' }).closest('.ant-select')?.textContent).toContain(
      'Contact Us',
    );
    expect(lastListQuery()).toMatchObject({ source: 'Contact Us' });
  });
});
