import { theme as antdTheme, type ThemeConfig } from 'antd';
import { THEME_BREAKPOINTS } from './constants.ts';
import type { ThemeMode } from './remote-props.ts';
import { BRAND_PRIMARY, FONT_FAMILY, LIGHT_LAYOUT_BACKGROUND } from './theme-colors.ts';

/** The antd theme for both palettes; shell and remotes wrap their roots in it. */

export { BRAND_PRIMARY };

const shared: ThemeConfig['token'] = {
  colorPrimary: BRAND_PRIMARY,
  colorInfo: BRAND_PRIMARY,
  borderRadius: 8,
  fontFamily: FONT_FAMILY,
  ...breakpointTokens(),
};

/**
 * The spec's breakpoints as antd screen tokens. antd derives each Min/Max from its own defaults, not from
 * overridden values, and throws on the first responsive component when they disagree, so all are set.
 */
function breakpointTokens() {
  const { sm, md, lg, xl } = THEME_BREAKPOINTS;
  // antd's own xxl, kept: the spec names no breakpoint above xl.
  const xxl = 1600;
  const xs = THEME_BREAKPOINTS.xs + 480;
  return {
    screenXS: xs,
    screenXSMin: xs,
    screenXSMax: sm - 1,
    screenSM: sm,
    screenSMMin: sm,
    screenSMMax: md - 1,
    screenMD: md,
    screenMDMin: md,
    screenMDMax: lg - 1,
    screenLG: lg,
    screenLGMin: lg,
    screenLGMax: xl - 1,
    screenXL: xl,
    screenXLMin: xl,
    screenXLMax: xxl - 1,
  };
}

/**
 * The dark algorithm dims the primary colour; the brand indigo then reads too faintly as link and tab text on
 * the dark background, so dark mode starts from a lighter indigo.
 */
const DARK_TOKENS: ThemeConfig['token'] = {
  colorPrimary: '#7c7bff',
  colorInfo: '#7c7bff',
  colorLink: '#a5b4fc',
  colorBgLayout: '#0b0d17',
  colorBgContainer: '#141726',
};

/**
 * Secondary text (antd's Typography `type="secondary"`, struck prices, descriptions) defaults to 45% black or
 * white: 3.4:1 against white, below the 4.5:1 WCAG AA asks of body text. These reach at least 5.6:1 on the
 * page and card backgrounds of either palette.
 */
const LIGHT_DESCRIPTION = 'rgba(0, 0, 0, 0.6)';
const DARK_DESCRIPTION = 'rgba(255, 255, 255, 0.65)';
/**
 * A field's placeholder (a select's "Select your state", a search box's hint) defaults to 25%: 1.8:1 on white,
 * unreadable for many. These reach 4.7:1 on white and 6:1 on the dark palette's fields, still lighter than a value.
 */
const LIGHT_PLACEHOLDER = 'rgba(0, 0, 0, 0.55)';
const DARK_PLACEHOLDER = 'rgba(255, 255, 255, 0.55)';
/** Green text (a discount, a success note): antd's light #52c41a reaches 2.3:1 on white, this 5.4:1 on its tint. */
const LIGHT_SUCCESS_TEXT = '#237804';

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const description = mode === 'dark' ? DARK_DESCRIPTION : LIGHT_DESCRIPTION;
  return {
    // A key per palette: the server's sheets of a page (the light palette's variables under `.skillhub`) stay
    // linked after the app hydrates it, and must not override the dark palette's, which the app adds.
    cssVar: { key: mode === 'dark' ? 'skillhub-dark' : 'skillhub' },
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      ...shared,
      ...(mode === 'dark'
        ? { ...DARK_TOKENS, colorTextDescription: description, colorTextPlaceholder: DARK_PLACEHOLDER }
        : {
            colorBgLayout: LIGHT_LAYOUT_BACKGROUND,
            colorTextDescription: description,
            colorTextPlaceholder: LIGHT_PLACEHOLDER,
            colorSuccessText: LIGHT_SUCCESS_TEXT,
          }),
    },
    // A Descriptions label (the price lines of the payment page) is antd's tertiary text, 45%: as faint as the
    // secondary text above.
    components: { Descriptions: { labelColor: description } },
  };
}
