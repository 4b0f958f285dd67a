import { SERVER_RENDERED_ID, SERVER_STYLES_ATTR } from '@skillhub/shared/inline-data';
import { act, render, waitFor, within } from '@testing-library/react';
import { Checkbox, Form, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { Controller, useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonLink } from '../components/button-link.tsx';
import { claimServerRendered } from './server-rendered.ts';

/**
 * The hand-over of a server-rendered page: the server's HTML is the page's own markup rendered to a string (its
 * fields labelled by <label for>, with ids of the server's own), the visitor types into it as into plain HTML, and
 * the app then draws the same page with react-hook-form behind its fields.
 */

interface Values {
  name: string;
  message: string;
  updates: boolean;
  password: string;
  category: string;
}

function EnquiryPage() {
  const id = useId();
  const [sent, setSent] = useState<Values | null>(null);
  const { control, watch, handleSubmit } = useForm<Values>({
    defaultValues: { name: '', message: '', updates: false, password: '', category: '' },
  });
  const text = (name: 'name' | 'message' | 'password', label: string, Field: typeof Input | typeof Input.TextArea) => (
    <Form.Item layout="vertical" label={label} htmlFor={`${id}-${name}`}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Field
            id={`${id}-${name}`}
            type={name === 'password' ? 'password' : undefined}
            // Named twice over, as a password field may be: no way of naming it gets its text carried.
            aria-label={name === 'password' ? label : undefined}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
    </Form.Item>
  );
  return (
    <main>
      <h1>Data Analytics</h1>
      <form aria-label="Enquiry form" onSubmit={handleSubmit(setSent)}>
        {text('name', 'Name', Input)}
        {text('message', 'Message', Input.TextArea)}
        {text('password', 'Password', Input)}
        <Controller
          control={control}
          name="updates"
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)}>
              Send me course updates
            </Checkbox>
          )}
        />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Select
              aria-label="Category"
              virtual={false}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: '', label: 'All categories' },
                { value: 'data', label: 'Data' },
              ]}
            />
          )}
        />
        <button type="submit">Send</button>
      </form>
      <output>{JSON.stringify(watch())}</output>
      {sent && <output aria-label="Sent">{JSON.stringify(sent)}</output>}
    </main>
  );
}

/** The page as the server sends it; returns #root and the server's content. */
function serverPage(): { root: HTMLElement; server: HTMLElement } {
  document.body.innerHTML = `<div id="root"><div class="sh-ssr-frame"><main><div id="${SERVER_RENDERED_ID}">${renderToString(<EnquiryPage />)}</div></main></div></div>`;
  const root = document.getElementById('root');
  const server = document.getElementById(SERVER_RENDERED_ID);
  if (!root || !server) throw new Error('no server page');
  return { root, server };
}

/** The app takes over; resolves with its content once the server's is gone. */
async function takeOver(root: HTMLElement): Promise<HTMLElement> {
  const app = claimServerRendered(root);
  render(<EnquiryPage />, { container: app });
  await waitFor(() => expect(document.getElementById(SERVER_RENDERED_ID)).toBeNull());
  return app;
}

const formState = (app: HTMLElement) => JSON.parse(app.querySelector('output')?.textContent ?? '{}') as Values;

/** What a visitor's typing leaves in a field of plain HTML. */
function type(field: HTMLElement, value: string): void {
  (field as HTMLInputElement).value = value;
}

afterEach(() => {
  delete document.documentElement.dataset.shPendingClick;
  delete document.documentElement.dataset.shPendingSubmit;
});

/** The app drawn, hidden over the server's page, which it has not taken over. */
async function drawnBehind(root: HTMLElement): Promise<HTMLElement> {
  const app = claimServerRendered(root);
  render(<EnquiryPage />, { container: app });
  await within(app).findByRole('heading', { level: 1, hidden: true });
  return app;
}

