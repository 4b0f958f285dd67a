import { apiPaths } from '@skillhub/shared/api-paths';
import { COMPANY } from '@skillhub/shared/constants';
import { type Enquiry, enquiryListBodySchema } from '@skillhub/shared/schemas/enquiry';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { seedCategory, seedCourse, unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetPage, setDeployedRemotes, setViewportWidth } from '../../test/shell-test-kit.tsx';

/**
 * /contact-us against the real server: the page sends the form as a visitor, and the message is then read back
 * from the staff's enquiry list as the lead it became.
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
let courseTitle: string;
let courseId: string;

beforeAll(async () => {
  const category = await seedCategory();
  courseTitle = unique('Cloud Computing Essentials');
  courseId = (
    await seedCourse({
      title: courseTitle,
      category,
      sections: [{ title: 'Basics', lectures: ['Welcome'] }],
      status: 'PUBLISHED',
    })
  )._id;
});
beforeEach(() => {
  resetPage();
  setDeployedRemotes([]);
});
afterEach(resetPage);

/** The staff's view of the leads (GET /course/enquiry), with the admin's token. */
async function leadsMatching(search: string): Promise<Enquiry[]> {
  const response = await fetch(
    `${skillhub.server.apiBase}${apiPaths.enquiries.list}?search=${encodeURIComponent(search)}`,
    {
      headers: { authorization: `Bearer ${skillhub.admin.accessToken}` },
    },
  );
  return enquiryListBodySchema.parse(await response.json()).data;
}

/** The send button; antd's loading icon can linger in its name ('loading Send message') after a check. */
const SEND = /Send message$/;
const SEND_ENQUIRY = 'Send an enquiry';

async function openContactPage() {
  renderApp('/contact-us');
  const form = await screen.findByRole('form', { name: 'Contact form' });
  return { user: userEvent.setup(), form };
}

describe('Contact Us page', () => {
  it('is reached from the header and shows the company’s phone, e-mails, address and office hours', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Contact Us' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(router.state.location.pathname).toBe('/contact-us');

    const details = screen.getByRole('heading', { name: 'Reach us' }).closest('.ant-card') as HTMLElement;
    expect(within(details).getByRole('link', { name: COMPANY.phone }).getAttribute('href')).toBe(COMPANY.phoneHref);
    for (const email of COMPANY.emails) {
      expect(within(details).getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    }
    within(details).getByText(COMPANY.address);
    within(details).getByText('Monday to Saturday, 10:00 am to 7:00 pm (IST)');
    screen.getByRole('form', { name: 'Contact form' });

    // The home page's call to action leads here too.
    await router.navigate('/');
    await user.click(await screen.findByRole('link', { name: SEND_ENQUIRY }));
    await screen.findByRole('form', { name: 'Contact form' });
    expect(router.state.location.pathname).toBe('/contact-us');
  });

  it('shows the spec’s messages on the fields and sends nothing until they are right', async () => {
    const { user, form } = await openContactPage();
    await user.click(within(form).getByRole('button', { name: SEND }));
    await within(form).findByText('Name is required');
    within(form).getByText('Phone number is required');
    within(form).getByText('Email is required');
    expect(
      within(form)
        .getByRole('textbox', { name: /Full name/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');

    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '98765-4321');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'visitor@');
    await user.click(within(form).getByRole('button', { name: SEND }));
    await within(form).findByText('Phone number must contain digits only');
    within(form).getByText('Invalid email format');

    const phone = within(form).getByRole('textbox', { name: /Mobile number/ });
    await user.clear(phone);
    await user.type(phone, '98765');
    const email = within(form).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'visitor@example');
    await user.click(within(form).getByRole('button', { name: SEND }));
    await within(form).findByText('Phone number must be exactly 10 digits');
    within(form).getByText('Email must include domain (e.g. example.com)');
    expect(network.to('POST', apiPaths.enquiries.contactUs)).toEqual([]);
  });

  it('sends the message with a published course, thanks the visitor with what happens next, and it is a lead', async () => {
    const { user, form } = await openContactPage();
    // The visitor ticks the WhatsApp box themselves, told that WhatsApp will ask them to confirm.
    const whatsApp = within(form).getByRole<HTMLInputElement>('checkbox', {
      name: 'Send me course updates on WhatsApp',
    });
    expect(whatsApp.checked).toBe(false);
    expect(document.getElementById(whatsApp.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'We will send you a WhatsApp message to confirm: the updates start only when you reply YES.',
    );
    await user.click(whatsApp);
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Lakshmi Narayanan');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '9833300001');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'lakshmi.n@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Education/ }), 'B.Sc Physics');
    const picker = within(form).getByRole('combobox', { name: 'Course you are interested in' });
    await user.click(picker);
    await user.type(picker, courseTitle.slice(0, 15));
    await pickOption(user, courseTitle);
    await user.click(within(form).getByRole('button', { name: SEND }));

    const thanks = await screen.findByText('Thank you, Lakshmi Narayanan! Your message has reached us.');
    expect(thanks.getAttribute('role')).toBe('status');
    screen.getByText(
      'A counsellor will call you on 9833300001 within one working day (Monday to Saturday, 10 am to 7 pm) to answer your questions and help you choose a course.',
    );
    expect(network.to('POST', apiPaths.enquiries.contactUs).map((r) => r.body)).toEqual([
      {
        name: 'Lakshmi Narayanan',
        phone: '9833300001',
        email: 'lakshmi.n@example.com',
        education: 'B.Sc Physics',
        interestedCourse: courseId,
        whatsAppOptIn: true,
      },
    ]);
    expect(await leadsMatching('lakshmi.n@example.com')).toEqual([
      expect.objectContaining({
        name: 'Lakshmi Narayanan',
        source: 'Contact Us',
        course: expect.objectContaining({ _id: courseId, title: courseTitle }),
        status: 'Pending',
      }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    const again = await screen.findByRole('form', { name: 'Contact form' });
    expect(within(again).getByRole('textbox', { name: /Full name/ })).toHaveProperty('value', '');
  });

  it('sends without the optional fields and with the WhatsApp box left unticked, on a phone-sized screen', async () => {
    setViewportWidth(390);
    const { user, form } = await openContactPage();
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Imran Qureshi');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '9833300002');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'imran.q@example.com');
    await user.click(within(form).getByRole('button', { name: SEND }));
    await screen.findByText('Thank you, Imran Qureshi! Your message has reached us.');
    await waitFor(async () =>
      expect(await leadsMatching('imran.q@example.com')).toEqual([
        expect.objectContaining({ source: 'Contact Us', whatsAppOptIn: false, course: null, education: null }),
      ]),
    );
  });
});
