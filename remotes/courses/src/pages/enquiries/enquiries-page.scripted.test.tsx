import { failure, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enquiryFixture, enquiryListBody } from '../../../test/fixtures.ts';
import { chooseRowAction, settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { enquiryPermissions, signInAs } from '../../../test/session.ts';

/** The Enquiry page when the server refuses: a lead gone since the list loaded, an export not allowed. */

const server = withScriptedServer();

async function openEnquiriesPage() {
  server.on('GET /course/enquiry', () => ({ body: enquiryListBody([enquiryFixture('Asha Rao')]) }));
  signInAs(enquiryPermissions('update'));
  renderCoursesApp('/dashboard/enquiry');
  await settled(await screen.findByRole('table', { name: 'Enquiries' }));
  return userEvent.setup();
}

describe('Enquiry page when the server refuses', () => {
  it('shows the server’s message when a status change is refused', async () => {
    server.on('PATCH /course/enquiry-status/:enquiryId', () => failure(404, 'Enquiry not found'));
    const user = await openEnquiriesPage();
    await chooseRowAction(user, 1, 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Enquiry not found');
    screen.getByRole('dialog', { name: 'Change Status' });
  });

  it('says why an export failed', async () => {
    server.on('GET /course/enquiry/export', () => failure(403, 'You do not have permission to do this'));
    const user = await openEnquiriesPage();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('You do not have permission to do this');
  });
});

describe('Enquiry page, a lead sent while its form was flooded', () => {
  it('is tagged as held for review; the others are not', async () => {
    server.on('GET /course/enquiry', () => ({
      body: enquiryListBody([enquiryFixture('Asha Rao'), enquiryFixture('Bot Maybe', { heldForReview: true })]),
    }));
    signInAs(enquiryPermissions('read'));
    renderCoursesApp('/dashboard/enquiry');
    const table = await settled(await screen.findByRole('table', { name: 'Enquiries' }));
    const held = within(table).getByRole('row', { name: /Bot Maybe/ });
    within(held).getByText('Held for review');
    expect(within(within(table).getByRole('row', { name: /Asha Rao/ })).queryByText('Held for review')).toBeNull();
  });
});