describe('the hand-over of a server-rendered page', () => {
  it("carries a <label for>-named field's and a textarea's text into the app's form, with the focus and caret", async () => {
    const { root, server } = serverPage();
    const name = within(server).getByLabelText<HTMLInputElement>('Name');
    type(name, 'Kavya Menon');
    type(within(server).getByLabelText('Message'), 'Is there a weekend batch?\nThanks');
    name.focus();
    name.setSelectionRange(5, 5);

    const app = await takeOver(root);
    const own = within(app).getByLabelText<HTMLInputElement>('Name');
    expect(own.value).toBe('Kavya Menon');
    expect(within(app).getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Is there a weekend batch?\nThanks');
    expect(formState(app)).toMatchObject({ name: 'Kavya Menon', message: 'Is there a weekend batch?\nThanks' });
    expect(document.activeElement).toBe(own);
    expect([own.selectionStart, own.selectionEnd]).toEqual([5, 5]);
  });

  it("carries a checkbox's ticked state into the app's form", async () => {
    const { root, server } = serverPage();
    within(server).getByLabelText<HTMLInputElement>('Send me course updates').checked = true;

    const app = await takeOver(root);
    expect(within(app).getByLabelText<HTMLInputElement>('Send me course updates').checked).toBe(true);
    expect(formState(app).updates).toBe(true);
  });

  it('waits while the visitor is at a password, and takes over once it is left empty, carrying no password', async () => {
    const { root, server } = serverPage();
    const password = within(server).getByLabelText<HTMLInputElement>('Password');
    type(password, 'secret-123');
    const app = await drawnBehind(root);
    // The server's field keeps what was typed: the app's own, empty, would take its place.
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 50)));
    expect(document.getElementById(SERVER_RENDERED_ID)).not.toBeNull();

    type(password, '');
    password.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(document.getElementById(SERVER_RENDERED_ID)).toBeNull());
    expect(within(app).getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(formState(app).password).toBe('');
  });

  it('waits while a password field has the focus, even empty', async () => {
    const { root, server } = serverPage();
    const password = within(server).getByLabelText<HTMLInputElement>('Password');
    password.focus();
    await drawnBehind(root);
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 50)));
    expect(document.getElementById(SERVER_RENDERED_ID)).not.toBeNull();
    within(server).getByLabelText<HTMLInputElement>('Name').focus();
    await waitFor(() => expect(document.getElementById(SERVER_RENDERED_ID)).toBeNull());
  });

  it('sends a form the visitor sent on the server page, with what they typed there, password included', async () => {
    const { root, server } = serverPage();
    type(within(server).getByLabelText('Name'), 'Kavya Menon');
    type(within(server).getByLabelText('Password'), 'secret-123');
    // What wake.js leaves of a tap on Send: the button's name, and the form's, whose sending it stopped.
    document.documentElement.dataset.shPendingClick = 'Send';
    document.documentElement.dataset.shPendingSubmit = 'Enquiry form';

    const app = await takeOver(root);
    const sent = await within(app).findByRole('status', { name: 'Sent' });
    expect(JSON.parse(sent.textContent ?? '{}')).toMatchObject({ name: 'Kavya Menon', password: 'secret-123' });
    expect(document.documentElement.dataset.shPendingSubmit).toBeUndefined();
  });

  it('leaves fields the visitor did not touch as the app draws them', async () => {
    const { root } = serverPage();
    const app = await takeOver(root);
    expect(formState(app)).toEqual({ name: '', message: '', updates: false, password: '', category: '' });
    expect(document.activeElement).toBe(document.body);
  });

  it('opens the select the visitor tapped on the server page (named by wake.js)', async () => {
    const { root } = serverPage();
    document.documentElement.dataset.shPendingClick = 'Category';

    const app = await takeOver(root);
    const category = within(app).getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category.getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(category);
    expect(document.documentElement.dataset.shPendingClick).toBeUndefined();
  });
});

/** A shell whose header is drawn at once and whose page (a remote's) comes later; its menu opens on the body. */
function HeaderFirst({ pageReady }: { pageReady: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <header>
        <button type="button" aria-label="Open navigation" onClick={() => setOpen(true)}>
          ≡
        </button>
      </header>
      {open &&
        createPortal(
          <div role="dialog" aria-label="Menu">
            Menu
          </div>,
          document.body,
        )}
      <main>{pageReady && <h1>Data Analytics</h1>}</main>
    </>
  );
}

