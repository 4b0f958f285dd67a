import { randomUUID } from 'node:crypto';
import { configureApiBase } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { LEAD_STATUSES } from '@skillhub/shared/constants';
import { normalizePermissions, type Operations } from '@skillhub/shared/permissions';
import { queryClient } from '@skillhub/shared/query-client';
import type { Enquiry, EnquiryHistoryEntry, EnquiryPipeline } from '@skillhub/shared/schemas/enquiry';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { signInAs, signOut } from '../../../test/session.ts';
import { listBody } from '../catalogue/catalogue-fixtures.ts';
import { type ScriptedHttpApi, type ScriptedRoute, startScriptedHttpApi } from '../catalogue/scripted-http-api.ts';

let server: ScriptedHttpApi;

const { downloads, stop: stopCapturingDownloads } = captureDownloads();

beforeAll(async () => {
  server = await startScriptedHttpApi();
  configureApiBase(server.apiBase);
});
afterAll(() => {
  stopCapturingDownloads();
  return server.close();
});
afterEach(() => {
  server.reset();
  queryClient.clear();
  signOut();
});

function enquiry(name: string, overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    _id: randomUUID(),
    name,
    education: null,
    phone: '9876543210',
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    course: { _id: randomUUID(), title: 'Data Science with Python', slug: 'data-science-with-python' },
    interestedCourse: null,
    whatsAppOptIn: true,
    status: 'Pending',
    submissions: 1,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** Six leads; the scripted list filters by status and search like the server, and counts the pipeline without status. */
function scriptLeads(leads: Enquiry[], history: EnquiryHistoryEntry[] = []): ScriptedRoute[] {
  return [
    {
      method: 'GET',
      pattern: apiPaths.enquiries.list,
      answer: ({ query }) => {
        const search = (query.get('search') ?? '').toLowerCase();
        const matching = leads.filter(
          (l) => !search || `${l.name} ${l.email} ${l.phone}`.toLowerCase().includes(search),
        );
        const pipeline = Object.fromEntries(
          LEAD_STATUSES.map((s) => [s, matching.filter((l) => l.status === s).length]),
        ) as EnquiryPipeline;
        const status = query.get('status');
        const rows = matching.filter((l) => !status || l.status === status);
        return { body: { ...listBody(rows, 1, 10), pipeline } };
      },
    },
    {
      method: 'GET',
      pattern: apiPaths.enquiries.history,
      answer: () => ({ body: { success: true, data: history } }),
    },
    {
      method: 'PATCH',
      pattern: apiPaths.enquiries.status,
      answer: ({ params, body }) => {
        const lead = leads.find((l) => l._id === params.enquiryId)!;
        lead.status = (body as { status: Enquiry['status'] }).status;
        return { body: { success: true, message: 'Enquiry status updated successfully', data: lead } };
      },
    },
    {
      method: 'GET',
      pattern: apiPaths.enquiries.export,
      answer: () => ({
        contentType: 'text/csv; charset=utf-8',
        headers: { 'content-disposition': 'attachment; filename="enquiries.csv"' },
        body: 'Name,Phone\nAsha,9876543210\n',
      }),
    },
  ];
}

const leads = () => [
  enquiry('Asha Rao'),
  enquiry('Ravi Kumar', { status: 'Interested', course: null, interestedCourse: 'Any data course' }),
  enquiry('Meena Iyer', { status: 'Interested' }),
  enquiry('John Dsouza', { status: 'Closed' }),
  enquiry('Farah Khan', { phone: '9000000001' }),
  enquiry('Vikram Singh', { status: 'Course Fee Issue' }),
];

function enquiryPermissions(update: boolean) {
  const operations: Operations = { create: false, read: true, update, delete: false };
  return normalizePermissions([{ name: 'Enquiries', operations }]);
}

async function openEnquiriesPage({ update = true } = {}) {
  signInAs(enquiryPermissions(update));
  renderCoursesApp('/dashboard/enquiry');
  const table = await screen.findByRole('table', { name: 'Enquiries' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
  return { user: userEvent.setup(), table };
}

const listRequests = () => server.requestsTo('GET', apiPaths.enquiries.list);
const lastListQuery = () => Object.fromEntries(listRequests().at(-1)!.query);

describe('Enquiry page', () => {
  it('shows the pipeline counts and the leads, and filters by a stage from its chip', async () => {
    server.script(...scriptLeads(leads()));
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
    ).toEqual(['S.No.', 'Name', 'Phone', 'Email', 'Course', 'Status', 'Created', 'Actions']);
    expect(cellTexts(bodyRows(table)[1]!).slice(0, 7)).toEqual([
      '2',
      'Ravi Kumar',
      '9876543210',
      'ravi.kumar@example.com',
      'Any data course',
      'Interested',
      '20 Nov 2026',
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
    server.script(...scriptLeads(leads()));
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

  it('changes a lead’s status with a note and shows the new stage', async () => {
    const all = leads();
    server.script(...scriptLeads(all));
    const { user, table } = await openEnquiriesPage();

    await chooseRowAction(user, 1, 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    within(dialog).getByText('Asha Rao · 9876543210');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'First Call Attempted' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Call back after 6 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Enquiry status updated successfully');
    const patch = server.requestsTo('PATCH', apiPaths.enquiries.status)[0]!;
    expect(patch.path).toBe(`/course/enquiry-status/${all[0]!._id}`);
    expect(patch.body).toEqual({ status: 'First Call Attempted', note: 'Call back after 6 pm' });
    expect(patch.authorization).toBe('Bearer test-access-token');
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[5]).toBe('First Call Attempted'));
    within(screen.getByRole('group', { name: 'Pipeline' })).getByRole('button', { name: 'First Call Attempted: 1' });
  });

  it('shows the server’s message when a status change is refused', async () => {
    server.script(
      {
        method: 'PATCH',
        pattern: apiPaths.enquiries.status,
        answer: () => ({ status: 404, body: { success: false, message: 'Enquiry not found' } }),
      },
      ...scriptLeads(leads()),
    );
    const { user } = await openEnquiriesPage();
    await chooseRowAction(user, 1, 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Enquiry not found');
    screen.getByRole('dialog', { name: 'Change Status' });
  });

  it('lists the lead’s history: each stage, who set it, when, and the note', async () => {
    const all = leads();
    server.script(
      ...scriptLeads(all, [
        { _id: randomUUID(), status: 'Pending', note: null, changedBy: null, createdAt: '2026-11-20T09:30:00.000Z' },
        {
          _id: randomUUID(),
          status: 'Interested',
          note: 'Wants the weekend batch',
          changedBy: { _id: randomUUID(), name: 'Asha Staff' },
          createdAt: '2026-11-21T04:15:00.000Z',
        },
      ]),
    );
    const { user } = await openEnquiriesPage();

    await chooseRowAction(user, 2, 'View History');
    const drawer = await screen.findByRole('dialog', { name: 'History of Ravi Kumar' });
    await within(drawer).findByText('Wants the weekend batch');
    const entries = within(within(drawer).getByRole('list')).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Pending');
    expect(entries[0]!.textContent).toContain('by System');
    expect(entries[1]!.textContent).toContain('Interested');
    expect(entries[1]!.textContent).toContain('by Asha Staff');
    expect(server.requestsTo('GET', apiPaths.enquiries.history)[0]!.path).toBe(
      `/course/enquiry/${all[1]!._id}/history`,
    );
  });

  it('exports the filtered list as CSV with the staff token and says when it is done', async () => {
    server.script(...scriptLeads(leads()));
    const { user } = await openEnquiriesPage();
    await user.click(
      within(screen.getByRole('group', { name: 'Pipeline' })).getByRole('button', { name: 'Closed: 1' }),
    );
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'Closed' }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('enquiries.csv downloaded'));
    const request = server.requestsTo('GET', apiPaths.enquiries.export)[0]!;
    expect(Object.fromEntries(request.query)).toEqual({ status: 'Closed', sort: 'latest' });
    expect(request.authorization).toBe('Bearer test-access-token');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toBe('enquiries.csv');
    expect(downloads[0]!.href).toMatch(/^blob:/);
  });

  it('says why an export failed', async () => {
    server.script(
      {
        method: 'GET',
        pattern: apiPaths.enquiries.export,
        answer: () => ({ status: 403, body: { success: false, message: 'You do not have permission to do this' } }),
      },
      ...scriptLeads(leads()),
    );
    const { user } = await openEnquiriesPage();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('You do not have permission to do this');
  });

  it('offers only View History to staff who may read but not update enquiries', async () => {
    server.script(...scriptLeads(leads()));
    const { user } = await openEnquiriesPage({ update: false });
    await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View History']);
  });
});
