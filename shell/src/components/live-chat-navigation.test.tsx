import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { setRuntimeConfig } from '../runtime/runtime-config.ts';
import { renderApp, resetPage, signInAs, startTestApi, superAdmin, type TestApi } from '../test/shell-test-kit.tsx';
import { LIVE_CHAT_SCRIPT_ID } from './live-chat.tsx';

/**
 * A document that ran the vendor's widget leaves the public pages for the dashboard, a sign-in or a learner page by
 * a full page load, never by the router. (Whether a widget ran is the document's: this file starts without one,
 * and the tests run in order.)
 */

let api: TestApi;
let assign: MockInstance<Location['assign']>;
const WIDGET = '/chat/widget.js';
const script = () => document.getElementById(LIVE_CHAT_SCRIPT_ID);
const chatButton = () => screen.queryByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });

interface HappyDom {
  settings: { handleDisabledFileLoadingAsSuccess: boolean };
}
const happyDom = () => (window as unknown as { happyDOM: HappyDom }).happyDOM;

beforeAll(async () => {
  api = await startTestApi();
  // The widget's script is never fetched here: what matters is that the page put it on.
  happyDom().settings.handleDisabledFileLoadingAsSuccess = true;
});
afterAll(async () => {
  happyDom().settings.handleDisabledFileLoadingAsSuccess = false;
  await api.close();
});
beforeEach(() => {
  resetPage();
  api.reset();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(async () => {
  await api.quiet();
  resetPage();
  script()?.remove();
  assign.mockRestore();
});

async function openTerms() {
  const view = renderApp('/terms-and-conditions');
  await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 });
  return view;
}

describe('without a widget on the page', () => {
  it('moves to the sign-in page within the app', async () => {
    setRuntimeConfig({ remotes: {} });
    const { router } = await openTerms();
    expect(chatButton()).not.toBeNull();
    await act(() => router.navigate('/auth'));
    await screen.findByRole('button', { name: 'Login' });
    expect(assign).not.toHaveBeenCalled();
  });

  it("never runs the widget on a learner's page: the WhatsApp button is there instead", async () => {
    signInAs(superAdmin());
    setRuntimeConfig({ remotes: {}, liveChatUrl: WIDGET });
    renderApp('/my-courses');
    await waitFor(() => expect(chatButton()).not.toBeNull());
    expect(script()).toBeNull();
  });
});

describe('once the widget ran in the document', () => {
  it('moves between public pages within the app, with the widget loaded once', async () => {
    setRuntimeConfig({ remotes: {}, liveChatUrl: WIDGET });
    const { router } = await openTerms();
    expect(script()?.getAttribute('src')).toBe(new URL(WIDGET, window.location.href).href);
    await act(() => router.navigate('/privacy-policy'));
    await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
    expect(document.querySelectorAll(`#${LIVE_CHAT_SCRIPT_ID}`)).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    '/dashboard',
    '/dashboard/settings?tab=roles',
    '/auth',
    '/reset-password/abc123',
    '/my-courses',
    '/course-payment/0f0e',
    '/course/react-basics/learn/0f0e',
  ])('loads %s as a new document instead of routing to it', async (target) => {
    signInAs(superAdmin());
    setRuntimeConfig({ remotes: {}, liveChatUrl: WIDGET });
    const { router } = await openTerms();
    expect(script()).not.toBeNull();

    await act(() => router.navigate(target));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(target));
    expect(router.state.location.pathname).toBe('/terms-and-conditions');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeTruthy();
  });

  it('does so from a public page without the widget too: the document once ran it', async () => {
    signInAs(superAdmin());
    setRuntimeConfig({ remotes: {} });
    const { router } = await openTerms();
    // No widget on this page now, but one ran in this document earlier.
    expect(script()).toBeNull();
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(router.state.location.pathname).toBe('/terms-and-conditions');
  });
});
