import { useCallback, useSyncExternalStore } from 'react';
import { THEME_BREAKPOINTS } from '../constants.ts';

/**
 * Live CSS media-query matching. Read synchronously on the first render (not after an effect, as antd's
 * Grid.useBreakpoint does), so a phone never flashes the desktop layout of a dialog before switching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Below the theme's `sm` breakpoint (600px): phones, where dialogs become bottom sheets. */
export const SMALL_SCREEN_QUERY = `(max-width: ${THEME_BREAKPOINTS.sm - 0.02}px)`;

export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
