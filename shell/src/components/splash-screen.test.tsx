import { clearSession, SPLASH_STORAGE_KEY, sessionStore, splashAtom } from '@skillhub/shared/session';
import { BOOT_SPLASH_ID, BOOT_SPLASH_MARKUP } from '@skillhub/shared/splash';
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
  vi.restoreAllMocks();
  document.getElementById(BOOT_SPLASH_ID)?.remove();
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
    expect(status?.querySelector('svg.sh-splash__mark')?.getAttribute('aria-hidden')).toBe('true');
    expect(status?.className).toContain('sh-splash--animated');
    expect(sessionStore.get(splashAtom)).toEqual({ hasShown: true });
    expect(window.sessionStorage.getItem(SPLASH_STORAGE_KEY)).toBe('true');

    advance(SPLASH_VISIBLE_MS - 1);
    expect(splash()?.className).not.toContain('sh-splash--leaving');
    expect(splash()?.hasAttribute('inert')).toBe(false);
    advance(1);
    expect(splash()?.className).toContain('sh-splash--leaving');
    // Fading, it is out of reach: no contrast check or screen reader meets its faded text.
    expect(splash()?.hasAttribute('inert')).toBe(true);
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

  describe("on a page the app draws, which arrives with the server's splash", () => {
    /** The server's splash in the page, first painted at 100 ms; the app starts at `startedAt`. */
    function arriveWithServerSplash(startedAt: number): void {
      document.body.insertAdjacentHTML('afterbegin', BOOT_SPLASH_MARKUP);
      vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
        name === 'first-contentful-paint' ? [{ startTime: 100 } as PerformanceEntry] : [],
      );
      vi.spyOn(performance, 'now').mockReturnValue(startedAt);
    }

    it('takes it over: one status on the page, and its second counts from the first paint', () => {
      arriveWithServerSplash(700);
      renderWithProviders(<SplashScreen />);
      expect(document.getElementById(BOOT_SPLASH_ID)).toBeNull();
      expect(screen.getAllByText('Loading Skillhub')).toHaveLength(1);
      // 600 ms of the second were spent while the app's code arrived.
      advance(SPLASH_VISIBLE_MS - 600 - 1);
      expect(splash()?.className).not.toContain('sh-splash--leaving');
      advance(1);
      expect(splash()?.className).toContain('sh-splash--leaving');
    });

    it('fades out at once when the app took longer than the second to start', () => {
      arriveWithServerSplash(4_000);
      renderWithProviders(<SplashScreen />);
      advance(0);
      expect(splash()?.className).toContain('sh-splash--leaving');
      advance(SPLASH_FADE_MS);
      expect(splash()).toBeNull();
    });

    it('removes it when none is due (shown earlier in the session): the app draws the page', () => {
      window.sessionStorage.setItem(SPLASH_STORAGE_KEY, 'true');
      arriveWithServerSplash(700);
      renderWithProviders(<SplashScreen />);
      expect(document.getElementById(BOOT_SPLASH_ID)).toBeNull();
      expect(splash()).toBeNull();
    });
  });
});
