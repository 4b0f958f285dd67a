import {
  SIDEBAR_COLLAPSE_BREAKPOINT_PX,
  SIDEBAR_DRAWER_BREAKPOINT_PX,
  SIDEBAR_LARGE_SCREEN_PX,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_OPEN,
} from '@skillhub/shared/constants';
import { sessionStore, sidebarAtom } from '@skillhub/shared/session';
import { useMediaQuery } from '@skillhub/shared/ui/use-media-query';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect } from 'react';

export interface SidebarState {
  /** at 600px or less: a temporary drawer instead of a fixed column */
  isDrawer: boolean;
  /** 1024px and up: the collapse toggle is offered */
  isLargeScreen: boolean;
  /** labels shown (always in the drawer) */
  expanded: boolean;
  /** width the fixed column takes, 0 in drawer mode */
  width: number;
  isMobileOpen: boolean;
  toggleCollapsed: () => void;
  setMobileOpen: (open: boolean) => void;
}

/**
 * The sidebar's behaviour, kept in `sidebarAtom`: crossing 768px collapses (at or below) or expands
 * (above) the column; the user may then toggle it on large screens; at 600px or less it becomes a drawer.
 */
export function useSidebarState(): SidebarState {
  const isDrawer = useMediaQuery(`(max-width: ${SIDEBAR_DRAWER_BREAKPOINT_PX}px)`);
  const isNarrow = useMediaQuery(`(max-width: ${SIDEBAR_COLLAPSE_BREAKPOINT_PX}px)`);
  const isLargeScreen = useMediaQuery(`(min-width: ${SIDEBAR_LARGE_SCREEN_PX}px)`);
  const [state, setState] = useAtom(sidebarAtom, { store: sessionStore });

  // Layout effect: the first paint already has the width the screen calls for.
  useLayoutEffect(() => {
    setState((s) => (s.open === !isNarrow ? s : { ...s, open: !isNarrow }));
  }, [isNarrow, setState]);

  useEffect(() => {
    if (!isDrawer) setState((s) => (s.isMobileOpen ? { ...s, isMobileOpen: false } : s));
  }, [isDrawer, setState]);

  const toggleCollapsed = useCallback(() => setState((s) => ({ ...s, open: !s.open })), [setState]);
  const setMobileOpen = useCallback(
    (isMobileOpen: boolean) => setState((s) => (s.isMobileOpen === isMobileOpen ? s : { ...s, isMobileOpen })),
    [setState],
  );

  const expanded = isDrawer || state.open;
  return {
    isDrawer,
    isLargeScreen,
    expanded,
    width: isDrawer ? 0 : expanded ? SIDEBAR_WIDTH_OPEN : SIDEBAR_WIDTH_COLLAPSED,
    isMobileOpen: isDrawer && state.isMobileOpen,
    toggleCollapsed,
    setMobileOpen,
  };
}
