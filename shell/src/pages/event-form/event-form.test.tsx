import { apiPaths } from '@skillhub/shared/api-paths';
import { type Enquiry, enquiryListBodySchema } from '@skillhub/shared/schemas/enquiry';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetPage, setDeployedRemotes } from '../../test/shell-test-kit.tsx';
import { eventNameFromUrl } from './event-name.ts';

/**
 * /ccfs and /eventForm against the real server: a visitor registers, and the registration is read back from the
 * staff's enquiry list as a lead with its source and event.
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;

beforeEach(() => {
  resetPage();
  setDeployedRemotes([]);
});
afterEach(resetPage);

/** antd's loading icon can linger in the button's name ('loading Register') after a check. */
const REGISTER = /Register$/;

async function leadsMatching(search: string): Promise<Enquiry[]> {
  const response = await fetch(
    `${skillhub.server.apiBase}${apiPaths.enquiries.list}?search=${encodeURIComponent(search)}`,
    { headers: { authorization: `Bearer ${skillhub.admin.accessToken}` } },
  );
  return enquiryListBodySchema.parse(await response.json()).data;
}

async function openForm(path: string) {
  renderApp(path);
  const form = await screen.findByRole('form', { name: 'Registration form' });
  return { user: userEvent.setup(), form };
}

async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  person: { name: string; phone: string; email: string },
) {
  await user.type(within(form).getByRole('textbox', { name: /Full name/ }), person.name);
  await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), person.phone);
  await user.type(within(form).getByRole('textbox', { name: /Email/ }), person.email);
}

describe('the career-counselling form /ccfs', () => {
  it('has its own heading and shows the spec’s messages on the fields', async () => {
    const { user, form } = await openForm('/ccfs');
    screen.getByRole('heading', { level: 1, name: 'Career Counselling Session' });
    await user.click(within(form).getByRole('button', { name: REGISTER }));
    await within(form).findByText('Name is required');
    within(form).getByText('Phone number is required');
    within(form).getByText('Email is required');

    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), 'call me');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'me@home');
    // The field takes no more than the server keeps.
    const organisation = within(form).getByRole('textbox', { name: /College or organisation/ });
    await user.type(organisation, 'x'.repeat(151));
    expect((organisation as HTMLInputElement).value).toHaveLength(150);
    await user.click(within(form).getByRole('button', { name: REGISTER }));
    await within(form).findByText('Phone number must contain digits only');
    within(form).getByText('Email must include domain (e.g. example.com)');
    expect(network.to('POST', apiPaths.enquiries.eventRegistration)).toEqual([]);
  });

  it('registers a visitor as a CCFS lead and says what happens next', async () => {
    const { user, form } = await openForm('/ccfs');
    await fillRequired(user, form, { name: 'Pooja Hegde', phone: '9844400001', email: 'pooja.h@example.com' });
    await user.type(within(form).getByRole('textbox', { name: /Education/ }), 'BBA second year');
    await user.type(within(form).getByRole('textbox', { name: /College or organisation/ }), 'Christ University');
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'Bengaluru');
    const whatsApp = within(form).getByRole<HTMLInputElement>('checkbox', {
      name: 'Send me course updates on WhatsApp',
    });
    expect(whatsApp.checked).toBe(false);
    await user.click(whatsApp);
    await user.click(within(form).getByRole('button', { name: REGISTER }));

    const thanks = await screen.findByText('You are registered, Pooja Hegde!');
    expect(thanks.getAttribute('role')).toBe('status');
    screen.getByText(
      'We have e-mailed a confirmation to pooja.h@example.com. Our team will call you on 9844400001 within one working day with the date, the time and the venue or joining link.',
    );
    expect(network.to('POST', apiPaths.enquiries.eventRegistration).map((r) => r.body)).toEqual([
      {
        name: 'Pooja Hegde',
        email: 'pooja.h@example.com',
        phone: '9844400001',
        education: 'BBA second year',
        organisation: 'Christ University',
        city: 'Bengaluru',
        whatsAppOptIn: true,
        source: 'CCFS',
      },
    ]);
    expect(await leadsMatching('pooja.h@example.com')).toEqual([
      expect.objectContaining({
        source: 'CCFS',
        eventName: null,
        organisation: 'Christ University',
        city: 'Bengaluru',
        education: 'BBA second year',
      }),
    ]);
  });
});

describe('the event form /eventForm', () => {
  it('takes the event’s name from the address, tidied, and registers for it', async () => {
    const { user, form } = await openForm(`/eventForm?event=${encodeURIComponent('  Resume   Writing Workshop ')}`);
    screen.getByRole('heading', { level: 1, name: 'Register for Resume Writing Workshop' });
    await fillRequired(user, form, { name: 'Varun Khanna', phone: '9844400002', email: 'varun.k@example.com' });
    await user.click(within(form).getByRole('checkbox', { name: 'Send me course updates on WhatsApp' }));
    await user.click(within(form).getByRole('button', { name: REGISTER }));
    await screen.findByText('You are registered, Varun Khanna!');
    expect(network.to('POST', apiPaths.enquiries.eventRegistration)[0]?.body).toMatchObject({
      source: 'Event',
      eventName: 'Resume Writing Workshop',
    });
    expect(await leadsMatching('varun.k@example.com')).toEqual([
      expect.objectContaining({ source: 'Event', eventName: 'Resume Writing Workshop', whatsAppOptIn: true }),
    ]);
  });

  it('has a generic heading without an event, or with a name it cannot use, and sends no name', async () => {
    const { user, form } = await openForm(`/eventForm?event=${'Webinar '.repeat(30)}`);
    screen.getByRole('heading', { level: 1, name: 'Event registration' });
    await fillRequired(user, form, { name: 'Asha Bhat', phone: '9844400003', email: 'asha.bhat@example.com' });
    await user.click(within(form).getByRole('button', { name: REGISTER }));
    await screen.findByText('You are registered, Asha Bhat!');
    const body = network.to('POST', apiPaths.enquiries.eventRegistration)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ source: 'Event', whatsAppOptIn: false });
    expect(body).not.toHaveProperty('eventName');
    expect(await leadsMatching('asha.bhat@example.com')).toEqual([
      expect.objectContaining({ source: 'Event', eventName: null, whatsAppOptIn: false }),
    ]);

    resetPage();
    setDeployedRemotes([]);
    await openForm('/eventForm');
    screen.getByRole('heading', { level: 1, name: 'Event registration' });
  });
});

describe('eventNameFromUrl', () => {
  it('tidies a usable name and drops a missing, blank, too long or control-character one', () => {
    expect(eventNameFromUrl('  Data   Science\tWebinar ')).toBe('Data Science Webinar');
    expect(eventNameFromUrl(null)).toBeUndefined();
    expect(eventNameFromUrl('   ')).toBeUndefined();
    expect(eventNameFromUrl('x'.repeat(151))).toBeUndefined();
    expect(eventNameFromUrl('x'.repeat(150))).toBe('x'.repeat(150));
    expect(eventNameFromUrl('Open\u0000Day')).toBeUndefined();
  });
});
