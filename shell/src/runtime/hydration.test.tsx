import type { ThemeMode } from '@skillhub/shared/remote-props';
import { authAtom, sessionStore, signedOut } from '@skillhub/shared/session';
import { useShownAuth, useShownTheme } from '@skillhub/shared/ui/hydration';
import { LazyPage, loadedPage } from '@skillhub/shared/ui/lazy-page';
import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { act, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A server-rendered page made the app's by hydration: the server's markup is the page rendered to a string in the
 * providers a root has (RemoteRoot, light theme, signed out), and the browser's root hydrates it with the
 * visitor's own theme and session, which follow in a second render.
 */

/** `chosen`: the visitor's theme, which only the browser knows (the server draws the light one). */
function EnquiryPage({ chosen }: { chosen: ThemeMode }) {
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const auth = useShownAuth();
  const theme = useShownTheme(chosen);
  return (
    <main>
      <h1>Data Analytics</h1>
      <p>
        {auth.isAuthenticated ? 'Signed in' : 'Signed out'}, {theme}
      </p>
      <form aria-label="Enquiry form" onSubmit={handleSubmit((values) => setSent(values.name))}>
        <Form.Item layout="vertical" label="Name" htmlFor={`${id}-name`}>
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <Input id={`${id}-name`} value={field.value} onChange={(event) => field.onChange(event.target.value)} />
            )}
          />
        </Form.Item>
        <button type="submit">Send</button>
      </form>
      {sent !== null && <output>Sent: {sent}</output>}
    </main>
  );
}

/** The page as a root draws it: in a LazyPage, which hands it what the visitor did before (early-input.ts). */
const onServer = loadedPage(() => <EnquiryPage chosen="light" />);
const inBrowser = loadedPage(() => <EnquiryPage chosen="dark" />);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  sessionStore.set(authAtom, signedOut);
  document.body.innerHTML = '';
});

/** The server's markup of the page in #root, as the server sends it. */
function serverPage(): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(
    <RemoteRoot themeMode="light">
      <LazyPage source={onServer} />
    </RemoteRoot>,
  )}</div>`;
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  return container;
}

function hydrate(container: HTMLElement, mismatches: unknown[]): void {
  act(() => {
    root = hydrateRoot(
      container,
      <RemoteRoot themeMode="dark" serverRendered>
        <LazyPage source={inBrowser} />
      </RemoteRoot>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
}

describe('a server-rendered page hydrated by the app', () => {
  it("keeps the server's elements and shows the visitor's theme and session after, without a mismatch", async () => {
    const container = serverPage();
    const heading = container.querySelector('h1');
    expect(container.querySelector('p')?.textContent).toBe('Signed out, light');
    // The visitor's session, which only the browser knows.
    sessionStore.set(authAtom, { ...signedOut, accessToken: 'token', isAuthenticated: true });
    const mismatches: unknown[] = [];
    hydrate(container, mismatches);
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Signed in, dark'));
    expect(container.querySelector('h1')).toBe(heading);
    expect(mismatches).toEqual([]);
  });

  it("takes the text typed before it hydrated as its form's, the field and its focus kept", async () => {
    const container = serverPage();
    const field = container.querySelector('input');
    if (!field) throw new Error('no field');
    field.focus();
    field.value = 'Kavya Menon';
    const mismatches: unknown[] = [];
    hydrate(container, mismatches);
    expect(container.querySelector('input')).toBe(field);
    expect(field.value).toBe('Kavya Menon');
    expect(document.activeElement).toBe(field);
    act(() => container.querySelector('button')?.click());
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('Sent: Kavya Menon'));
    expect(mismatches).toEqual([]);
  });

  it('presses again a button tapped before the app was there, once React owns it', async () => {
    const container = serverPage();
    const field = container.querySelector('input');
    if (!field) throw new Error('no field');
    field.value = 'Ravi';
    window.shEarlyInput = { click: container.querySelector('button') };
    hydrate(container, []);
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('Sent: Ravi'));
    expect(window.shEarlyInput.click).toBeNull();
    window.shEarlyInput = undefined;
  });
});
