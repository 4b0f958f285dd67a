import { COMPANY, GENERIC_ERROR_MESSAGE } from '@skillhub/shared/constants';
import { fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authData,
  category,
  failure,
  learner,
  ok,
  renderApp,
  resetPage,
  setDeployedRemotes,
  setViewportWidth,
  signInAs,
  startTestApi,
  superAdmin,
  type TestApi,
} from '../../test/shell-test-kit.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterEach(resetPage);
afterAll(() => api.close());
beforeEach(() => {
  resetPage();
  api.reset();
  setDeployedRemotes([]);
  window.scrollTo(0, 0);
});

const header = () => screen.getByRole('banner');
const phoneName = (name: string) => name.includes(COMPANY.phone);
const containing = (text: string) => (name: string) => name.includes(text);

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

async function openAccountMenu(name = 'Priya Sharma') {
  await userEvent.click(await screen.findByRole('button', { name: `Account menu for ${name}` }));
  return screen.findByRole('navigation', { name: 'Account' });
}

describe('public header', () => {
  it('hides when scrolling down past 100px and shows again on scrolling up', async () => {
    renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 });
    expect(header().dataset.hidden).toBe('false');
    scrollTo(80);
    expect(header().dataset.hidden).toBe('false');
    scrollTo(250);
    expect(header().dataset.hidden).toBe('true');
    scrollTo(400);
    expect(header().dataset.hidden).toBe('true');
    scrollTo(300);
    expect(header().dataset.hidden).toBe('false');
  });

  it('keeps the place a visitor scrolled to on the first page, and starts a new page at the top', async () => {
    // The server's page, scrolled before the app takes it over.
    window.scrollTo(0, 600);
    const { router } = renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 });
    expect(window.scrollY).toBe(600);

    await act(() => router.navigate('/privacy-policy'));
    await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
    expect(window.scrollY).toBe(0);
  });

  it('offers the nav links, the phone and Login to a signed-out visitor', async () => {
    const { router } = renderApp('/privacy-policy');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Courses', '/courses'],
      ['Blogs', '/blog'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(within(header()).getByRole('link', { name: phoneName }).getAttribute('href')).toBe(COMPANY.phoneHref);
    expect(within(header()).queryByRole('button', { name: 'Open navigation' })).toBeNull();
    // Login is a link (it works on the server's page before the app is there), followed within the app.
    const login = within(header()).getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/auth');
    await userEvent.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("collapses into a panel from the right at 700px and below, the browser's popover the button opens", async () => {
    setViewportWidth(390);
    const { router } = renderApp('/privacy-policy');
    expect(within(header()).queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Login' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Open navigation' });
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Closed, it holds nothing; the browser opens it on the button's tap, saying so first (the test's DOM has no
    // popovers: the test says it).
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      panel.dispatchEvent(Object.assign(new Event('beforetoggle'), { oldState: 'closed', newState: 'open' }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Close navigation' }).getAttribute('popovertargetaction')).toBe(
      'hide',
    );
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Courses', 'Blogs', 'Contact Us', ` ${COMPANY.phone}`, 'Login', 'Signup']);
    // Links, which the browser follows while the server's page is still shown; in the app, moves within it.
    expect(within(drawer).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Signup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?view=signup');
  });
});

describe('avatar menu', () => {
  it("draws the user's initials, or their picture, inside the named button", async () => {
    signInAs(learner());
    renderApp('/privacy-policy');
    const button = await screen.findByRole('button', { name: 'Account menu for Priya Sharma' });
    expect(button.querySelector('.sh-avatar')?.textContent).toBe('PS');
    cleanup();
    const withPicture = learner();
    signInAs({ ...withPicture, user: { ...withPicture.user, profilePic: '/uploads/priya.webp' } });
    renderApp('/privacy-policy');
    const again = await screen.findByRole('button', { name: 'Account menu for Priya Sharma' });
    expect(again.querySelector('.sh-avatar img')?.getAttribute('src')).toBe('/uploads/priya.webp');
    expect(again.querySelector('.sh-avatar')?.textContent).toBe('');
  });

  it('shows the name and role; a SUPER_ADMIN who may read the dashboard sees only Dashboard', async () => {
    signInAs(superAdmin());
    renderApp('/privacy-policy');
    const menu = await openAccountMenu();
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dashboard']);
    expect(screen.getByText('Super Admin')).toBeTruthy();
  });

  it('a USER without Dashboard read sees only My Courses', async () => {
    signInAs(learner());
    renderApp('/privacy-policy');
    const menu = await openAccountMenu();
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['My Courses']);
    expect(screen.getByText('User')).toBeTruthy();
  });

  it('anyone else sees both', async () => {
    const dashboardRead = normalizePermissions([
      { name: 'Dashboard', operations: { create: false, read: true, update: false, delete: false } },
    ]);
    signInAs(authData('CONTENT_EDITOR', dashboardRead));
    const { router } = renderApp('/privacy-policy');
    const menu = await openAccountMenu();
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dashboard', 'My Courses']);
    expect(screen.getByText('Content Editor')).toBeTruthy();
    await userEvent.click(within(menu).getByRole('button', { name: 'My Courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-courses'));
  });
});

describe('logout', () => {
  it('tells the server, clears the session, says so and goes to /', async () => {
    api.on('POST /user/logout', () => ok(undefined, 'Logged out'));
    signInAs(learner());
    const { router } = renderApp('/privacy-policy');
    await openAccountMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/user/logout')?.authorization).toBe('Bearer token-USER');
    expect(sessionStore.get(authAtom).accessToken).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it("shows the server's message on failure and still signs out on this device", async () => {
    api.on('POST /user/logout', () => failure(503, 'Sign-out service is unavailable'));
    signInAs(learner());
    renderApp('/privacy-policy');
    await openAccountMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign-out service is unavailable')).toBeTruthy();
    expect(sessionStore.get(authAtom).accessToken).toBeNull();
  });

  it('falls back to the generic message when the server gives none', async () => {
    api.on('POST /user/logout', () => ({ status: 500, body: {} }));
    signInAs(learner());
    renderApp('/privacy-policy');
    await openAccountMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeTruthy();
  });

  it('from a dashboard page lands on /, not on /auth', async () => {
    api.on('POST /user/logout', () => ok());
    signInAs(authData('SUPER_ADMIN', fullPermissions()));
    const { router } = renderApp('/dashboard/no-such-page');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(sessionStore.get(authAtom).accessToken).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('footer', () => {
  it('lists at most the first 5 categories, each linking to its courses', async () => {
    api.on('GET /course/category', () => ok([1, 2, 3, 4, 5, 6, 7].map((n) => category(n))));
    renderApp('/privacy-policy');
    const footer = screen.getByRole('contentinfo');
    const heading = within(footer).getByRole('heading', { name: 'Course Categories' });
    const list = heading.nextElementSibling as HTMLElement;
    await within(list).findByText('Category 1');
    const links = within(list)
      .getAllByRole('link')
      .filter((a) => a.textContent?.startsWith('Category'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [`Category ${n}`, `/courses?category=${category(n)._id}`]),
    );
  });

  it('asks only for categories with a published course, and never links one without a course', async () => {
    api.on('GET /course/category', () => ok([category(1, 0), category(2, 2), category(3, 0), category(4, 1)]));
    renderApp('/privacy-policy');
    const footer = screen.getByRole('contentinfo');
    const list = within(footer).getByRole('heading', { name: 'Course Categories' }).nextElementSibling as HTMLElement;
    await within(list).findByText('Category 2');
    const names = within(list)
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((text) => text?.startsWith('Category'));
    expect(names).toEqual(['Category 2', 'Category 4']);
    expect(api.callsTo('GET /course/category').map((call) => call.query)).toContainEqual({ published: 'true' });
  });

  it('links the legal pages and the blog, four social profiles, the phone and two e-mails', () => {
    renderApp('/privacy-policy');
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Daily Blogs', '/blog'],
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    for (const social of COMPANY.social) {
      expect(
        within(footer)
          .getByRole('link', { name: `Skillhub on ${social.name}` })
          .getAttribute('href'),
      ).toBe(social.href);
    }
    expect(within(footer).getByRole('link', { name: phoneName })).toBeTruthy();
    for (const email of COMPANY.emails) {
      expect(
        within(footer)
          .getByRole('link', { name: containing(email) })
          .getAttribute('href'),
      ).toBe(`mailto:${email}`);
    }
  });
});
