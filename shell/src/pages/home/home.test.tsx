import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { category, failure, learner, ok, renderApp, signInAs, withTestApi } from '../../test/shell-test-kit.tsx';

const api = withTestApi();

describe('home page', () => {
  it('shows the categories from the API with their course counts, each linking to its courses', async () => {
    api.on('GET /course/category', () => ok([category(1, 1), category(2, 3)]));
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Explore by category' })).closest('section')!;
    await within(section).findByText('Category 1');
    expect(within(section).getByText('1 course')).toBeTruthy();
    expect(within(section).getByText('3 courses')).toBeTruthy();
    expect(within(section).getByText('Category 2').closest('a')?.getAttribute('href')).toBe(
      `/courses?category=${category(2)._id}`,
    );
  });

  it('says so when the categories cannot be loaded, and can try again', async () => {
    api.on('GET /course/category', () => failure(500, 'Database unavailable'));
    renderApp('/');
    expect(await screen.findByText(/could not be loaded/, undefined)).toBeTruthy();
    api.on('GET /course/category', () => ok([category(4)]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Category 4')).length).toBeGreaterThan(0);
  });

  it('leads to the courses and, for a visitor, to sign up', async () => {
    const { router } = renderApp('/');
    // Links, which work on the server's page before the app is there, followed within the app.
    const explore = await screen.findByRole('link', { name: /Explore courses/ });
    expect(explore.getAttribute('href')).toBe('/courses');
    await userEvent.click(explore);
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    await router.navigate('/');
    const signUp = await screen.findByRole('link', { name: 'Sign up free' });
    expect(signUp.getAttribute('href')).toBe('/auth');
    await userEvent.click(signUp);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('does not offer sign-up to a signed-in learner', async () => {
    signInAs(learner());
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Sign up free' })).toBeNull();
  });
});
