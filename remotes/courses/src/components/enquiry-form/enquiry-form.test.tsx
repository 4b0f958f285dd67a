import { apiPaths } from '@skillhub/shared/api-paths';
import { withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ScriptedRoute, scriptRoutes } from '../../../test/scripted-routes.ts';
import { ENQUIRY_SUCCESS_MESSAGE, EnquiryForm } from './index.tsx';

const server = withScriptedServer();
const script = (...routes: ScriptedRoute[]) => scriptRoutes(server, ...routes);
const requestsTo = (method: string, pattern: string) => server.callsTo(`${method} ${pattern}`);

/** The form on its own, with a server that takes every enquiry. */
function renderAcceptingForm() {
  script({
    method: 'POST',
    pattern: apiPaths.enquiries.create,
    answer: () => ({ status: 201, body: { success: true } }),
  });
  render(
    <RemoteRoot themeMode="light">
      <EnquiryForm />
    </RemoteRoot>,
  );
}

describe('Enquiry form on its own (any public page)', () => {
  it('sends a free-text course and thanks the visitor in the spec’s words when the server says nothing', async () => {
    renderAcceptingForm();
    const form = screen.getByRole('form', { name: 'Enquiry form' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Irfan');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '9000012345');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'irfan@example.in');
    await user.type(within(form).getByRole('textbox', { name: 'Interested course' }), 'Any evening data course');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));

    expect((await within(form).findByRole('status')).textContent).toBe(ENQUIRY_SUCCESS_MESSAGE);
    expect(requestsTo('POST', apiPaths.enquiries.create)[0]!.body).toEqual({
      name: 'Irfan',
      phone: '9000012345',
      email: 'irfan@example.in',
      interestedCourse: 'Any evening data course',
      whatsAppOptIn: false,
    });
  });

  it('asks for WhatsApp updates only when the visitor ticks the box, saying WhatsApp will ask to confirm', async () => {
    renderAcceptingForm();
    const form = screen.getByRole('form', { name: 'Enquiry form' });
    const user = userEvent.setup();
    const whatsApp = within(form).getByRole<HTMLInputElement>('checkbox', {
      name: 'Send me course updates on WhatsApp',
    });
    expect(whatsApp.checked).toBe(false);
    expect(document.getElementById(whatsApp.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'We will send you a WhatsApp message to confirm: the updates start only when you reply YES.',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Irfan');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '9000012345');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'irfan@example.in');
    await user.click(whatsApp);
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));

    await within(form).findByRole('status');
    expect(requestsTo('POST', apiPaths.enquiries.create)[0]!.body).toMatchObject({ whatsAppOptIn: true });
    // Cleared for the next person at this device.
    expect(whatsApp.checked).toBe(false);
  });

  it('says when the server cannot be reached', async () => {
    script({
      method: 'POST',
      pattern: apiPaths.enquiries.create,
      answer: () => ({ status: 503, body: { success: false, message: 'Service temporarily unavailable' } }),
    });
    render(
      <RemoteRoot themeMode="light">
        <EnquiryForm />
      </RemoteRoot>,
    );
    const form = screen.getByRole('form', { name: 'Enquiry form' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Irfan');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '9000012345');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'irfan@example.in');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Service temporarily unavailable');
  });
});

describe('the honeypot field', () => {
  function renderForm() {
    script({
      method: 'POST',
      pattern: apiPaths.enquiries.create,
      answer: () => ({ status: 201, body: { success: true, message: ENQUIRY_SUCCESS_MESSAGE } }),
    });
    const view = render(
      <RemoteRoot themeMode="light">
        <EnquiryForm />
      </RemoteRoot>,
    );
    const form = screen.getByRole('form', { name: 'Enquiry form' });
    const honeypot = view.container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('The form has no honeypot field');
    return { form, honeypot };
  }

  it('is hidden from people: off screen, out of the accessibility tree, the tab order and autofill', async () => {
    const { form, honeypot } = renderForm();
    expect(within(form).queryByRole('textbox', { name: 'Website' })).toBeNull();
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect((honeypot.closest('[aria-hidden="true"]') as HTMLElement).style.position).toBe('absolute');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');

    const user = userEvent.setup();
    await user.click(within(form).getByRole('textbox', { name: 'Name' }));
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(document.activeElement).not.toBe(honeypot);
    }
  });

  it('is sent only when something filled it, as a bot does', async () => {
    const { form, honeypot } = renderForm();
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Spam Bot');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '9000012345');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'bot@example.in');
    await user.type(honeypot, 'https://cheap-pills.example');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));

    // The server answers a bot like a person, so the form thanks it too.
    expect((await within(form).findByRole('status')).textContent).toBe(ENQUIRY_SUCCESS_MESSAGE);
    expect(requestsTo('POST', apiPaths.enquiries.create)[0]!.body).toMatchObject({
      website: 'https://cheap-pills.example',
    });
  });
});
