/**
 * The light palette's page background and text, and the site's font: set in the antd theme (theme.ts) and drawn
 * before antd is there (the server's splash, splash.ts). No antd here, so the server's page code need not load it.
 */
export const LIGHT_LAYOUT_BACKGROUND = '#f5f6fb';
/** antd's default text colour of the light palette (its colorText), which the theme keeps. */
export const LIGHT_TEXT = 'rgba(0, 0, 0, 0.88)';
export const FONT_FAMILY =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif";
/** The brand's colour: antd's primary in both palettes (theme.ts), the icon's and the splash's. */
export const BRAND_PRIMARY = '#4f46e5';
/** Where the brand's gradient (the site's icon, the header's mark) ends; it starts at the primary colour. */
export const BRAND_GRADIENT_END = '#0ea5e9';
