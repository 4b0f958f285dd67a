import { theme as antdTheme, type ThemeConfig } from 'antd';
import { THEME_BREAKPOINTS } from './constants.ts';
import type { ThemeMode } from './remote-props.ts';

/** The antd theme for both palettes; shell and remotes wrap their roots in it. */

export const BRAND_PRIMARY = '#4f46e5';

const shared: ThemeConfig['token'] = {
  colorPrimary: BRAND_PRIMARY,
  colorInfo: BRAND_PRIMARY,
  borderRadius: 8,
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif",
  screenXS: THEME_BREAKPOINTS.xs + 480,
  screenSM: THEME_BREAKPOINTS.sm,
  screenMD: THEME_BREAKPOINTS.md,
  screenLG: THEME_BREAKPOINTS.lg,
  screenXL: THEME_BREAKPOINTS.xl,
};

export function themeConfig(mode: ThemeMode): ThemeConfig {
  return {
    cssVar: { key: 'skillhub' },
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      ...shared,
      ...(mode === 'dark' ? { colorBgLayout: '#0b0d17', colorBgContainer: '#141726' } : { colorBgLayout: '#f5f6fb' }),
    },
  };
}
