import { clearSession, SPLASH_STORAGE_KEY, sessionStore, splashAtom } from '@skillhub/shared/session';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetPage } from '../test/shell-test-kit.tsx';
import { SPLASH_FADE_MS, SPLASH_VISIBLE_MS, SplashScreen } from './splash-screen.tsx';

/** The browser's own reduced-motion setting (happy-dom answers matchMedia from it). */
function setReducedMotion(reduce: boolean): void {
  (
    window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }
  ).happyDOM.settings.device.prefersReducedMotion = reduce ? 'reduce' : 'no-preference';
}

const splash = () => screen.queryByText('Loading Skillhub')?.closest<HTMLElement>('[role="status"]') ?? null;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  resetPage();
  sessionStore.set(splashAtom, { hasShown: false });
  setReducedMotion(false);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setReducedMotion(false);
  sessionStore.set(splashAtom, { hasShown: false });
  resetPage();
});

describe('splash screen', () => {
  it('shows the mark on the first load of the session as a polite status, then fades out and leaves', () => {
    renderWithProviders(<SplashScreen />);
    const status = splash();
    expect(status).not.toBeNull();
    expect(status?.getAttribute('aria-live')).toBe('polite');
    // The mark is decorative; the status text says what is happening.
    expect(status?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(status?.className).toContain('sh-splash--animated');
    expect(sessionStore.get(splashAtom)).toEqual({ hasShown: true });
    expect(window.sessionStorage.getItem(SPLASH_STORAGE_KEY)).toBe('true');

    advance(SPLASH_VISIBLE_MS - 1);
    expect(splash()?.className).not.toContain('sh-splash--leaving');
    advance(1);
    expect(splash()?.className).toContain('sh-splash--leaving');
    advance(SPLASH_FADE_MS);
    expect(splash()).toBeNull();
  });

  it('is not shown again in the same session: not after a reload, nor when the page mounts it again', () => {
    window.sessionStorage.setItem(SPLASH_STORAGE_KEY, 'true');
    // A signed-out page starts with the logout, which empties the storages but keeps this.
    clearSession();
    const reload = renderWithProviders(<SplashScreen />);
    expect(splash()).toBeNull();
    reload.unmount();

    window.sessionStorage.clear();
    sessionStore.set(splashAtom, { hasShown: true });
    renderWithProviders(<SplashScreen />);
    expect(splash()).toBeNull();
  });

  it('respects reduced motion: no pulse, and it leaves at once instead of fading', () => {
    setReducedMotion(true);
    renderWithProviders(<SplashScreen />);
    expect(splash()?.className).not.toContain('sh-splash--animated');
    advance(SPLASH_VISIBLE_MS);
    expect(splash()).toBeNull();
  });
});
