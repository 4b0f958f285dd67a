import { setLocale } from '@skillhub/shared/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetPage, setDeployedRemotes, startTestApi, type TestApi } from '../test/shell-test-kit.tsx';

/** The tab's title follows the shell's page, moved to within the app, and its language. */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
beforeEach(() => {
  resetPage();
  api.reset();
  setDeployedRemotes([]);
  document.title = 'Skillhub';
});
afterEach(resetPage);
afterAll(() => api.close());

describe('the document title', () => {
  it("is each fixed public page's own, after a move within the app and in Hindi", async () => {
    renderApp('/contact-us');
    await waitFor(() => expect(document.title).toBe('Contact Us | Skillhub'));

    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Skillhub'));

    await setLocale('hi');
    await waitFor(() => expect(document.title).toBe('गोपनीयता नीति | Skillhub'));
  });

  it('names each skill page and the home page', async () => {
    const { router } = renderApp('/foundational-skill');
    await waitFor(() => expect(document.title).toBe('Foundational skills | Skillhub'));
    await router.navigate('/employability-skill');
    await waitFor(() => expect(document.title).toBe('Employability skills | Skillhub'));
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe('Skillhub: online skill-training courses in India'));
  });

  it('goes back to the company name on a shell page outside the table, not keeping the page before', async () => {
    const { router } = renderApp('/terms-and-conditions');
    await waitFor(() => expect(document.title).toBe('Terms and Conditions | Skillhub'));
    await router.navigate('/reset-password/Zr3xT0kenWithTwentyPlusChars_-');
    await waitFor(() => expect(document.title).toBe('Skillhub'));
  });
});
