import { configureApiBase } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { queryClient } from '@skillhub/shared/query-client';
import type { ThemeMode } from '@skillhub/shared/remote-props';
import { act, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { myCourse } from '../test/learner-fixtures.ts';
import { ok, type ScriptedApi, startScriptedApi } from '../test/scripted-api.ts';
import { signInAsLearner, signOut } from '../test/session.ts';
import { bootstrap, mount, unmount, update } from './app.tsx';

type LifecycleProps = Parameters<typeof mount>[0];

/** What the shell's <Parcel> hands a remote: single-spa's own props beside the RemoteProps. */
function parcelProps(domElement: HTMLElement, themeMode: ThemeMode = 'light'): LifecycleProps {
  // single-spa-react reads only name and domElement of single-spa's props; the rest stay out of the test.
  return { name: 'learner', domElement, basePath: '/', area: 'public', themeMode } as never;
}

/** Awaiting single-spa-react's lifecycles inside act() never settles: start them in act(), await after. */
async function inAct(start: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = start();
  });
  await pending;
}

let server: ScriptedApi;
let domElement: HTMLElement;

beforeAll(async () => {
  server = await startScriptedApi();
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

describe('the learner remote, mounted as the shell mounts it', () => {
  it('renders My courses at /my-courses, follows prop updates and unmounts cleanly', async () => {
    server.on(`GET ${apiPaths.enrollments.myCourses}`, () => ok([myCourse()]));
    signInAsLearner();
    const area = await mountAt('/my-courses');

    await within(area).findByRole('article', { name: 'Full Stack Web Development' });
    await inAct(() => update(parcelProps(area, 'dark')));
    within(area).getByRole('heading', { name: 'My courses' });

    await inAct(() => unmount(parcelProps(area)));
    expect(area.childElementCount).toBe(0);
  });

  it('renders nothing at a path it does not own (the shell or another remote shows it)', async () => {
    const area = await mountAt('/courses');
    expect(area.textContent).toBe('');
    await inAct(() => unmount(parcelProps(area)));
  });
});
