import { configureApiBase } from '@skillhub/shared/api-client';
import { queryClient } from '@skillhub/shared/query-client';
import type { ThemeMode } from '@skillhub/shared/remote-props';
import { ok, type ScriptedServer, startScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { act, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categoryFixture } from '../test/fixtures.ts';
import { categoryPermissions, signInAs, signOut } from '../test/session.ts';
import { bootstrap, mount, unmount, update } from './app.tsx';

type LifecycleProps = Parameters<typeof mount>[0];

/** What the shell's <Parcel> hands a remote: single-spa's own props beside the RemoteProps. */
function parcelProps(domElement: HTMLElement, themeMode: ThemeMode = 'light'): LifecycleProps {
  // single-spa-react reads only name and domElement of single-spa's props; the rest stay out of the test.
  return { name: 'courses', domElement, basePath: '/dashboard', area: 'dashboard', themeMode } as never;
}

/** Awaiting single-spa-react's lifecycles inside act() never settles: start them in act(), await after. */
async function inAct(start: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = start();
  });
  await pending;
}

let server: ScriptedServer;
let domElement: HTMLElement;

beforeAll(async () => {
  server = await startScriptedServer();
  configureApiBase(server.apiBase);
});
afterAll(() => server.close());
afterEach(() => {
  domElement.remove();
  server.reset();
  queryClient.clear();
  signOut();
});

async function mountAt(path: string): Promise<HTMLElement> {
  window.history.pushState(null, '', path);
  domElement = document.createElement('div');
  document.body.append(domElement);
  await bootstrap(parcelProps(domElement));
  await inAct(() => mount(parcelProps(domElement)));
  return domElement;
}

describe('the courses remote, mounted as the shell mounts it', () => {
  it('renders the Category page at /dashboard/category, follows prop updates and unmounts cleanly', async () => {
    server.on('GET /course/category', () => ok([categoryFixture('Data Science')]));
    signInAs(categoryPermissions('create'));
    const area = await mountAt('/dashboard/category');

    const table = await within(area).findByRole('table', { name: 'Active categories' });
    await within(table).findByText('Data Science');
    within(area).getByRole('button', { name: 'Add Category' });

    await inAct(() => update(parcelProps(area, 'dark')));
    within(area).getByRole('heading', { name: 'Category' });

    await inAct(() => unmount(parcelProps(area)));
    expect(area.childElementCount).toBe(0);
  });

  it('renders nothing at a path it does not own (the shell shows its 404 there)', async () => {
    const area = await mountAt('/dashboard/no-such-page');
    expect(area.textContent).toBe('');
    await inAct(() => unmount(parcelProps(area)));
  });
});
