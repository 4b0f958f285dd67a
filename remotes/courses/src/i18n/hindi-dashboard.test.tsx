import { setLocale } from '@skillhub/shared/i18n';
import { list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { courseSummaryFixture, enquiryFixture, enquiryListBody } from '../../test/fixtures.ts';
import { bodyRows, cellTexts, settled } from '../../test/queries.ts';
import { renderCoursesApp } from '../../test/render-remote.tsx';
import { coursePermissions, enquiryPermissions, signInAs } from '../../test/session.ts';

/**
 * The remote's dashboard pages for staff who chose Hindi: the pages' own words in Hindi, stored values (a lead's
 * stage, a course's status) shown in Hindi but sent as stored, and what people typed as they typed it.
 */

const server = withScriptedServer();

beforeEach(() => setLocale('hi'));
afterEach(() => setLocale('en'));

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the dashboard pages in Hindi', () => {
  it('shows the courses list with Hindi headings, statuses and actions', async () => {
    server.on('GET /course/all', () => list([courseSummaryFixture('Full Stack Bootcamp')]));
    server.on('GET /course/category', () => list([]));
    signInAs(coursePermissions('create', 'update', 'delete'));
    renderCoursesApp('/dashboard/courses');

    expect(await screen.findByRole('heading', { name: 'कोर्स' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /कोर्स बनाएँ/ })).toBeTruthy();
    const table = await settled(await screen.findByRole('table', { name: 'कोर्स' }));
    await within(table).findByText('Full Stack Bootcamp');
    expect(headers(table)).toEqual([
      'क्र.सं.',
      'शीर्षक',
      'श्रेणी',
      'स्थिति',
      'अंतिम क़ीमत',
      'लेक्चर',
      'अपडेट किया गया',
      'कार्रवाई',
    ]);
    expect(cellTexts(bodyRows(table)[0]!)[3]).toBe('ड्राफ़्ट');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'पंक्ति 1 के लिए कार्रवाई' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'शिक्षार्थी',
      'जानकारी बदलें',
      'पाठ्यक्रम बदलें',
      'सामग्री प्रबंधित करें',
      'प्रकाशित करें',
      'बंद करें',
      'हटाएँ',
    ]);
  });

  it('names a lead’s stage in Hindi and still sends the stored stage', async () => {
    server.on('GET /course/enquiry', () => ({ body: enquiryListBody([enquiryFixture('Asha Rao')]) }));
    server.on('PATCH /course/enquiry-status/:enquiryId', () => ok(enquiryFixture('Asha Rao')));
    signInAs(enquiryPermissions('update'));
    renderCoursesApp('/dashboard/enquiry');

    expect(await screen.findByRole('heading', { name: 'पूछताछ' })).toBeTruthy();
    const table = await settled(await screen.findByRole('table', { name: 'पूछताछ' }));
    expect(cellTexts(bodyRows(table)[0]!)).toContain('लंबित');
    const pipeline = screen.getByRole('group', { name: 'पाइपलाइन' });
    expect(within(pipeline).getByRole('button', { name: 'लंबित: 1' })).toBeTruthy();
    expect(within(pipeline).getByRole('button', { name: 'सभी: 1' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'पंक्ति 1 के लिए कार्रवाई' }));
    await user.click(await screen.findByRole('menuitem', { name: 'स्थिति बदलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'स्थिति बदलें' });
    await user.type(within(dialog).getByRole('textbox', { name: 'नोट' }), 'कल फिर कॉल करें');
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));

    await waitFor(() => expect(server.callsTo('PATCH /course/enquiry-status/:enquiryId')).toHaveLength(1));
    expect(server.callsTo('PATCH /course/enquiry-status/:enquiryId')[0]?.body).toEqual({
      status: 'Pending',
      note: 'कल फिर कॉल करें',
    });
  });
});