describe("a tap on the server's header before the app is there", () => {
  it("is pressed on the app's header as soon as that is drawn, before the page under it", async () => {
    document.body.innerHTML = `<div id="root"><div class="sh-ssr-frame"><header><button type="button" aria-label="Open navigation">≡</button></header><main><div id="${SERVER_RENDERED_ID}"><h1>Data Analytics</h1></div></main></div></div>`;
    const root = document.getElementById('root');
    if (!root) throw new Error('no server page');
    document.documentElement.dataset.shPendingClick = 'Open navigation';
    const app = claimServerRendered(root);
    const view = render(<HeaderFirst pageReady={false} />, { container: app });
    // The menu is open over the server's page, which stays until the app's page is there.
    expect(await within(document.body).findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(document.getElementById(SERVER_RENDERED_ID)).not.toBeNull();
    expect(document.documentElement.dataset.shPendingClick).toBeUndefined();

    view.rerender(<HeaderFirst pageReady />);
    await waitFor(() => expect(document.getElementById(SERVER_RENDERED_ID)).toBeNull());
    expect(within(document.body).getAllByRole('dialog', { name: 'Menu' })).toHaveLength(1);
  });
});

describe("a link drawn as a button (ButtonLink) while the server's page is shown", () => {
  it('is followed by the browser, the server answering sooner; once the app took over, by the app', async () => {
    document.body.innerHTML = `<div id="root"><div class="sh-ssr-frame"><main><div id="${SERVER_RENDERED_ID}"><h1>Data Analytics</h1></div></main></div></div>`;
    const root = document.getElementById('root');
    if (!root) throw new Error('no server page');
    const app = claimServerRendered(root);
    // A drawer of the app's, on the page's body: shown while the app itself is still hidden.
    const drawer = document.createElement('div');
    document.body.append(drawer);
    const view = render(
      <MemoryRouter>
        <ButtonLink to="/auth">Login</ButtonLink>
      </MemoryRouter>,
      { container: drawer },
    );
    const followedByApp = () => {
      let prevented = false;
      const seen = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', seen);
      within(drawer).getByRole('link', { name: 'Login' }).click();
      window.removeEventListener('click', seen);
      return prevented;
    };
    expect(followedByApp()).toBe(false);

    render(<EnquiryPage />, { container: app });
    await waitFor(() => expect(document.getElementById(SERVER_RENDERED_ID)).toBeNull());
    expect(followedByApp()).toBe(true);
    view.unmount();
  });
});

describe("the server's style sheets", () => {
  /** The head as the server sends a page: its sheets marked as its own, the site's icon and a sheet of the app's. */
  const SERVER_SHEETS = [`/page-styles/${'a'.repeat(32)}.css`, `/page-styles/${'b'.repeat(32)}.css`];
  /** The head's links and hoisted sheets (antd's own styles, which it puts there as it draws, left out). */
  const sheetsInHead = () =>
    [...document.head.querySelectorAll('link, style[data-precedence]')].map(
      (el) => el.getAttribute('href') ?? `style ${el.getAttribute('data-href')}`,
    );

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("stay while the server's page is shown, and only they leave when the app takes over", async () => {
    document.head.innerHTML = [
      '<link rel="icon" href="/favicon.svg">',
      ...SERVER_SHEETS.map((href) => `<link rel="stylesheet" href="${href}" ${SERVER_STYLES_ATTR}>`),
      '<link rel="stylesheet" href="/static/css/async/app.css">',
    ].join('');
    const { root, server } = serverPage();
    // A sheet a component of the page hoists (React's <style href precedence>), which the app adopts.
    server.insertAdjacentHTML('beforeend', '<style data-href="course-layout" data-precedence="default"></style>');
    const password = within(server).getByLabelText<HTMLInputElement>('Password');
    password.focus();
    await drawnBehind(root);
    // The visitor is at a password: the server's page stays, and so do its sheets.
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 50)));
    expect(document.getElementById(SERVER_RENDERED_ID)).not.toBeNull();
    expect(sheetsInHead()).toEqual(['/favicon.svg', ...SERVER_SHEETS, '/static/css/async/app.css']);

    within(server).getByLabelText<HTMLInputElement>('Name').focus();
    await waitFor(() => expect(document.getElementById(SERVER_RENDERED_ID)).toBeNull());
    expect(sheetsInHead()).toEqual(['/favicon.svg', '/static/css/async/app.css', 'style course-layout']);
  });
});
